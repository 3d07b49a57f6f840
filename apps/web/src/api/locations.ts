import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * Every point of presence with its name and region (`GET locations`): where a Bedrock tunnel may
 * live and what a network's DNS answer may be pinned to. The same for every network of the
 * account, so it is fetched once.
 */
export const locationsQuery = () =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: () => api(endpoints.listLocations),
    staleTime: 10 * 60_000,
  });

export const useLocations = () => useQuery(locationsQuery());
