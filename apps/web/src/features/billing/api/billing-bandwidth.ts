import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { statsKeys } from '@/api/stats';
import { api } from '@/lib/api';

export const billingBandwidthQuery = (networkId: number) =>
  queryOptions({
    queryKey: [...statsKeys.network(networkId), 'billingBandwidth'] as const,
    queryFn: () => api(endpoints.statsBillingBandwidth, { params: { id: String(networkId) } }),
  });

export const useBillingBandwidth = (networkIds: readonly number[]) =>
  useQueries({ queries: networkIds.map((id) => billingBandwidthQuery(id)) });
