import { dropReasons, sessionClosers } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dropCounters } from './drops';
import { edgeTokens } from './edge';
import { networks } from './networks';

/** Batches already stored, by edge and sequence number: a retried batch is counted once. */
export const telemetryBatches = pgTable(
  'telemetry_batches',
  {
    edgeId: integer('edge_id')
      .notNull()
      .references(() => edgeTokens.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.edgeId, t.seq] })],
);

/** What one edge counted for one network in one 10-second bucket. */
export const networkBuckets = pgTable(
  'network_buckets',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    edgeId: integer('edge_id').notNull(),
    connections: integer('connections').notNull().default(0),
    statusPings: integer('status_pings').notNull().default(0),
    logins: integer('logins').notNull().default(0),
    ...dropCounters((name) => integer(name).notNull().default(0)),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
    /** Most concurrent play sessions seen in the bucket. */
    players: integer('players').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.networkId, t.bucket, t.edgeId] }),
    index('network_buckets_bucket_idx').on(t.bucket),
  ],
);

/** Logins per bucket broken down by protocol version, domain or country. */
export const networkBreakdowns = pgTable(
  'network_breakdowns',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    edgeId: integer('edge_id').notNull(),
    dimension: text('dimension', { enum: ['protocol', 'domain', 'country'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.bucket, t.edgeId, t.dimension, t.key] })],
);

/** One record per proxied play session. */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: uuid('id').notNull(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    edgeId: integer('edge_id').notNull(),
    username: text('username').notNull(),
    /** Where the player connected from; kept for the plan's retention (docs/security.md). */
    address: inet('address'),
    /** Java and Bedrock protocol numbers overlap; this says which one `protocol_version` is. */
    edition: text('edition', { enum: ['java', 'bedrock'] })
      .notNull()
      .default('java'),
    protocolVersion: integer('protocol_version').notNull(),
    domain: text('domain').notNull(),
    country: text('country'),
    asn: bigint('asn', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
    /**
     * Whether the client played past its login (docs/edge.md, players and logins); a session
     * that never did is a login, not a player. Sessions of older edges, which could not tell,
     * are players.
     */
    played: boolean('played').notNull().default(true),
    /** Which side closed the connection first; null while open, for Bedrock and older edges. */
    closedBy: text('closed_by', { enum: sessionClosers }),
    /** The backend's Disconnect at login, as plain text (docs/edge.md). */
    kickReason: text('kick_reason'),
  },
  // The start is part of the key because the table is partitioned by it (PostgreSQL asks for it).
  (t) => [
    primaryKey({ columns: [t.id, t.startedAt] }),
    index('play_sessions_network_started_idx').on(t.networkId, t.startedAt),
  ],
);

/**
 * Connections per address and hour, as the edges counted them (at most 1,000 addresses per
 * edge, network and 10 seconds): what a firewall rule's dry run is tried against. Addresses
 * are personal data: kept for the plan's retention, deleted with the network (docs/security.md).
 */
export const connectionSources = pgTable(
  'connection_sources',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    address: inet('address').notNull(),
    asn: bigint('asn', { mode: 'number' }),
    country: char('country', { length: 2 }),
    connections: integer('connections').notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.hour, t.address] })],
);

/**
 * Connections the edges refused, with who they were as far as the edge had read (at most 50 per
 * edge, network and 10 seconds): what the player lookup shows besides play sessions. Addresses
 * and names are personal data: kept for the plan's retention, deleted with the network
 * (docs/security.md).
 */
export const refusals = pgTable(
  'refusals',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    edgeId: integer('edge_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    address: inet('address').notNull(),
    edition: text('edition', { enum: ['java', 'bedrock'] })
      .notNull()
      .default('java'),
    username: text('username'),
    domain: text('domain'),
    protocolVersion: integer('protocol_version'),
    reason: text('reason', { enum: dropReasons }).notNull(),
    country: char('country', { length: 2 }),
    asn: bigint('asn', { mode: 'number' }),
  },
  (t) => [
    index('refusals_network_at_idx').on(t.networkId, t.at),
    index('refusals_network_username_idx').on(t.networkId, sql`lower(${t.username})`),
  ],
);
