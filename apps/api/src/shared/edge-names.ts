import { isIP } from 'node:net';

/**
 * What customers point their DNS at. Names live under EDGE_DOMAIN; where the operator runs on an
 * IP address (EDGE_DOMAIN or PUBLIC_URL's host), there is no name to put a CNAME on, only the
 * address for an A or AAAA record (docs/decisions/2026-11-25-ip-address-edge-domain.md).
 */
export function edgeTarget(label: string, edgeDomain: string) {
  const version = isIP(edgeDomain);
  if (version === 0) return { type: 'CNAME' as const, value: `${label}.${edgeDomain}` };
  return { type: version === 4 ? ('A' as const) : ('AAAA' as const), value: edgeDomain };
}
