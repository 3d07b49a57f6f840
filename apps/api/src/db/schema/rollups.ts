import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { dropCounters } from './drops';
import { tunnels } from './edge';
import { networks } from './networks';

/**
 * Network counters summed over every edge in coarser buckets (`resolution` seconds: 300, 3600
 * or 86400), computed from the 10-second rows by the rollup job. `players` is the largest
 * network-wide concurrent count of any 10-second bucket inside.
 */
export const networkRollups = pgTable(
  'network_rollups',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    resolution: integer('resolution').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    connections: bigint('connections', { mode: 'number' }).notNull(),
    statusPings: bigint('status_pings', { mode: 'number' }).notNull(),
    logins: bigint('logins', { mode: 'number' }).notNull(),
    ...dropCounters((name) => bigint(name, { mode: 'number' }).notNull().default(0)),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull(),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.resolution, t.bucket] })],
);

/** Logins by protocol, domain or country summed over every edge, per hour. */
export const breakdownRollups = pgTable(
  'breakdown_rollups',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    resolution: integer('resolution').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    dimension: text('dimension', { enum: ['protocol', 'domain', 'country'] }).notNull(),
    key: text('key').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.resolution, t.bucket, t.dimension, t.key] })],
);

/**
 * Which players played on a network on a day (UTC, `day` at midnight): one row per network,
 * day and username with a play session that started that day, rolled up from the sessions by
 * the rollup job. Unique players and retention count these instead of a month of sessions.
 */
export const playerDays = pgTable(
  'player_days',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
    username: text('username').notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.day, t.username] })],
);

/**
 * Per network and player, the first and last day in `player_days`: what retention and unique
 * players read, one row per player instead of one per player and day. Kept with `player_days`
 * by the rollup job, the ingest (late starts) and the retention job (a first day that expired).
 */
export const playerSpans = pgTable(
  'player_spans',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    firstDay: timestamp('first_day', { withTimezone: true }).notNull(),
    lastDay: timestamp('last_day', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.username] })],
);

/**
 * Play sessions that played, per network and day (UTC, `day` at midnight) by start, and how many
 * of them bounced (ended within 30 seconds), plus the logins that never played, rolled up from
 * the sessions by the rollup job for closed days. The bounce rate adds these up instead of
 * reading a month of sessions.
 */
export const sessionDays = pgTable(
  'session_days',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
    sessions: bigint('sessions', { mode: 'number' }).notNull(),
    bounced: bigint('bounced', { mode: 'number' }).notNull(),
    unplayed: bigint('unplayed', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.day] })],
);

/** What one edge carried through one WireGuard tunnel in one 10-second bucket. */
export const tunnelBuckets = pgTable(
  'tunnel_buckets',
  {
    tunnelId: integer('tunnel_id')
      .notNull()
      .references(() => tunnels.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    edgeId: integer('edge_id').notNull(),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull(),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tunnelId, t.bucket, t.edgeId] })],
);

export const tunnelRollups = pgTable(
  'tunnel_rollups',
  {
    tunnelId: integer('tunnel_id')
      .notNull()
      .references(() => tunnels.id, { onDelete: 'cascade' }),
    resolution: integer('resolution').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull(),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tunnelId, t.resolution, t.bucket] })],
);

/**
 * How far each rollup resolution is complete: buckets before `done_until` are in the rollup
 * table, later ones are read from the 10-second rows.
 */
export const rollupState = pgTable('rollup_state', {
  resolution: integer('resolution').primaryKey(),
  doneUntil: timestamp('done_until', { withTimezone: true }).notNull(),
});

/**
 * The latest period each periodic job of the API ran for (its start), so that however many API
 * processes run the job, the first to claim a period does the work and the others skip it.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
});

/** Bandwidth beyond the plan's allowance, metered per network and calendar month (UTC). */
export const bandwidthCharges = pgTable(
  'bandwidth_charges',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    includedBytes: bigint('included_bytes', { mode: 'number' }).notNull(),
    overageBytes: bigint('overage_bytes', { mode: 'number' }).notNull(),
    centsPerGb: integer('cents_per_gb').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.periodStart] })],
);
