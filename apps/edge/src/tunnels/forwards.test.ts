import { describe, expect, it } from 'vitest';
import { forwardsOf, type SnapshotTunnel } from './forwards';

const tunnel = (id: number, rules: SnapshotTunnel['rules']): SnapshotTunnel => ({
  id,
  public_key: `key${id}`,
  edge_address: `10.77.0.${2 * id}`,
  peer_address: `10.77.0.${2 * id + 1}`,
  bind_port: 20000 + id,
  rules,
});

describe('what tunnel public ports carry', () => {
  it('opens each protocol of the active rules on the bind port, to the rule start port', () => {
    expect(
      forwardsOf([
        tunnel(1, [{ protocol: 'tcp', start_port: 25565, end_port: 25565 }]),
        tunnel(2, [{ protocol: 'both', start_port: 7000, end_port: 7010 }]),
      ]),
    ).toEqual([
      {
        tunnelId: 1,
        protocol: 'tcp',
        port: 20001,
        edgeAddress: '10.77.0.2',
        peerAddress: '10.77.0.3',
        targetPort: 25565,
      },
      {
        tunnelId: 2,
        protocol: 'tcp',
        port: 20002,
        edgeAddress: '10.77.0.4',
        peerAddress: '10.77.0.5',
        targetPort: 7000,
      },
      {
        tunnelId: 2,
        protocol: 'udp',
        port: 20002,
        edgeAddress: '10.77.0.4',
        peerAddress: '10.77.0.5',
        targetPort: 7000,
      },
    ]);
  });

  it('gives a protocol to the rule with the lowest start port, and nothing without rules', () => {
    const forwards = forwardsOf([
      tunnel(3, [
        { protocol: 'udp', start_port: 19132, end_port: 19132 },
        { protocol: 'tcp', start_port: 30000, end_port: 30000 },
        { protocol: 'both', start_port: 8080, end_port: 8081 },
      ]),
      tunnel(4, []),
    ]);
    expect(forwards.map((f) => [f.tunnelId, f.protocol, f.targetPort])).toEqual([
      [3, 'tcp', 8080],
      [3, 'udp', 8080],
    ]);
  });
});
