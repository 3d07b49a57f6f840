import type { Period } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '@/api/stats';
import { api } from '@/lib/api';

export const fetchBandwidth = (networkId: number, period: Period) =>
  api(endpoints.statsBandwidth, { params: { id: String(networkId) }, query: { period } });

export const bandwidthQuery = (networkId: number, period: Period) =>
  queryOptions({
    queryKey: [...statsKeys.network(networkId), 'bandwidth', period],
    queryFn: () => fetchBandwidth(networkId, period),
  });

/** Bytes in and out over `period`. */
export const useBandwidth = (networkId: number, period: Period) =>
  useQuery(bandwidthQuery(networkId, period));
