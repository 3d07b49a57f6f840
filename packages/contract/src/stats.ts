import { z } from 'zod';
import { networkParams } from './common';
import { defineRoute } from './route';

export const periods = ['1h', '6h', '12h', '1d', '3d', '1w', '2w', '1M', '3M'] as const;
export const period = z.enum(periods);
export type Period = z.infer<typeof period>;

export const periodSeconds: Record<Period, number> = {
  '1h': 3600,
  '6h': 6 * 3600,
  '12h': 12 * 3600,
  '1d': 86_400,
  '3d': 3 * 86_400,
  '1w': 7 * 86_400,
  '2w': 14 * 86_400,
  '1M': 30 * 86_400,
  '3M': 90 * 86_400,
};

/** `points` buckets spanning `period`, ending now: `[[unix_ms, value], …]`. */
export const series = z
  .object({ points: z.array(z.tuple([z.number(), z.number()])), step_seconds: z.number().int() })
  .meta({ id: 'Series' });

export const seriesQuery = z.object({
  points: z.coerce.number().int().min(1).max(2000).default(360),
  period: period.default('1d'),
});

const tags = ['Stats'] as const;

export const statsRoutes = {
  statsOverview: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/overview',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Players now and the last 24 hours at a glance',
    tags,
    params: networkParams,
    reply: z.object({
      players: z.number().int().meta({ description: 'Concurrent players in the latest bucket.' }),
      peak_players_24h: z.number().int(),
      connections_24h: z.number().int(),
      logins_24h: z.number().int(),
      unique_players_24h: z.number().int(),
      mitigated_24h: z.number().int(),
      bytes_in_24h: z.number().int(),
      bytes_out_24h: z.number().int(),
      domains: z.number().int(),
      verified_domains: z.number().int(),
      backend_sets: z.number().int(),
      last_seen: z
        .string()
        .nullable()
        .meta({ description: 'End of the newest bucket an edge reported.' }),
    }),
  }),
  statsPlayers: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/players',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Concurrent players over time',
    tags,
    params: networkParams,
    query: seriesQuery,
    reply: series,
  }),
} as const;
