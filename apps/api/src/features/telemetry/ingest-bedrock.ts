import type { BedrockBucket } from '@palisade/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bedrockTunnelStats, bedrockTunnels, edgeTokens } from '../../db/schema';

/**
 * Bedrock buckets of tunnels at the edge's location: their bytes add to the edge's running
 * totals for the tunnel, and the newest bucket's players replace what the edge said before
 * (an older bucket, from a batch retried late, does not).
 */
export async function ingestBedrock(tx: Tx, edgeId: number, buckets: BedrockBucket[]) {
  const ids = [...new Set(buckets.map((b) => b.tunnel_id))];
  const alive = new Set(
    (
      await tx
        .select({ id: bedrockTunnels.id })
        .from(bedrockTunnels)
        .innerJoin(edgeTokens, eq(edgeTokens.locationId, bedrockTunnels.locationId))
        .where(and(inArray(bedrockTunnels.id, ids), eq(edgeTokens.id, edgeId)))
    ).map((t) => t.id),
  );
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
    const reportedAt = new Date(sum.newest.start);
    const at = sql`${reportedAt.toISOString()}::timestamptz`;
    await tx
      .insert(bedrockTunnelStats)
      .values({
        tunnelId,
        edgeId,
        players: sum.newest.players,
        reportedAt,
        bytesIn: sum.in,
        bytesOut: sum.out,
      })
      .onConflictDoUpdate({
        target: [bedrockTunnelStats.tunnelId, bedrockTunnelStats.edgeId],
        set: {
          bytesIn: sql`${bedrockTunnelStats.bytesIn} + ${sum.in}`,
          bytesOut: sql`${bedrockTunnelStats.bytesOut} + ${sum.out}`,
          players: sql`case when ${bedrockTunnelStats.reportedAt} <= ${at} then ${sum.newest.players} else ${bedrockTunnelStats.players} end`,
          reportedAt: sql`greatest(${bedrockTunnelStats.reportedAt}, ${at})`,
        },
      });
  }
}
