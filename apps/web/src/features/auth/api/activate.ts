import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The activation link is single use, so the answer is kept for this visit and not re-asked. */
export const activationQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'activate', token] as const,
    queryFn: () => call(endpoints.verify, { params: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useActivation = (token: string) => useQuery(activationQuery(token));
