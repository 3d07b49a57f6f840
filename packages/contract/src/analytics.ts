import { z } from 'zod';
import { networkParams, pathId } from './common';
import { defineRoute } from './route';
import { period } from './stats';

/** `{value}`: one figure over the period, as TCPShield answers it. */
export const figure = z.object({ value: z.number() }).meta({ id: 'Figure' });

/** `[{key, value}]`, largest first. */
export const ranking = z
  .array(z.object({ key: z.string(), value: z.number().int() }))
  .meta({ id: 'Ranking' });

/**
 * `{key: value}`, one member per key, largest first: TCPShield's shape for its rankings
 * (docs/decisions/2026-11-28-tcpshield-shapes.md).
 */
export const rankingObject = z.record(z.string(), z.number().int()).meta({ id: 'RankingObject' });

const share = z.object({
  value: z.number().meta({ description: 'Share of the cohort seen again, 0 to 1.' }),
  players: z.number().int().meta({ description: 'Players in the cohort.' }),
});

export const retention = z
  .object({ day_1: share, day_7: share, day_30: share })
  .meta({ id: 'Retention' });

const periodQuery = z.object({ period: period.default('1d') });

const analyticsRoute = <R extends z.ZodType, Q extends z.ZodObject = typeof periodQuery>(
  name: string,
  summary: string,
  reply: R,
  query: Q = periodQuery as unknown as Q,
) =>
  defineRoute({
    method: 'GET',
    path: `/networks/:id/analytics/${name}`,
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary,
    tags: ['Analytics'],
    params: networkParams,
    query,
    reply,
  });

export const analyticsRoutes = {
  analyticsMitigatedCount: analyticsRoute(
    'mitigatedCount',
    'Connections dropped by firewall, rate limit, verification or flood rules',
    figure,
  ),
  analyticsBounceRate: analyticsRoute(
    'bounceRate',
    'Share (0 to 1) of play sessions that played and ended within 30 seconds',
    figure,
  ),
  analyticsUnplayedLogins: analyticsRoute(
    'unplayedLogins',
    'Logins that reached the server and never played (such as bots that log in and idle)',
    figure,
  ),
  analyticsCountryHeatmap: analyticsRoute(
    'countryHeatmap',
    'Players by country (ISO 3166 alpha-2)',
    ranking,
    z.object({ period: period.default('1w') }),
  ),
  analyticsTopDomains: analyticsRoute('topDomains', 'Players by domain', rankingObject),
  analyticsUniqueUsers: analyticsRoute('uniqueUsers', 'Distinct usernames that played', figure),
  analyticsMcVersionBreakdown: analyticsRoute(
    'mcVersionBreakdown',
    'Players by Minecraft release (protocol numbers mapped to release names)',
    rankingObject,
  ),
  analyticsRetention: analyticsRoute(
    'retention',
    'Share of players seen again 1, 7 and 30 days after their first day',
    retention,
    z.object({}),
  ),
} as const;

export const tunnelAnalyticsPoint = z.object({ value: z.number(), time: z.string() });

export const tunnelAnalytics = z
  .object({
    ingress: z.array(tunnelAnalyticsPoint),
    egress: z.array(tunnelAnalyticsPoint),
    max: z.number(),
  })
  .meta({ id: 'TunnelAnalytics' });

export const tunnelAnalyticsRoutes = {
  tunnelAnalytics: defineRoute({
    method: 'GET',
    path: '/tunnels/:id/analytics',
    auth: 'user',
    scope: 'tunnel',
    summary:
      'Traffic through a tunnel: `bandwidth` in bits per second, or `traffic` in bytes per step',
    tags: ['Tunnels'],
    params: z.object({ id: pathId }),
    query: z.object({
      type: z.enum(['bandwidth', 'traffic']).default('bandwidth'),
      period: period.default('1d'),
      points: z.coerce.number().int().min(1).max(2000).default(720),
    }),
    reply: tunnelAnalytics,
  }),
} as const;
