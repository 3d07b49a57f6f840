import { routes } from '@palisade/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { statsKeys } from './stats-keys';

export const fetchRetention = (networkId: number) =>
  api(routes.analyticsRetention, { params: { id: String(networkId) } });

export const retentionQuery = (networkId: number) =>
  queryOptions({
    queryKey: statsKeys.figure(networkId, 'retention', null),
    queryFn: () => fetchRetention(networkId),
  });

/** Share of players seen again 1, 7 and 30 days after their first day (no period). */
export const useRetention = (networkId: number) => useQuery(retentionQuery(networkId));
