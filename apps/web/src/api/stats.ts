import { type Period, periodSeconds } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { analyticsRoot } from '../lib/active-network';
import { api } from '../lib/api';

/**
 * Stats of one network, read by the account dashboard and the network screens. Every key
 * starts with `analyticsRoot`, so switching the active network or timeframe drops them.
 */
export const statsKeys = {
  network: (networkId: number) => [...analyticsRoot, networkId] as const,
  overview: (networkId: number) => [...statsKeys.network(networkId), 'overview'] as const,
  players: (networkId: number, period: Period, points: number) =>
    [...statsKeys.network(networkId), 'players', period, points] as const,
  cps: (networkId: number, period: Period, points: number) =>
    [...statsKeys.network(networkId), 'cps', period, points] as const,
  dropped: (networkId: number, period: Period, points: number) =>
    [...statsKeys.network(networkId), 'dropped', period, points] as const,
};

/** Live figures refresh as the edge reports (10-second buckets). */
const live = { refetchInterval: 30_000, staleTime: 10_000 } as const;

export const statsOverviewQuery = (networkId: number) =>
  queryOptions({
    queryKey: statsKeys.overview(networkId),
    queryFn: () => api(endpoints.statsOverview, { params: { id: String(networkId) } }),
    ...live,
  });

export const playersSeriesQuery = (networkId: number, period: Period = '1d', points = 360) =>
  queryOptions({
    queryKey: statsKeys.players(networkId, period, points),
    queryFn: () =>
      api(endpoints.statsPlayers, { params: { id: String(networkId) }, query: { period, points } }),
    ...live,
  });

export const cpsSeriesQuery = (networkId: number, period: Period = '1d', points = 360) =>
  queryOptions({
    queryKey: statsKeys.cps(networkId, period, points),
    queryFn: () =>
      api(endpoints.statsConnPerSecond, {
        params: { id: String(networkId) },
        query: { period, points },
      }),
    ...live,
  });

/** Connections the edges refused per second, on the same steps as `cpsSeriesQuery`'s. */
export const droppedSeriesQuery = (networkId: number, period: Period = '1d', points = 360) =>
  queryOptions({
    queryKey: statsKeys.dropped(networkId, period, points),
    queryFn: () => {
      const to = Date.now();
      return api(endpoints.statsMitigationDropInRange, {
        params: { id: String(networkId) },
        query: { from: to - periodSeconds[period] * 1000, to, points },
      });
    },
    ...live,
  });
