import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const oauthProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'oauth-providers'] as const,
    queryFn: () => call(endpoints.oauthProviders),
    staleTime: 5 * 60_000,
  });

export const useOauthProviders = () => useQuery(oauthProvidersQuery());
