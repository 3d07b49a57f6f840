import { unseal } from '../../crypto';
import type { UserRow } from '../account/queries';
import type { LocationRow } from '../admin/queries';
import type { FilterRow } from './queries/filters';
import type { TunnelRuleRow } from './queries/rules';
import type { TunnelRow } from './queries/tunnels';

/** A tunnel without its counters, addresses, users and key: the list with `light=true`. */
export const toLightTunnel = (row: TunnelRow) => ({
  id: row.id,
  name: row.name,
  endpoint_peer: row.endpointPeer,
  endpoint_public_key: row.endpointPublicKey,
  location: row.locationId,
  bind_port: row.bindPort,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The whole tunnel, for its owner: the routes that answer it are the owner's alone (a tunnel is
 * not shared with sub-users), the same who may read the setup script with the private key in it
 * (docs/decisions/2026-11-28-tcpshield-shapes.md).
 */
export const toTunnel = (
  row: TunnelRow,
  location: LocationRow | undefined,
  owner: UserRow,
  dataKey: string,
) => ({
  ...toLightTunnel(row),
  endpoint_private_key: row.endpointPrivateKeySealed
    ? unseal(row.endpointPrivateKeySealed, dataKey)
    : '',
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
  tunnel_users: [
    {
      verified: owner.activatedAt !== null,
      tunnel_id: row.id,
      user_id: owner.id,
      permission_id: ownerPermission,
    },
  ],
});

/** `tunnel_users[].permission_id` of a tunnel's owner, the one level a tunnel has. */
const ownerPermission = 1;

export const toFilter = (f: FilterRow) => ({
  id: f.id,
  internal_name: f.internalName,
  human_name: f.humanName,
  protocol: f.protocol,
  description: f.description,
  filter_id: f.id,
  start_port: f.startPort,
  end_port: f.endPort,
  is_active: f.isActive,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

export const toRule = (rule: TunnelRuleRow, filter: FilterRow) => ({
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
