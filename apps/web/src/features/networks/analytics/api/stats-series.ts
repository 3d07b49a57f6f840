import { type Period, routes } from '@palisade/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { liveRefetchMs, statsKeys } from './stats-keys';

/** The time series a network screen can draw, by the contract's route. */
const seriesRoutes = {
  players: routes.statsPlayers,
  connPerSecond: routes.statsConnPerSecond,
} as const;
export type SeriesName = keyof typeof seriesRoutes;

/** Spec §9: graphs have 360 points unless a screen needs another resolution. */
export const defaultPoints = 360;

export const fetchSeries = (
  networkId: number,
  name: SeriesName,
  period: Period,
  points = defaultPoints,
) => api(seriesRoutes[name], { params: { id: String(networkId) }, query: { period, points } });

export const seriesQuery = (
  networkId: number,
  name: SeriesName,
  period: Period,
  points = defaultPoints,
) =>
  queryOptions({
    queryKey: statsKeys.figure(networkId, name, period, points),
    queryFn: () => fetchSeries(networkId, name, period, points),
    refetchInterval: liveRefetchMs,
  });

/** Players online or new connections per second over `period`, `[unix_ms, value]` pairs. */
export const useSeries = (
  networkId: number,
  name: SeriesName,
  period: Period,
  points = defaultPoints,
) => useQuery(seriesQuery(networkId, name, period, points));
