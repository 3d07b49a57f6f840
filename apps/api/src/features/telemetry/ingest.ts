import type { TelemetryBatch, TunnelBucket } from '@palisade/contract';
import type { Db, Tx } from '../../db/client';
import { existingNetworkIds } from '../networks/queries';
import { addTunnelTraffic, tunnelIdsAtEdge } from '../tunnels/queries/traffic';
import { ingestBedrock } from './ingest-bedrock';
import { hourlySources, lastSessions, mergeBuckets, mergeTunnelBuckets } from './merge';
import {
  insertBatchMark,
  insertRefusals,
  upsertNetworkBuckets,
  upsertSessions,
  upsertSources,
  upsertTunnelBuckets,
} from './queries/ingest';
import { foldLateSessions } from './rollup';

/**
 * Stores a batch once: the (edge, seq) row and the counters land in one transaction, so a
 * batch retried after a lost reply is recognised and skipped. Counters of the same bucket from
 * separate batches add up; concurrent players take the larger figure. `alsoStore` writes the
 * rest of a fresh batch (its attack reports) in the same transaction.
 */
export async function ingestBatch(
  db: Db,
  edgeId: number,
  batch: TelemetryBatch,
  alsoStore: (tx: Tx) => Promise<void> = async () => undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertBatchMark(tx, edgeId, batch.seq))) return false;
    await alsoStore(tx);

    const ids = [
      ...new Set([...batch.buckets, ...batch.sessions, ...batch.refusals].map((x) => x.network_id)),
    ];
    // A network deleted while its counters were in flight has nothing left to count against.
    const alive = new Set(await existingNetworkIds(tx, ids));
    const buckets = mergeBuckets(batch.buckets.filter((b) => alive.has(b.network_id)));
    const sessions = lastSessions(batch.sessions.filter((s) => alive.has(s.network_id)));

    if (buckets.length > 0) {
      await upsertNetworkBuckets(tx, edgeId, buckets);
      await upsertSources(tx, hourlySources(buckets));
    }

    if (sessions.length > 0) {
      await upsertSessions(tx, edgeId, sessions);
      await foldLateSessions(
        tx,
        sessions.map((s) => ({ networkId: s.network_id, startedAt: new Date(s.started_at) })),
        Date.now(),
      );
    }
    const refused = batch.refusals.filter((r) => alive.has(r.network_id));
    if (refused.length > 0) {
      await insertRefusals(tx, edgeId, refused);
    }
    if (batch.tunnels && batch.tunnels.length > 0) await ingestTunnels(tx, edgeId, batch.tunnels);
    if (batch.bedrock && batch.bedrock.length > 0) await ingestBedrock(tx, edgeId, batch.bedrock);
    return true;
  });
}

/**
 * Tunnel buckets of tunnels at the edge's location land like network buckets (counts of one bucket from several batches add up),
 * and the tunnel's running totals grow by the same bytes in the same transaction.
 */
async function ingestTunnels(tx: Tx, edgeId: number, buckets: TunnelBucket[]) {
  const ids = [...new Set(buckets.map((b) => b.tunnel_id))];
  // Only tunnels of the edge's own location: an edge carries no other.
  const alive = new Set(await tunnelIdsAtEdge(tx, edgeId, ids));
  const kept = mergeTunnelBuckets(buckets.filter((b) => alive.has(b.tunnel_id)));
  if (kept.length === 0) return;
  await upsertTunnelBuckets(tx, edgeId, kept);
  const sums = new Map<number, { in: number; out: number }>();
  for (const b of kept) {
    const sum = sums.get(b.tunnel_id) ?? { in: 0, out: 0 };
    sum.in += b.bytes_in;
    sum.out += b.bytes_out;
    sums.set(b.tunnel_id, sum);
  }
  for (const [id, sum] of sums) await addTunnelTraffic(tx, id, sum.in, sum.out);
}
