import type { Network } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { attacksQuery } from '../../../api/attacks';
import {
  cpsSeriesQuery,
  playersSeriesQuery,
  statsKeys,
  statsOverviewQuery,
} from '../../../api/stats';
import { api } from '../../../lib/api';

/** The per-network figures the account dashboard adds up, one request per network each. */
export function useNetworkStats(networks: readonly Network[]) {
  // The 24-hour window starts when the page opens, so the key stays the same while it is open.
  const [since] = useState(() => new Date(Date.now() - 86_400_000).toISOString());
  const overviews = useQueries({ queries: networks.map((n) => statsOverviewQuery(n.id)) });
  const players = useQueries({ queries: networks.map((n) => playersSeriesQuery(n.id, '1d', 288)) });
  const cps = useQueries({ queries: networks.map((n) => cpsSeriesQuery(n.id, '1h', 360)) });
  const attacks24h = useQueries({
    queries: networks.map((n) => attacksQuery(n.id, { perPage: 1, from: since })),
  });
  const recentAttacks = useQueries({
    queries: networks.map((n) => attacksQuery(n.id, { perPage: 5 })),
  });
  // Anyone who ever played (as far back as analytics go) ticks off "first player".
  const everPlayed = useQueries({
    queries: networks.map((n) => ({
      queryKey: [...statsKeys.network(n.id), 'uniqueUsers', '3M'] as const,
      queryFn: () =>
        api(endpoints.analyticsUniqueUsers, {
          params: { id: String(n.id) },
          query: { period: '3M' as const },
        }),
    })),
  });
  return { overviews, players, cps, attacks24h, recentAttacks, everPlayed };
}
