import { bedrockLabel } from '../../shared/bedrock-name';
import { edgeTarget } from '../../shared/edge-names';
import type { LocationRow } from '../admin/queries';
import type { BedrockRow, BedrockStats } from './queries';

const none: BedrockStats = { players: 0, ingress: 0, egress: 0 };

export function toBedrock(
  row: BedrockRow,
  location: LocationRow | undefined,
  edgeDomain: string,
  stats: BedrockStats = none,
) {
  const name = edgeTarget(bedrockLabel(row.id, row.locationId), edgeDomain);
  const address = location?.publicAddress ?? '';
  return {
    id: row.id,
    name: row.name,
    backend_set_id: row.backendSetId,
    location: row.locationId,
    proxy_protocol: 2 as const,
    // On an IP address there are no names: players use the location's address and the port.
    allocated_cname: name.type === 'CNAME' ? name.value : address,
    address,
    port: row.port,
    players_online: stats.players,
    ingress: stats.ingress,
    egress: stats.egress,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The reply to a create or change. TCPShield's clients may ask for PROXY protocol v1, which has
 * no form for UDP: the tunnel sends v2 and the reply says so.
 */
export function changedBedrock(
  row: BedrockRow,
  location: LocationRow,
  edgeDomain: string,
  asked: 1 | 2 | undefined,
) {
  return {
    ...toBedrock(row, location, edgeDomain),
    ...(asked === 1
      ? {
          message:
            'Bedrock tunnels send PROXY protocol v2 (proxy_protocol 2): version 1 is text for TCP and cannot describe a UDP player.',
        }
      : {}),
  };
}
