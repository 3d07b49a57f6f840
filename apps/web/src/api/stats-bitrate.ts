import type { Period } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { statsKeys } from './stats';

export const fetchBitrate = (networkId: number, period: Period, points = 360) =>
  api(endpoints.statsBitrate, { params: { id: String(networkId) }, query: { period, points } });

export const bitrateQuery = (networkId: number, period: Period, points = 360) =>
  queryOptions({
    queryKey: [...statsKeys.network(networkId), 'bitrate', period, points],
    queryFn: () => fetchBitrate(networkId, period, points),
    refetchInterval: 30_000,
  });

/** Bits per second in and out over `period`. */
export const useBitrate = (networkId: number, period: Period, points = 360) =>
  useQuery(bitrateQuery(networkId, period, points));
