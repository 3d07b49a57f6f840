import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '@/api/stats';
import { api } from '@/lib/api';

export const fetchRetention = (networkId: number) =>
  api(endpoints.analyticsRetention, { params: { id: String(networkId) } });

export const retentionQuery = (networkId: number) =>
  queryOptions({
    queryKey: [...statsKeys.network(networkId), 'retention'],
    queryFn: () => fetchRetention(networkId),
  });

/** Share of players seen again 1, 7 and 30 days after their first day (no period). */
export const useRetention = (networkId: number) => useQuery(retentionQuery(networkId));
