import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { droppedSum } from '../../db/drops';
import { backendSets, domains, networkBuckets, playSessions } from '../../db/schema';

const dayAgo = () => new Date(Date.now() - 86_400_000);

/** Concurrent players per bucket: what every edge saw, added up. */
const playersPerBucket = (db: Db, networkId: number, since: Date) =>
  db
    .select({
      bucket: networkBuckets.bucket,
      players: sql<number>`sum(${networkBuckets.players})`.as('players'),
    })
    .from(networkBuckets)
    .where(and(eq(networkBuckets.networkId, networkId), gte(networkBuckets.bucket, since)))
    .groupBy(networkBuckets.bucket)
    .as('per_bucket');

export async function overview(db: Db, networkId: number) {
  const since = dayAgo();
  const perBucket = playersPerBucket(db, networkId, since);
  const [latest] = await db
    .select({ bucket: perBucket.bucket, players: sql`${perBucket.players}`.mapWith(Number) })
    .from(perBucket)
    .orderBy(sql`${perBucket.bucket} desc`)
    .limit(1);
  const [peak] = await db
    .select({ v: sql`coalesce(max(${perBucket.players}), 0)`.mapWith(Number) })
    .from(perBucket);
  const [totals] = await db
    .select({
      connections: sql`coalesce(sum(${networkBuckets.connections}), 0)`.mapWith(Number),
      logins: sql`coalesce(sum(${networkBuckets.logins}), 0)`.mapWith(Number),
      mitigated: sql`coalesce(sum(${droppedSum('network_buckets')}), 0)`.mapWith(Number),
      bytesIn: sql`coalesce(sum(${networkBuckets.bytesIn}), 0)`.mapWith(Number),
      bytesOut: sql`coalesce(sum(${networkBuckets.bytesOut}), 0)`.mapWith(Number),
    })
    .from(networkBuckets)
    .where(and(eq(networkBuckets.networkId, networkId), gte(networkBuckets.bucket, since)));
  const [unique] = await db
    .select({ v: sql`count(distinct ${playSessions.username})`.mapWith(Number) })
    .from(playSessions)
    .where(
      and(
        eq(playSessions.networkId, networkId),
        gte(playSessions.startedAt, since),
        eq(playSessions.played, true),
      ),
    );
  const [domainCount] = await db
    .select({ n: count() })
    .from(domains)
    .where(eq(domains.networkId, networkId));
  const [verified] = await db
    .select({ n: count() })
    .from(domains)
    .where(and(eq(domains.networkId, networkId), isNotNull(domains.verifiedAt)));
  const [sets] = await db
    .select({ n: count() })
    .from(backendSets)
    .where(eq(backendSets.networkId, networkId));
  // A bucket older than half a minute means no edge has players to report any more.
  const fresh = latest && latest.bucket.getTime() > Date.now() - 30_000;
  return {
    players: fresh ? latest.players : 0,
    peak_players_24h: peak?.v ?? 0,
    connections_24h: totals?.connections ?? 0,
    logins_24h: totals?.logins ?? 0,
    unique_players_24h: unique?.v ?? 0,
    mitigated_24h: totals?.mitigated ?? 0,
    bytes_in_24h: totals?.bytesIn ?? 0,
    bytes_out_24h: totals?.bytesOut ?? 0,
    domains: domainCount?.n ?? 0,
    verified_domains: verified?.n ?? 0,
    backend_sets: sets?.n ?? 0,
    last_seen: latest ? new Date(latest.bucket.getTime() + 10_000).toISOString() : null,
  };
}
