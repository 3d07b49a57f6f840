import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const captchaKeys = { challenge: () => ['auth', 'captcha'] as const };

export const fetchCaptcha = () => call(endpoints.captcha);

/** A challenge is single use: never served from the cache. */
export const captchaQuery = () =>
  queryOptions({
    queryKey: captchaKeys.challenge(),
    queryFn: fetchCaptcha,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useCaptcha = () => useQuery(captchaQuery());
