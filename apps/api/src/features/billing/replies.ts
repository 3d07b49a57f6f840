import { formatCents } from '../../shared/money';
import type { LedgerRow, PlanRow } from './queries';

export const toPlan = (p: PlanRow) => ({
  id: p.id,
  name: p.name,
  level: p.level,
  price: formatCents(p.priceCents),
  price_cents: p.priceCents,
  premium_network_price: formatCents(p.premiumNetworkPriceCents),
  limits: {
    networks: p.maxNetworks,
    domains_per_network: p.maxDomainsPerNetwork,
    backend_sets_per_network: p.maxBackendSetsPerNetwork,
    backends_per_set: p.maxBackendsPerSet,
    firewall_rules_per_network: p.maxFirewallRulesPerNetwork,
    sub_users_per_network: p.maxSubUsersPerNetwork,
    bedrock_tunnels_per_network: p.maxBedrockTunnelsPerNetwork,
    tunnels: p.maxTunnels,
    analytics_retention_days: p.analyticsRetentionDays,
    included_bandwidth_gb: p.includedBandwidthGb,
    overage_per_gb: formatCents(p.overageCentsPerGb),
  },
});

export const toLedgerEntry = (e: LedgerRow) => ({
  id: e.id,
  amount: formatCents(e.amountCents),
  amount_cents: e.amountCents,
  kind: e.kind,
  description: e.description,
  balance_after: formatCents(e.balanceAfterCents),
  created_at: e.createdAt.toISOString(),
});
