import { z } from 'zod';
import { latestMs, networkParams } from './common';
import { type Period, periods } from './periods';
import { defineRoute } from './route';

/** Spellings in days and hours that clients send for the same periods (TCPShield's panel, ours). */
const periodAliases = { '24h': '1d', '7d': '1w', '14d': '2w', '30d': '1M', '90d': '3M' } as const;

export const period = z.union([
  z.enum(periods),
  z
    .enum(Object.keys(periodAliases) as [keyof typeof periodAliases])
    .transform((alias): Period => periodAliases[alias]),
]);

/** `points` buckets spanning `period`, ending now: `[[unix_ms, value], …]`. */
export const series = z
  .object({ points: z.array(z.tuple([z.number(), z.number()])), step_seconds: z.number().int() })
  .meta({ id: 'Series' });

const points = z.coerce.number().int().min(1).max(2000);

export const seriesQuery = z.object({
  points: points.default(360),
  period: period.default('1d'),
});

/** `[[unix_ms, bits per second in + out]]`, with the two directions apart as well. */
export const bitrateSeries = series
  .extend({
    in: z.array(z.tuple([z.number(), z.number()])),
    out: z.array(z.tuple([z.number(), z.number()])),
  })
  .meta({ id: 'BitrateSeries' });

/** A moment as unix milliseconds or an ISO 8601 date-time. */
const instant = z.union([
  z.coerce
    .number()
    .int()
    .min(0)
    .max(latestMs)
    .refine((n) => Number.isFinite(n)),
  z.iso
    .datetime({ offset: true })
    .transform((s) => Date.parse(s))
    .refine((n) => n >= 0 && n <= latestMs, { message: 'Use a date between 1970 and 9999.' }),
]);

/** At most 90 days, the longest period the dashboard offers. */
export const rangeQuery = z
  .object({ from: instant, to: instant, points: points.default(360) })
  .refine((q) => q.from < q.to, { message: '`from` must be before `to`.', path: ['to'] })
  .refine((q) => q.to - q.from <= 90 * 86_400_000, {
    message: 'A range spans at most 90 days.',
    path: ['from'],
  });

export const bandwidthTotal = z
  .object({
    value: z.number().int().meta({ description: 'Bytes in and out over the period.' }),
    bytes_in: z.number().int(),
    bytes_out: z.number().int(),
  })
  .meta({ id: 'BandwidthTotal' });

export const billingBandwidth = z
  .object({
    period_start: z.string(),
    period_end: z.string(),
    bytes_in: z.number().int(),
    bytes_out: z.number().int(),
    bytes: z.number().int().meta({ description: 'Metered so far: in plus out.' }),
    included_bytes: z.number().int(),
    overage_bytes: z.number().int(),
    overage_cents_per_gb: z.number().int(),
    estimated_charge_cents: z
      .number()
      .int()
      .meta({ description: 'What the overage so far would cost at the end of the period.' }),
  })
  .meta({ id: 'BillingBandwidth' });

export const billingCharge = z
  .object({
    period_start: z.string(),
    period_end: z.string(),
    bytes: z.number().int(),
    included_bytes: z.number().int(),
    overage_bytes: z.number().int(),
    cents_per_gb: z.number().int(),
    amount_cents: z.number().int(),
    charged_at: z.string(),
  })
  .meta({ id: 'BillingCharge' });

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
  statsBitrate: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/bitrate',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Bits per second through the edge (in + out, and each apart)',
    tags,
    params: networkParams,
    query: seriesQuery,
    reply: bitrateSeries,
  }),
  statsConnPerSecond: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/connPerSecond',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'New connections per second, averaged over each step',
    tags,
    params: networkParams,
    query: seriesQuery,
    reply: series,
  }),
  statsBandwidth: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/bandwidth',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Bytes through the edge over the period',
    tags,
    params: networkParams,
    query: z.object({ period: period.default('1M') }),
    reply: bandwidthTotal,
  }),
  statsBillingBandwidth: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/billingBandwidth',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: "Metered bandwidth of the current billing period against the plan's allowance",
    tags,
    params: networkParams,
    reply: billingBandwidth,
  }),
  statsBillingCharges: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/billingCharges',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Bandwidth charges of closed billing periods, newest first',
    tags,
    params: networkParams,
    reply: z.array(billingCharge),
  }),
  statsCpsInRange: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/cpsInRange',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'New connections per second between two moments',
    tags,
    params: networkParams,
    query: rangeQuery,
    reply: series,
  }),
  statsMitigationDropInRange: defineRoute({
    method: 'GET',
    path: '/networks/:id/stats/mitigationDropInRange',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'Connections dropped per second (firewall, rate limit, verification, invalid)',
    tags,
    params: networkParams,
    query: rangeQuery,
    reply: series,
  }),
} as const;
