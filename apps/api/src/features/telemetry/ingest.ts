import type { TelemetryBatch, TunnelBucket } from '@palisade/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dropFields, perDropField } from '../../db/drops';
import {
  connectionSources,
  edgeTokens,
  networkBreakdowns,
  networkBuckets,
  networks,
  playSessions,
  refusals,
  telemetryBatches,
  tunnelBuckets,
  tunnels,
} from '../../db/schema';
import { ingestBedrock } from './ingest-bedrock';
import {
  canonicalAddress,
  hourlySources,
  lastSessions,
  mergeBuckets,
  mergeTunnelBuckets,
} from './merge';
import { foldLateSessions } from './rollup';

const add = (table: string, column: string) =>
  sql.raw(`"${table}"."${column}" + excluded."${column}"`);

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
    const [fresh] = await tx
      .insert(telemetryBatches)
      .values({ edgeId, seq: batch.seq })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false;
    await alsoStore(tx);

    const ids = [
      ...new Set([...batch.buckets, ...batch.sessions, ...batch.refusals].map((x) => x.network_id)),
    ];
    // A network deleted while its counters were in flight has nothing left to count against.
    const alive = new Set(
      ids.length === 0
        ? []
        : (
            await tx.select({ id: networks.id }).from(networks).where(inArray(networks.id, ids))
          ).map((n) => n.id),
    );
    const buckets = mergeBuckets(batch.buckets.filter((b) => alive.has(b.network_id)));
    const sessions = lastSessions(batch.sessions.filter((s) => alive.has(s.network_id)));

    if (buckets.length > 0) {
      await tx
        .insert(networkBuckets)
        .values(
          buckets.map((b) => ({
            networkId: b.network_id,
            bucket: new Date(b.start),
            edgeId,
            connections: b.connections,
            statusPings: b.status_pings,
            logins: b.logins,
            ...dropFields(b.dropped),
            bytesIn: b.bytes_in,
            bytesOut: b.bytes_out,
            players: b.players,
          })),
        )
        .onConflictDoUpdate({
          target: [networkBuckets.networkId, networkBuckets.bucket, networkBuckets.edgeId],
          set: {
            connections: add('network_buckets', 'connections'),
            statusPings: add('network_buckets', 'status_pings'),
            logins: add('network_buckets', 'logins'),
            ...perDropField((column) => add('network_buckets', column)),
            bytesIn: add('network_buckets', 'bytes_in'),
            bytesOut: add('network_buckets', 'bytes_out'),
            players: sql.raw('greatest("network_buckets"."players", excluded."players")'),
          },
        });
      const breakdowns = buckets.flatMap((b) =>
        (
          [
            ['protocol', b.by_protocol],
            ['domain', b.by_domain],
            ['country', b.by_country],
          ] as const
        ).flatMap(([dimension, counts]) =>
          Object.entries(counts).map(([key, count]) => ({
            networkId: b.network_id,
            bucket: new Date(b.start),
            edgeId,
            dimension,
            key,
            count,
          })),
        ),
      );
      if (breakdowns.length > 0) {
        await tx
          .insert(networkBreakdowns)
          .values(breakdowns)
          .onConflictDoUpdate({
            target: [
              networkBreakdowns.networkId,
              networkBreakdowns.bucket,
              networkBreakdowns.edgeId,
              networkBreakdowns.dimension,
              networkBreakdowns.key,
            ],
            set: { count: add('network_breakdowns', 'count') },
          });
      }
      await ingestSources(tx, buckets);
    }

    if (sessions.length > 0) {
      await tx
        .insert(playSessions)
        .values(
          sessions.map((s) => ({
            id: s.id,
            networkId: s.network_id,
            edgeId,
            username: s.username,
            address: s.address === null ? null : canonicalAddress(s.address),
            edition: s.edition,
            protocolVersion: s.protocol_version,
            domain: s.domain,
            country: s.country,
            asn: s.asn,
            startedAt: new Date(s.started_at),
            endedAt: s.ended_at === null ? null : new Date(s.ended_at),
            bytesIn: s.bytes_in,
            bytesOut: s.bytes_out,
            played: s.played,
            closedBy: s.closed_by,
            kickReason: s.kick_reason,
          })),
        )
        .onConflictDoUpdate({
          target: [playSessions.id, playSessions.startedAt],
          set: {
            endedAt: sql.raw('excluded."ended_at"'),
            bytesIn: sql.raw('excluded."bytes_in"'),
            bytesOut: sql.raw('excluded."bytes_out"'),
            // A session that played stays a player, whatever order its reports arrive in.
            played: sql.raw('"play_sessions"."played" or excluded."played"'),
            closedBy: sql.raw('coalesce(excluded."closed_by", "play_sessions"."closed_by")'),
            kickReason: sql.raw('coalesce(excluded."kick_reason", "play_sessions"."kick_reason")'),
          },
        });
      await foldLateSessions(
        tx,
        sessions.map((s) => ({ networkId: s.network_id, startedAt: new Date(s.started_at) })),
        Date.now(),
      );
    }
    const refused = batch.refusals.filter((r) => alive.has(r.network_id));
    if (refused.length > 0) {
      await tx.insert(refusals).values(
        refused.map((r) => ({
          networkId: r.network_id,
          edgeId,
          at: new Date(r.at),
          address: canonicalAddress(r.address),
          edition: r.edition,
          username: r.username,
          domain: r.domain,
          protocolVersion: r.protocol_version,
          reason: r.reason,
          country: r.country,
          asn: r.asn,
        })),
      );
    }
    if (batch.tunnels && batch.tunnels.length > 0) await ingestTunnels(tx, edgeId, batch.tunnels);
    if (batch.bedrock && batch.bedrock.length > 0) await ingestBedrock(tx, edgeId, batch.bedrock);
    return true;
  });
}

