import type { Period, RouteName, RouteReply, Routes } from '@palisade/contract';
import { type Endpoint, endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '@/api/stats';
import { api } from '@/lib/api';

/** The analytics routes that take a period, by the name the dashboard uses. */
const figureRoutes = {
  mitigatedCount: endpoints.analyticsMitigatedCount,
  bounceRate: endpoints.analyticsBounceRate,
  uniqueUsers: endpoints.analyticsUniqueUsers,
  unplayedLogins: endpoints.analyticsUnplayedLogins,
  topDomains: endpoints.analyticsTopDomains,
  mcVersionBreakdown: endpoints.analyticsMcVersionBreakdown,
  countryHeatmap: endpoints.analyticsCountryHeatmap,
} as const;
export type FigureName = keyof typeof figureRoutes;

export const fetchFigure = <N extends FigureName>(networkId: number, name: N, period: Period) =>
  // Each name has its own reply type; the call is the same for all of them.
  api(figureRoutes[name] as Endpoint<RouteName>, {
    params: { id: String(networkId) },
    query: { period },
  }) as Promise<RouteReply<Routes[(typeof figureRoutes)[N]['name']]>>;

export const figureQuery = <N extends FigureName>(networkId: number, name: N, period: Period) =>
  queryOptions({
    queryKey: [...statsKeys.network(networkId), name, period],
    queryFn: () => fetchFigure(networkId, name, period),
  });

/** One analytics figure or ranking of the network over `period`. */
export const useFigure = <N extends FigureName>(networkId: number, name: N, period: Period) =>
  useQuery(figureQuery(networkId, name, period));
