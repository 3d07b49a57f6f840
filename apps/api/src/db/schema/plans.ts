import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Plans are seeded by migration; limits are per account unless the name says otherwise. */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The plan's commit level as the dashboard reads it (0 = free). */
  level: integer('level').notNull(),
  priceCents: integer('price_cents').notNull(),
  premiumNetworkPriceCents: integer('premium_network_price_cents').notNull(),
  maxNetworks: integer('max_networks').notNull(),
  maxDomainsPerNetwork: integer('max_domains_per_network').notNull(),
  maxBackendSetsPerNetwork: integer('max_backend_sets_per_network').notNull(),
  maxBackendsPerSet: integer('max_backends_per_set').notNull(),
  maxFirewallRulesPerNetwork: integer('max_firewall_rules_per_network').notNull(),
  maxSubUsersPerNetwork: integer('max_sub_users_per_network').notNull(),
  maxBedrockTunnelsPerNetwork: integer('max_bedrock_tunnels_per_network').notNull(),
  maxTunnels: integer('max_tunnels').notNull(),
  analyticsRetentionDays: integer('analytics_retention_days').notNull(),
  includedBandwidthGb: integer('included_bandwidth_gb').notNull(),
  /** Price of each GB beyond the included bandwidth. */
  overageCentsPerGb: integer('overage_cents_per_gb').notNull(),
});
