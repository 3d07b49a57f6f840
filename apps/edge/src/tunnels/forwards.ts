import type { EdgeSnapshot } from '@palisade/contract';

export type SnapshotTunnel = EdgeSnapshot['tunnels'][number];

/** One public port of a tunnel, for one protocol, and where its traffic goes in the tunnel. */
export interface Forward {
  tunnelId: number;
  protocol: 'tcp' | 'udp';
  /** Public port on the edge: the tunnel's `bind_port`. */
  port: number;
  /** The edge's side of the tunnel: forwarded traffic leaves from it. */
  edgeAddress: string;
  /** The customer's side of the tunnel and the port of their server behind it. */
  peerAddress: string;
  targetPort: number;
}

export const forwardKey = (f: Forward) =>
  `${f.tunnelId}|${f.protocol}|${f.port}|${f.edgeAddress}|${f.peerAddress}|${f.targetPort}`;

/**
 * What a tunnel's public port carries. Each active rule opens its filter's protocol (TCP, UDP
 * or both) on the tunnel's `bind_port` and sends it to the customer's inner address at the
 * rule's `start_port`. A tunnel has one public port, so per protocol the active rule with the
 * lowest `start_port` carries it; a tunnel without active rules carries nothing.
 */
export function forwardsOf(tunnels: SnapshotTunnel[]): Forward[] {
  const forwards: Forward[] = [];
  for (const tunnel of tunnels) {
    for (const protocol of ['tcp', 'udp'] as const) {
      const rule = tunnel.rules
        .filter((r) => r.protocol === protocol || r.protocol === 'both')
        .sort((a, b) => a.start_port - b.start_port)[0];
      if (!rule) continue;
      forwards.push({
        tunnelId: tunnel.id,
        protocol,
        port: tunnel.bind_port,
        edgeAddress: tunnel.edge_address,
        peerAddress: tunnel.peer_address,
        targetPort: rule.start_port,
      });
    }
  }
  return forwards;
}
