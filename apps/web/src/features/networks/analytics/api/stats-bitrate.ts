import { type Period, routes } from '@palisade/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { liveRefetchMs, statsKeys } from './stats-keys';
import { defaultPoints } from './stats-series';

export const fetchBitrate = (networkId: number, period: Period, points = defaultPoints) =>
  api(routes.statsBitrate, { params: { id: String(networkId) }, query: { period, points } });

export const bitrateQuery = (networkId: number, period: Period, points = defaultPoints) =>
  queryOptions({
    queryKey: statsKeys.figure(networkId, 'bitrate', period, points),
    queryFn: () => fetchBitrate(networkId, period, points),
    refetchInterval: liveRefetchMs,
  });

/** Bits per second in and out over `period`. */
export const useBitrate = (networkId: number, period: Period, points = defaultPoints) =>
  useQuery(bitrateQuery(networkId, period, points));