/** Rows per statement: six parameters each, well under PostgreSQL's 65,535. */
const sourcesPerInsert = 5000;

/** Connections per address land per hour; counts from several batches add up. */
async function ingestSources(tx: Tx, buckets: TelemetryBatch['buckets']) {
  const rows = hourlySources(buckets);
  for (let i = 0; i < rows.length; i += sourcesPerInsert) {
    await tx
      .insert(connectionSources)
      .values(rows.slice(i, i + sourcesPerInsert))
      .onConflictDoUpdate({
        target: [connectionSources.networkId, connectionSources.hour, connectionSources.address],
        set: { connections: add('connection_sources', 'connections') },
      });
  }
}

/**
 * Tunnel buckets of tunnels at the edge's location land like network buckets (counts of one bucket from several batches add up),
 * and the tunnel's running totals grow by the same bytes in the same transaction.
 */
async function ingestTunnels(tx: Tx, edgeId: number, buckets: TunnelBucket[]) {
  const ids = [...new Set(buckets.map((b) => b.tunnel_id))];
  // Only tunnels of the edge's own location: an edge carries no other.
  const alive = new Set(
    (
      await tx
        .select({ id: tunnels.id })
        .from(tunnels)
        .innerJoin(edgeTokens, eq(edgeTokens.locationId, tunnels.locationId))
        .where(and(inArray(tunnels.id, ids), eq(edgeTokens.id, edgeId)))
    ).map((t) => t.id),
  );
  const kept = mergeTunnelBuckets(buckets.filter((b) => alive.has(b.tunnel_id)));
  if (kept.length === 0) return;
  await tx
    .insert(tunnelBuckets)
    .values(
      kept.map((b) => ({
        tunnelId: b.tunnel_id,
        bucket: new Date(b.start),
        edgeId,
        bytesIn: b.bytes_in,
        bytesOut: b.bytes_out,
      })),
    )
    .onConflictDoUpdate({
      target: [tunnelBuckets.tunnelId, tunnelBuckets.bucket, tunnelBuckets.edgeId],
      set: {
        bytesIn: add('tunnel_buckets', 'bytes_in'),
        bytesOut: add('tunnel_buckets', 'bytes_out'),
      },
    });
  const sums = new Map<number, { in: number; out: number }>();
  for (const b of kept) {
    const sum = sums.get(b.tunnel_id) ?? { in: 0, out: 0 };
    sum.in += b.bytes_in;
    sum.out += b.bytes_out;
    sums.set(b.tunnel_id, sum);
  }
  for (const [id, sum] of sums) {
    await tx
      .update(tunnels)
      .set({
        ingress: sql`${tunnels.ingress} + ${sum.in}`,
        egress: sql`${tunnels.egress} + ${sum.out}`,
        cumulativeBandwidthUsage: sql`${tunnels.cumulativeBandwidthUsage} + ${sum.in + sum.out}`,
      })
      .where(eq(tunnels.id, id));
  }
}
