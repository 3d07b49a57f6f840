import type { BedrockBucket } from '@palisade/contract';
import type { Tx } from '../../db/client';
import { addBedrockStats, bedrockTunnelIdsAtEdge } from '../bedrock/queries';

/**
 * Bedrock buckets of tunnels at the edge's location: their bytes add to the edge's running
 * totals for the tunnel, and the newest bucket's players replace what the edge said before
 * (an older bucket, from a batch retried late, does not).
 */
export async function ingestBedrock(tx: Tx, edgeId: number, buckets: BedrockBucket[]) {
  const ids = [...new Set(buckets.map((b) => b.tunnel_id))];
  const alive = new Set(await bedrockTunnelIdsAtEdge(tx, edgeId, ids));
  const byTunnel = new Map<number, { in: number; out: number; newest: BedrockBucket }>();
  for (const b of buckets) {
    if (!alive.has(b.tunnel_id)) continue;
    const sum = byTunnel.get(b.tunnel_id) ?? { in: 0, out: 0, newest: b };
    sum.in += b.bytes_in;
    sum.out += b.bytes_out;
    if (b.start > sum.newest.start) sum.newest = b;
    byTunnel.set(b.tunnel_id, sum);
  }
  for (const [tunnelId, sum] of byTunnel) {
    await addBedrockStats(tx, {
      tunnelId,
      edgeId,
      players: sum.newest.players,
      reportedAt: new Date(sum.newest.start),
      bytesIn: sum.in,
      bytesOut: sum.out,
    });
  }
}
