import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attackKeys } from '@/api/attacks';
import { api } from '@/lib/api';

export const fetchAttack = (networkId: number, attackId: number) =>
  api(endpoints.getAttack, { params: { id: String(networkId), attackId: String(attackId) } });

export const attackQuery = (networkId: number, attackId: number) =>
  queryOptions({
    queryKey: attackKeys.detail(networkId, attackId),
    queryFn: () => fetchAttack(networkId, attackId),
  });

/** One attack with its series and what mitigation dropped (an ongoing one refreshes). */
export const useAttack = (networkId: number, attackId: number | null) =>
  useQuery({
    ...attackQuery(networkId, attackId ?? 0),
    enabled: attackId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.ended_at === null ? 10_000 : false,
  });
