import { edgeTarget } from './edge-names';

/** The label a Bedrock tunnel is allocated under the edge domain. */
export const bedrockLabel = (tunnelId: number, locationId: string) => `br${tunnelId}.${locationId}`;

/**
 * The name players and analytics know a Bedrock tunnel by: its allocated name, or its label
 * where the edge domain is an IP address and there are no names.
 */
export function bedrockName(tunnelId: number, locationId: string, edgeDomain: string): string {
  const target = edgeTarget(bedrockLabel(tunnelId, locationId), edgeDomain);
  return target.type === 'CNAME' ? target.value : bedrockLabel(tunnelId, locationId);
}
