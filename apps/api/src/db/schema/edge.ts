import type { EdgeSelfReport } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { backendSets, networks } from './networks';
import { users } from './users';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Points of presence: where edges run and which public ports they hand out. */
export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  publicAddress: text('public_address').notNull(),
  /**
   * ISO 3166 alpha-2 code of the country it stands in: the DNS answers it first to resolvers (or
   * EDNS client subnets) of that country, then of its continent. Null: no preference.
   */
  country: text('country'),
  bedrockPortMin: integer('bedrock_port_min').notNull(),
  bedrockPortMax: integer('bedrock_port_max').notNull(),
  tunnelPortMin: integer('tunnel_port_min').notNull(),
  tunnelPortMax: integer('tunnel_port_max').notNull(),
  /** WireGuard endpoint of the edge at this location. */
  wireguardPort: integer('wireguard_port').notNull(),
  wireguardPublicKey: text('wireguard_public_key').notNull(),
  wireguardPrivateKeySealed: text('wireguard_private_key_sealed').notNull(),
  /** IPv4 /16 (or wider) that tunnel inner addresses are taken from, e.g. 10.77.0.0/16. */
  tunnelSubnet: text('tunnel_subnet').notNull(),
  /**
   * Non-public ranges the operator lets backends use at this location (`10.0.0.0/8`,
   * `127.0.0.1:25566`): game servers on the edge's own private network. Empty: public only.
   */
  allowedBackends: text('allowed_backends').array().notNull().default(sql`'{}'::text[]`),
  createdAt,
});

export const bedrockTunnels = pgTable(
  'bedrock_tunnels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    backendSetId: integer('backend_set_id')
      .notNull()
      .references(() => backendSets.id, { onDelete: 'no action' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    proxyProtocol: integer('proxy_protocol').notNull().default(2),
    port: integer('port').notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('bedrock_tunnels_location_port_key').on(t.locationId, t.port),
    index('bedrock_tunnels_network_idx').on(t.networkId),
  ],
);

/** WireGuard tunnels from an edge to a customer's server (any game). */
export const tunnels = pgTable(
  'tunnels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    endpointPeer: text('endpoint_peer').notNull(),
    endpointPublicKey: text('endpoint_public_key').notNull(),
    /** Set only when we generated the customer's key pair; sealed with the data key. */
    endpointPrivateKeySealed: text('endpoint_private_key_sealed'),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    bindPort: integer('bind_port').notNull(),
    /** Inner addresses: the edge's side and the customer's side of the tunnel. */
    privateAddress: text('private_address').notNull(),
    peerPrivateAddress: text('peer_private_address').notNull(),
    currentBandwidthUsage: bigint('current_bandwidth_usage', { mode: 'number' })
      .notNull()
      .default(0),
    monthBandwidthUsage: bigint('month_bandwidth_usage', { mode: 'number' }).notNull().default(0),
    cumulativeBandwidthUsage: bigint('cumulative_bandwidth_usage', { mode: 'number' })
      .notNull()
      .default(0),
    ingress: bigint('ingress', { mode: 'number' }).notNull().default(0),
    egress: bigint('egress', { mode: 'number' }).notNull().default(0),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('tunnels_location_port_key').on(t.locationId, t.bindPort),
    uniqueIndex('tunnels_location_address_key').on(t.locationId, t.peerPrivateAddress),
    index('tunnels_owner_idx').on(t.ownerId),
  ],
);

/** What a tunnel port rule lets through; seeded, manageable by CLI. */
export const tunnelFilters = pgTable('tunnel_filters', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  internalName: text('internal_name').notNull().unique(),
  humanName: text('human_name').notNull(),
  protocol: text('protocol', { enum: ['tcp', 'udp', 'both'] }).notNull(),
  description: text('description').notNull().default(''),
  /** The ports this kind of traffic usually uses: what a new rule for it starts with. */
  startPort: integer('start_port').notNull().default(1),
  endPort: integer('end_port').notNull().default(65535),
  /** Offered for new rules; rules made before it was withdrawn keep working. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt,
  updatedAt,
});

export const tunnelFirewallRules = pgTable(
  'tunnel_firewall_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tunnelId: integer('tunnel_id')
      .notNull()
      .references(() => tunnels.id, { onDelete: 'cascade' }),
    startPort: integer('start_port').notNull(),
    endPort: integer('end_port').notNull(),
    filterId: integer('filter_id')
      .notNull()
      .references(() => tunnelFilters.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [index('tunnel_firewall_rules_tunnel_idx').on(t.tunnelId)],
);

/** Credentials of edge processes; each edge serves one location. */
export const edgeTokens = pgTable('edge_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  locationId: text('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt,
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** What the edge's last health report said of its kernel filter; null before one said. */
  kernelFilter: boolean('kernel_filter'),
  /** What the edge last said of itself (version, config applied, load); null before it did. */
  report: jsonb('report').$type<EdgeSelfReport>(),
  /**
   * Whether the edge shared with its location's other edges (NATS) at its last health report;
   * null for an edge started without a location bus.
   */
  locationSharing: boolean('location_sharing'),
  /** When the edge last sent its health report (every 10 s); its location is in DNS while fresh. */
  healthReportedAt: timestamp('health_reported_at', { withTimezone: true }),
  /** Whether its last health report said it can take no more players. */
  saturated: boolean('saturated').notNull().default(false),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Each edge's latest check of each backend address it routes to (replaced on every report). */
export const backendHealth = pgTable(
  'backend_health',
  {
    edgeId: integer('edge_id')
      .notNull()
      .references(() => edgeTokens.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    /** `java` (a TCP connect) or `bedrock` (a RakNet ping): one address may be both. */
    protocol: text('protocol', { enum: ['java', 'bedrock'] })
      .notNull()
      .default('java'),
    healthy: boolean('healthy').notNull(),
    latencyMs: real('latency_ms'),
    /** When the API received the report (the API's clock, not the edge's). */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.edgeId, t.address, t.protocol] }),
    index('backend_health_address_idx').on(t.address),
  ],
);

/**
 * One row: the version of everything edges enforce. Triggers on the tables it is compiled from
 * raise it on every change, whoever makes it (API, CLI, another API process).
 */
export const edgeConfigVersion = pgTable('edge_config_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each edge last said of a Bedrock tunnel: the players it relays (as of `reportedAt`, the
 * start of the bucket they were counted in) and the bytes it has carried, running totals.
 * A table of its own, so counting never touches `bedrock_tunnels`, whose changes reach edges.
 */
export const bedrockTunnelStats = pgTable(
  'bedrock_tunnel_stats',
  {
    tunnelId: integer('tunnel_id')
      .notNull()
      .references(() => bedrockTunnels.id, { onDelete: 'cascade' }),
    edgeId: integer('edge_id').notNull(),
    players: integer('players').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tunnelId, t.edgeId] })],
);
