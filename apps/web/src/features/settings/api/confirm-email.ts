import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The link is single use: asked once per visit. */
export const confirmEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['user', 'confirm-email', token] as const,
    queryFn: () => call(endpoints.confirmEmail, { params: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useConfirmEmail = (token: string) => useQuery(confirmEmailQuery(token));
