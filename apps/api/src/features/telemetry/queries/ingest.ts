import type { PlaySession, Refusal, TelemetryBucket, TunnelBucket } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { dropFields, perDropField } from '../../../db/drops';
import {
  connectionSources,
  networkBreakdowns,
  networkBuckets,
  playSessions,
  refusals,
  telemetryBatches,
  tunnelBuckets,
} from '../../../db/schema';
import { canonicalAddress, type HourlySource } from '../merge';

/**
 * Ingest's statements (ingest.ts): a batch's rows, in the caller's transaction. Counters of the
 * same bucket from separate batches add up.
 */

const add = (table: string, column: string) =>
  sql.raw(`"${table}"."${column}" + excluded."${column}"`);

/** Marks the edge's batch stored; false when it was before (a retry after a lost reply). */
export async function insertBatchMark(tx: Tx, edgeId: number, seq: number): Promise<boolean> {
  const [fresh] = await tx
    .insert(telemetryBatches)
    .values({ edgeId, seq })
    .onConflictDoNothing()
    .returning();
  return fresh !== undefined;
}

/** Network buckets, their breakdowns by protocol, domain and country; players take the larger. */
export async function upsertNetworkBuckets(tx: Tx, edgeId: number, buckets: TelemetryBucket[]) {
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
}

/** Rows per statement: six parameters each, well under PostgreSQL's 65,535. */
const sourcesPerInsert = 5000;

/** Connections per address and hour. */
export async function upsertSources(tx: Tx, sources: HourlySource[]) {
  for (let i = 0; i < sources.length; i += sourcesPerInsert) {
    await tx
      .insert(connectionSources)
      .values(sources.slice(i, i + sourcesPerInsert))
      .onConflictDoUpdate({
        target: [connectionSources.networkId, connectionSources.hour, connectionSources.address],
        set: { connections: add('connection_sources', 'connections') },
      });
  }
}

/** Play sessions; a later report of one replaces its end, bytes and outcome. */
export async function upsertSessions(tx: Tx, edgeId: number, sessions: PlaySession[]) {
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
}

export async function insertRefusals(tx: Tx, edgeId: number, refused: Refusal[]) {
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

export async function upsertTunnelBuckets(tx: Tx, edgeId: number, buckets: TunnelBucket[]) {
  await tx
    .insert(tunnelBuckets)
    .values(
      buckets.map((b) => ({
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
}
