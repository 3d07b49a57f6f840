import type { AttackAddress, AttackPrefix, AttackSource, AttackType } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dropCounters } from './drops';
import { networks } from './networks';

const attackTypes = [
  'connection_flood',
  'drop_surge',
  'invalid_flood',
] as const satisfies readonly AttackType[];

/** An attack on a network as the API confirmed it, merged from what every edge reported. */
export const attacks = pgTable(
  'attacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    type: text('type', { enum: attackTypes }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    peakCps: integer('peak_cps').notNull().default(0),
    peakBps: bigint('peak_bps', { mode: 'number' }).notNull().default(0),
    dropped: bigint('dropped', { mode: 'number' }).notNull().default(0),
    /** New connections during the attack, across edges. */
    connections: bigint('connections', { mode: 'number' }).notNull().default(0),
    topSources: jsonb('top_sources').$type<AttackSource[]>().notNull().default([]),
    topPrefixes: jsonb('top_prefixes').$type<AttackPrefix[]>().notNull().default([]),
    /** The client addresses with the most connections (personal data: docs/security.md). */
    topAddresses: jsonb('top_addresses').$type<AttackAddress[]>().notNull().default([]),
    targetDomain: text('target_domain'),
    /** When the last start or update alert went out (updates: at most one a minute). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('attacks_network_started_idx').on(t.networkId, t.startedAt),
    index('attacks_open_idx').on(t.networkId).where(sql`${t.endedAt} is null`),
  ],
);

/** One edge's share of an attack: its report id, and its sources and domains so far. */
export const attackParts = pgTable(
  'attack_parts',
  {
    id: uuid('id').primaryKey(),
    attackId: integer('attack_id')
      .notNull()
      .references(() => attacks.id, { onDelete: 'cascade' }),
    edgeId: integer('edge_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }).notNull().defaultNow(),
    sources: jsonb('sources').$type<AttackSource[]>().notNull(),
    prefixes: jsonb('prefixes').$type<AttackPrefix[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<AttackAddress[]>().notNull().default([]),
    domains: jsonb('domains').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('attack_parts_attack_idx').on(t.attackId)],
);

/** Each second of an attack as one edge saw it. */
export const attackSamples = pgTable(
  'attack_samples',
  {
    attackId: integer('attack_id')
      .notNull()
      .references(() => attacks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    edgeId: integer('edge_id').notNull(),
    connections: integer('connections').notNull(),
    ...dropCounters((name) => integer(name).notNull().default(0)),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attackId, t.at, t.edgeId] })],
);

/**
 * Attack webhooks and e-mails waiting to go out or already sent: the queue (every API process
 * takes due rows with `FOR UPDATE SKIP LOCKED` and a lease) and the delivery log in one.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    attackId: integer('attack_id').references(() => attacks.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['webhook', 'email'] }).notNull(),
    event: text('event', {
      enum: ['attack.started', 'attack.updated', 'attack.ended', 'test'],
    }).notNull(),
    target: text('target').notNull(),
    format: text('format', { enum: ['discord', 'json', 'email'] }).notNull(),
    /** The exact bytes to POST (webhooks), or the mail as JSON `{to, subject, text, html}`. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A process sending it holds it until then; a crashed sender's rows come back after. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('alert_deliveries_network_idx').on(t.networkId, t.createdAt),
  ],
);
