import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tunnelFilters, tunnelFirewallRules, tunnels } from '../../db/schema';
import type { TunnelRow, TunnelRuleRow } from '../../plugins/authorize';
import type { LocationRow } from '../../shared/locations';

export const toTunnel = (row: TunnelRow, location: LocationRow | undefined) => ({
  id: row.id,
  name: row.name,
  endpoint_peer: row.endpointPeer,
  endpoint_public_key: row.endpointPublicKey,
  location: row.locationId,
  bind_port: row.bindPort,
  current_bandwidth_usage: row.currentBandwidthUsage,
  month_bandwidth_usage: row.monthBandwidthUsage,
  cumulative_bandwidth_usage: row.cumulativeBandwidthUsage,
  ingress: row.ingress,
  egress: row.egress,
  tunnel_addresses: [
    {
      ip_address_public: location?.publicAddress ?? '',
      ip_address_private: row.privateAddress,
      peer_ip_address_private: row.peerPrivateAddress,
      location: row.locationId,
    },
  ],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function countTunnels(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tunnels).where(eq(tunnels.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Ports and inner addresses already held at a location (optionally not counting one tunnel). */
export async function heldAt(db: Db, locationId: string, except?: number) {
  const rows = await db
    .select({ port: tunnels.bindPort, peer: tunnels.peerPrivateAddress })
    .from(tunnels)
    .where(
      and(
        eq(tunnels.locationId, locationId),
        except === undefined ? undefined : ne(tunnels.id, except),
      ),
    );
  return { ports: new Set(rows.map((r) => r.port)), peers: rows.map((r) => r.peer) };
}

export async function rulesOf(db: Db, tunnelId: number) {
  return db
    .select({ rule: tunnelFirewallRules, filter: tunnelFilters })
    .from(tunnelFirewallRules)
    .innerJoin(tunnelFilters, eq(tunnelFilters.id, tunnelFirewallRules.filterId))
    .where(eq(tunnelFirewallRules.tunnelId, tunnelId))
    .orderBy(tunnelFirewallRules.startPort, tunnelFirewallRules.id);
}

export const toRule = (rule: TunnelRuleRow, filter: typeof tunnelFilters.$inferSelect) => ({
  id: rule.id,
  start_port: rule.startPort,
  end_port: rule.endPort,
  filter_id: rule.filterId,
  internal_name: filter.internalName,
  human_name: filter.humanName,
  is_active: rule.isActive,
  created_at: rule.createdAt.toISOString(),
  updated_at: rule.updatedAt.toISOString(),
});
