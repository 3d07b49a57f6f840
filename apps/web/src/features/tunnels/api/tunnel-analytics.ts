import type { Period } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { tunnelKeys } from './tunnels';

export type TunnelAnalyticsType = 'bandwidth' | 'traffic';

export const tunnelAnalyticsQuery = (id: number, type: TunnelAnalyticsType, period: Period) =>
  queryOptions({
    queryKey: tunnelKeys.analytics(id, type, period),
    queryFn: () =>
      api(endpoints.tunnelAnalytics, {
        params: { id: String(id) },
        query: { type, period, points: 720 },
      }),
    refetchInterval: 30_000,
  });

export const useTunnelAnalytics = (id: number, type: TunnelAnalyticsType, period: Period) =>
  useQuery(tunnelAnalyticsQuery(id, type, period));
