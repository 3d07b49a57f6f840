import type { Network } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { attacksQuery, latestAttacksQuery } from '@/api/attacks';
import { networksQuery } from '@/api/networks';
import { cpsSeriesQuery, playersSeriesQuery, statsKeys, statsOverviewQuery } from '@/api/stats';
import { api } from '@/lib/api';
import { cachedOrFetched } from '@/lib/query-client';

/**
 * Where the dashboard's 24-hour window starts: a day before the minute the page opens, so the
 * route's loader and the screen ask for the same key.
 */
export const dayAgo = (now = Date.now()) =>
  new Date(Math.floor(now / 60_000) * 60_000 - 86_400_000).toISOString();

/** One network's figures on the account dashboard (`read_analytics`). */
const analyticsQueries = (networkId: number) => ({
  overview: statsOverviewQuery(networkId),
  players: playersSeriesQuery(networkId, '1d', 288),
  cps: cpsSeriesQuery(networkId, '1h', 360),
  // Anyone who ever played (as far back as analytics go) ticks off "first player".
  everPlayed: {
    queryKey: [...statsKeys.network(networkId), 'uniqueUsers', '3M'] as const,
    queryFn: () =>
      api(endpoints.analyticsUniqueUsers, {
        params: { id: String(networkId) },
        query: { period: '3M' as const },
      }),
  },
});

/** One network's attacks on the account dashboard (`read_attacks`). */
const attackQueries = (networkId: number, since: string) => ({
  attacks24h: attacksQuery(networkId, { perPage: 1, from: since }),
  recentAttacks: latestAttacksQuery(networkId),
});

/**
 * The networks whose figures, and whose attacks, the caller may read: a sub-user without the
 * permission would only be refused (and see nothing of it anyway).
 */
const readable = (networks: readonly Network[]) => ({
  analytics: networks.filter((n) => n.perms.read_analytics).map((n) => n.id),
  attacks: networks.filter((n) => n.perms.read_attacks).map((n) => n.id),
});

/**
 * Started by the route's loader, in parallel with the screen's chunk and texts: the network
 * list, then every network's figures. The screen's queries pick up what is in flight.
 */
export async function prefetchDashboard(client: QueryClient): Promise<void> {
  const { analytics, attacks } = readable(await cachedOrFetched(client, networksQuery()));
  const since = dayAgo();
  await Promise.all([
    ...analytics.flatMap((id) => {
      const q = analyticsQueries(id);
      return [
        cachedOrFetched(client, q.overview),
        cachedOrFetched(client, q.players),
        cachedOrFetched(client, q.cps),
        cachedOrFetched(client, q.everPlayed),
      ];
    }),
    ...attacks.flatMap((id) => {
      const q = attackQueries(id, since);
      return [cachedOrFetched(client, q.attacks24h), cachedOrFetched(client, q.recentAttacks)];
    }),
  ]);
}

/** The per-network figures the account dashboard adds up, one request per network each. */
export function useNetworkStats(networks: readonly Network[]) {
  // The 24-hour window starts when the page opens, so the key stays the same while it is open.
  const [since] = useState(() => dayAgo());
  const { analytics, attacks } = readable(networks);
  const figures = analytics.map(analyticsQueries);
  const attackLists = attacks.map((id) => attackQueries(id, since));
  const overviews = useQueries({ queries: figures.map((q) => q.overview) });
  const players = useQueries({ queries: figures.map((q) => q.players) });
  const cps = useQueries({ queries: figures.map((q) => q.cps) });
  const everPlayed = useQueries({ queries: figures.map((q) => q.everPlayed) });
  const attacks24h = useQueries({ queries: attackLists.map((q) => q.attacks24h) });
  const recentAttacks = useQueries({ queries: attackLists.map((q) => q.recentAttacks) });
  return { overviews, players, cps, attacks24h, recentAttacks, everPlayed };
}
