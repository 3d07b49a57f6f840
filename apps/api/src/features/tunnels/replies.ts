import type { TunnelRow, TunnelRuleRow } from '../../plugins/authorize';
import type { LocationRow } from '../../shared/locations';
import type { FilterRow } from './queries';

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

/** A tunnel without its counters and addresses, as the list answers unless `light=false`. */
export const toLightTunnel = (row: TunnelRow, location: LocationRow | undefined) => {
  const {
    current_bandwidth_usage,
    month_bandwidth_usage,
    cumulative_bandwidth_usage,
    ingress,
    egress,
    tunnel_addresses,
    ...light
  } = toTunnel(row, location);
  return light;
};

export const toFilter = (f: FilterRow) => ({
  id: f.id,
  internal_name: f.internalName,
  human_name: f.humanName,
  protocol: f.protocol,
  description: f.description,
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
