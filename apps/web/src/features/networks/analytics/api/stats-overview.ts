import { routes } from '@palisade/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { liveRefetchMs, statsKeys } from './stats-keys';

export const fetchStatsOverview = (networkId: number) =>
  api(routes.statsOverview, { params: { id: String(networkId) } });

export const statsOverviewQuery = (networkId: number) =>
  queryOptions({
    queryKey: statsKeys.overview(networkId),
    queryFn: () => fetchStatsOverview(networkId),
    refetchInterval: liveRefetchMs,
  });

/** Players now and the last 24 hours at a glance. */
export const useStatsOverview = (networkId: number) => useQuery(statsOverviewQuery(networkId));
