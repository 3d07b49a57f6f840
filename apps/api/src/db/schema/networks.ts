import { wakeDefaults } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const networks = pgTable(
  'networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    premium: boolean('premium').notNull().default(false),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** The value a TXT record must hold to prove a domain belongs to this network. */
    txtVerification: text('txt_verification').notNull(),
    /**
     * The label of the network's CNAME target (`<dns_label>.<EDGE_DOMAIN>`): random, so targets
     * tell nobody how many networks there are (docs/decisions/2026-11-28-random-cname-labels.md).
     */
    dnsLabel: text('dns_label').notNull(),
    /** Locations whose addresses the target answers; empty: every location (docs/scaling.md). */
    dnsLocations: text('dns_locations').array().notNull().default(sql`'{}'::text[]`),
    /** Key the edge signs forwarded handshakes with (vulcan_ac_enabled); never shown. */
    edgeSecret: text('edge_secret').notNull(),
    connectionsPerSecondThreshold: integer('connections_per_second_threshold')
      .notNull()
      .default(50),
    clientBanSeconds: integer('client_ban_seconds').notNull().default(60),
    clientAllowSeconds: integer('client_allow_seconds').notNull().default(300),
    mitigationMessage: text('mitigation_message')
      .notNull()
      .default('Too many connections from your address. Try again in a minute.'),
    vpnBlock: boolean('vpn_block').notNull().default(false),
    antivpnKickMsg: text('antivpn_kick_msg')
      .notNull()
      .default('Connections through VPNs and proxies are not allowed on this server.'),
    forwardTrueSlp: boolean('forward_true_slp').notNull().default(false),
    offlineMotdEnabled: boolean('offline_motd_enabled').notNull().default(true),
    offlineMotd: text('offline_motd').notNull().default('§cThis server is offline.'),
    offlineKickMessage: text('offline_kick_message')
      .notNull()
      .default('The server is offline. Try again later.'),
    offlineFavicon: text('offline_favicon').notNull().default(''),
    webhookUrl: text('webhook_url').notNull().default(''),
    webhookType: text('webhook_type', { enum: ['discord', 'json'] })
      .notNull()
      .default('discord'),
    webhookSecret: text('webhook_secret').notNull().default(''),
    attackEmails: boolean('attack_emails').notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('networks_owner_idx').on(t.ownerId),
    uniqueIndex('networks_dns_label_idx').on(t.dnsLabel),
  ],
);

export const backendSets = pgTable(
  'backend_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    backends: jsonb('backends').$type<string[]>().notNull(),
    proxyProtocol: boolean('proxy_protocol').notNull().default(false),
    vulcanAcEnabled: boolean('vulcan_ac_enabled').notNull().default(false),
    loadBalancingMode: integer('load_balancing_mode').notNull().default(0),
    /** Wake on join (docs/decisions/2026-11-26-wake-on-join.md): when every backend is down. */
    wakeEnabled: boolean('wake_enabled').notNull().default(false),
    wakeWebhookUrl: text('wake_webhook_url').notNull().default(''),
    wakeMotd: text('wake_motd').notNull().default(wakeDefaults.motd),
    wakeKickMessage: text('wake_kick_message').notNull().default(wakeDefaults.kick_message),
    pterodactylUrl: text('pterodactyl_url').notNull().default(''),
    /** The panel's client API key, sealed with the data key; '' when none is set. */
    pterodactylKeySealed: text('pterodactyl_key_sealed').notNull().default(''),
    pterodactylServer: text('pterodactyl_server').notNull().default(''),
    createdAt,
    updatedAt,
  },
  (t) => [index('backend_sets_network_idx').on(t.networkId)],
);

/**
 * The last wake of a set. Apart from `backend_sets` so that a wake is not a config change (the
 * edges' snapshot does not read it) and so that one conditional upsert claims the minute.
 */
export const backendSetWakes = pgTable('backend_set_wakes', {
  setId: integer('set_id')
    .primaryKey()
    .references(() => backendSets.id, { onDelete: 'cascade' }),
  wokenAt: timestamp('woken_at', { withTimezone: true }).notNull(),
  /** null while the calls are under way; then whether every one of them succeeded. */
  ok: boolean('ok'),
  /** What went wrong, one line per call that failed. */
  error: text('error'),
});

export const domains = pgTable(
  'domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    /**
     * Lower-case host name, `*.` allowed. Any network may claim a name; the first to verify it
     * gets it (one verified row per name), and the other claims are dropped then.
     */
    name: text('name').notNull(),
    backendSetId: integer('backend_set_id')
      .notNull()
      .references(() => backendSets.id, { onDelete: 'no action' }),
    bac: boolean('bac').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('domains_verified_name_key').on(t.name).where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('domains_network_name_key').on(t.networkId, t.name),
    index('domains_network_idx').on(t.networkId),
  ],
);

export const ipFirewall = pgTable(
  'ip_firewall',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    /** Normalised CIDR: network address and prefix, e.g. 203.0.113.0/24 or 2001:db8::/32. */
    cidr: text('cidr').notNull(),
    whitelist: boolean('whitelist').notNull(),
    /** When the rule stops applying and is deleted; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex('ip_firewall_network_cidr_key').on(t.networkId, t.cidr)],
);

export const asnFirewall = pgTable(
  'asn_firewall',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    asn: bigint('asn', { mode: 'number' }).notNull(),
    whitelist: boolean('whitelist').notNull(),
    /** When the rule stops applying and is deleted; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex('asn_firewall_network_asn_key').on(t.networkId, t.asn)],
);

/** ISO 3166-1 countries, seeded by migration; the id is the numeric code. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const countryFirewall = pgTable(
  'country_firewall',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    whitelist: boolean('whitelist').notNull(),
    /** When the rule stops applying and is deleted; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex('country_firewall_network_country_key').on(t.networkId, t.countryId)],
);

export type Permissions = Record<string, boolean>;

/** Sub-users: an invitation by address, accepted by the account with that address. */
export const networkMembers = pgTable(
  'network_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    perms: jsonb('perms').$type<Permissions>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('network_members_network_email_key').on(t.networkId, t.email),
    index('network_members_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

export const verificationServers = pgTable('verification_servers', {
  networkId: integer('network_id')
    .primaryKey()
    .references(() => networks.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['always', 'under_attack'] }).notNull(),
  pingCheck: boolean('ping_check').notNull(),
  reconnectCheck: boolean('reconnect_check').notNull(),
  worldCheck: boolean('world_check').notNull().default(true),
  whitelistSeconds: integer('whitelist_seconds').notNull(),
  kickMessage: text('kick_message').notNull(),
  createdAt,
  updatedAt,
});
