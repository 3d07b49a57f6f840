import type { PlaySession, Refusal, TelemetryBucket, TunnelBucket } from '@palisade/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dropFields, droppedSum, perDropField } from '../../db/drops';
import {
  connectionSources,
  jobRuns,
  networkBreakdowns,
  networkBuckets,
  networks,
  plans,
  playSessions,
  refusals,
  rollupState,
  telemetryBatches,
  tunnelBuckets,
  tunnels,
  users,
} from '../../db/schema';
import { at, rows } from '../../db/sql';
import { lateWindowMs, type Resolution, rawSeconds } from '../../shared/telemetry-store';
import { canonicalAddress, type HourlySource } from './merge';

/** The start (midnight UTC) of the day a timestamp column's value lies in. */
export const utcDay = (column: string) =>
  sql`to_timestamp(floor(extract(epoch from ${sql.identifier(column)}) / 86400) * 86400)`;

/**
 * What every telemetry read needs before its main query (the rollup marks, a network's
 * retention) changes rarely, so it is remembered per database for a few seconds. A stale value
 * is safe for the marks: an older mark only makes a read take more 10-second rows, which are
 * kept 48 hours. A plan change in this process forgets the retention at once
 * (`forgetRetention`); another API process sees it within `rememberMs`.
 */
const rememberMs = 10_000;
const remembered = new WeakMap<Db, Map<string, { until: number; value: Promise<unknown> }>>();

function remember<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entries = remembered.get(db);
  if (!entries) {
    entries = new Map();
    remembered.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  // Bounded: with more networks read within a few seconds than this, start over.
  if (entries.size >= 10_000) entries.clear();
  const value = load();
  entries.set(key, { until: now + rememberMs, value });
  value.catch(() => entries.delete(key));
  return value;
}

const forget = (db: Db, prefix: string) => {
  for (const key of remembered.get(db)?.keys() ?? [])
    if (key.startsWith(prefix)) remembered.get(db)?.delete(key);
};

/** After a rollup run: reads take the new marks at once. */
export const forgetRollupMarks = (db: Db) => forget(db, 'marks');
/** After a plan change: reads apply the new plan's retention at once. */
export const forgetRetention = (db: Db) => forget(db, 'retention:');

/** Rollup marks, unix ms per resolution; a resolution never rolled up is absent. */
export function rollupMarks(db: Db): Promise<Map<number, number>> {
  return remember(db, 'marks', async () => {
    const marks = await db.select().from(rollupState);
    return new Map(marks.map((m) => [m.resolution, m.doneUntil.getTime()]));
  });
}

/** Days of analytics the owner's plan keeps, for a network (`network`) or tunnel (`tunnel`). */
function retentionDays(db: Db, kind: 'network' | 'tunnel', id: number): Promise<number> {
  return remember(db, `retention:${kind}:${id}`, async () => {
    const owned = kind === 'network' ? networks : tunnels;
    const [row] = await db
      .select({ days: plans.analyticsRetentionDays })
      .from(owned)
      .innerJoin(users, eq(users.id, owned.ownerId))
      .innerJoin(plans, eq(plans.id, users.planId))
      .where(eq(owned.id, id));
    return row?.days ?? 0;
  });
}

/**
 * Oldest moment a network's analytics may show: its owner's plan keeps
 * `analytics_retention_days`.
 */
export async function networkRetentionStart(db: Db, networkId: number, now = Date.now()) {
  return now - (await retentionDays(db, 'network', networkId)) * 86_400_000;
}

export async function tunnelRetentionStart(db: Db, tunnelId: number, now = Date.now()) {
  return now - (await retentionDays(db, 'tunnel', tunnelId)) * 86_400_000;
}

/**
 * Which stored buckets a read from `from` on takes at `resolution`: rollup rows for the whole
 * rollup buckets between `from` and the rollup's mark (at most the start of the late window),
 * 10-second rows for the rest (before the first whole bucket, and from the mark on). Without a mark everything is read from the 10-second
 * rows. Answers the SQL condition on `column` (`bucket`) for the 10-second rows and the rollup's
 * range.
 */
export function split(
  resolution: Resolution,
  marks: Map<number, number>,
  from: number,
  now = Date.now(),
  column = 'bucket',
) {
  const bucket = sql.identifier(column);
  const size = resolution * 1000;
  const rolled = resolution === rawSeconds ? undefined : marks.get(resolution);
  const settled = Math.floor((now - lateWindowMs) / size) * size;
  const mark = rolled === undefined ? undefined : Math.min(rolled, settled);
  const rollupFrom = Math.ceil(from / size) * size;
  if (mark === undefined || mark <= rollupFrom) {
    return { rollup: null, raw: sql`${bucket} >= ${at(from)}` };
  }
  return {
    rollup: { from: rollupFrom, until: mark },
    raw: sql`((${bucket} >= ${at(from)} and ${bucket} < ${at(rollupFrom)}) or ${bucket} >= ${at(mark)})`,
  };
}

// A network's counters (shared/network-counters.ts adds them up).

interface CounterRow {
  t: number;
  connections: number;
  logins: number;
  dropped: number;
  bytes_in: number;
  bytes_out: number;
  players: number;
}

const rawDropped = droppedSum();

/**
 * Every counter of a network over [from, to), grouped into steps of `step` seconds (aligned to
 * the epoch). Rolled-up buckets before the rollup mark, 10-second rows after it; players are
 * added up over edges per 10-second bucket before the step's largest figure is taken.
 */
export async function networkCounterSteps(
  db: Db,
  networkId: number,
  range: { from: number; to: number; step: number; resolution: Resolution; metering?: boolean },
): Promise<CounterRow[]> {
  // Metering for billing reads whatever is stored; the dashboard shows the plan's retention.
  const floor = range.metering ? 0 : await networkRetentionStart(db, networkId);
  const from = Math.max(range.from, floor);
  if (from >= range.to) return [];
  const { rollup, raw } = split(range.resolution, await rollupMarks(db), from);
  const step = sql.raw(String(range.step));
  const rolled =
    rollup === null
      ? sql``
      : sql`union all
        select bucket, connections::float8, logins::float8,
          (${rawDropped})::float8, bytes_in::float8, bytes_out::float8, players::float8
        from network_rollups
        where network_id = ${networkId} and resolution = ${range.resolution}
          and bucket >= ${at(rollup.from)} and bucket < ${at(rollup.until)}`;
  return (
    await rows<CounterRow>(
      db,
      sql`with raw as (
        select bucket, sum(connections)::float8 as connections, sum(logins)::float8 as logins,
          sum(${rawDropped})::float8 as dropped, sum(bytes_in)::float8 as bytes_in,
          sum(bytes_out)::float8 as bytes_out, sum(players)::float8 as players
        from network_buckets
        where network_id = ${networkId} and ${raw} and bucket < ${at(range.to)}
        group by bucket
      ), source as (select * from raw ${rolled})
      select (floor(extract(epoch from bucket) / ${step}) * ${step})::float8 as t,
        sum(connections)::float8 as connections, sum(logins)::float8 as logins,
        sum(dropped)::float8 as dropped, sum(bytes_in)::float8 as bytes_in,
        sum(bytes_out)::float8 as bytes_out, max(players)::float8 as players
      from source group by 1`,
    )
  ).map((r) => ({
    t: Number(r.t),
    connections: Number(r.connections),
    logins: Number(r.logins),
    dropped: Number(r.dropped),
    bytes_in: Number(r.bytes_in),
    bytes_out: Number(r.bytes_out),
    players: Number(r.players),
  }));
}

// The periodic jobs (jobs.ts): their claims, and what they delete and recount.

/**
 * Claims `job`'s run for the period starting at `start`: true for the first API process to ask
 * (its claim commits with its work), false for the others and for a period already run.
 */
export async function claimPeriod(tx: Tx, job: string, start: number) {
  const claimed = await tx
    .insert(jobRuns)
    .values({ job, periodStart: new Date(start) })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { periodStart: new Date(start) },
      setWhere: lt(jobRuns.periodStart, new Date(start)),
    })
    .returning();
  return claimed.length > 0;
}

/** The 5-minute rollup's mark as stored now (unix ms), or null before the first rollup. */
export async function fiveMinuteMark(db: Db): Promise<number | null> {
  const [mark] = await rows<{ done_until: string | Date }>(
    db,
    sql`select done_until from rollup_state where resolution = 300`,
  );
  return mark ? new Date(mark.done_until).getTime() : null;
}

const done = () => undefined;

/**
 * Per-plan retention: what is older than the owner's `analytics_retention_days` goes (5-minute
 * rollups after at most 31 days). Daily network rollups stay 400 days whatever the plan, since
 * billing meters months from them; reads never show them past the plan's retention.
 */
export async function pruneByPlan(
  step: (work: (tx: Tx) => Promise<void>) => Promise<unknown>,
  now: number,
) {
  const keep = sql`(${at(now)} - p.analytics_retention_days * interval '1 day')`;
  const owners = sql`networks n join users u on u.id = n.owner_id join plans p on p.id = u.plan_id`;
  await step((tx) =>
    tx
      .execute(sql`delete from network_rollups r using ${owners}
    where r.network_id = n.id and r.resolution in (300, 3600)
      and r.bucket < greatest(${keep}, case when r.resolution = 300
        then ${at(now)} - interval '31 days' else '-infinity'::timestamptz end)`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from breakdown_rollups r using ${owners}
    where r.network_id = n.id and r.bucket < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from play_sessions s using ${owners}
    where s.network_id = n.id and s.started_at < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from connection_sources c using ${owners}
    where c.network_id = n.id and c.hour < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from refusals r using ${owners}
    where r.network_id = n.id and r.at < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from player_days d using ${owners}
    where d.network_id = n.id and d.day < ${keep}`)
      .then(done),
  );
  // A player's first day may have gone: the next one kept is the first, none left, no span.
  await step((tx) =>
    tx
      .execute(sql`with expired as (
      select s.network_id, s.username, (select min(d.day) from player_days d
          where d.network_id = s.network_id and d.username = s.username) as first_day
      from player_spans s join ${owners} on n.id = s.network_id where s.first_day < ${keep}
    ), gone as (
      delete from player_spans s using expired e
      where e.first_day is null and s.network_id = e.network_id and s.username = e.username
    )
    update player_spans s set first_day = e.first_day from expired e
    where e.first_day is not null and s.network_id = e.network_id and s.username = e.username`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from session_days d using ${owners}
    where d.network_id = n.id and d.day < ${keep}`)
      .then(done),
  );
  await step((tx) =>
    tx
      .execute(sql`delete from tunnel_rollups r
    using tunnels t join users u on u.id = t.owner_id join plans p on p.id = u.plan_id
    where r.tunnel_id = t.id and r.resolution in (300, 3600)
      and r.bucket < greatest(${keep}, case when r.resolution = 300
        then ${at(now)} - interval '31 days' else '-infinity'::timestamptz end)`)
      .then(done),
  );
}

/**
 * A tunnel's month and current figures from stored telemetry: bytes since the first of the
 * month (daily rollups, then the 10-second rows), and bytes per second over the last whole
 * minute. Only rows that change are written.
 */
export async function refreshTunnelCounters(tx: Tx, now: number, dailyMark: number | undefined) {
  const d = new Date(now);
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const rawFrom = Math.max(month, dailyMark ?? month);
  const minuteEnd = Math.floor(now / 60_000) * 60_000;
  await tx.execute(sql`with month as (
      select tunnel_id, sum(bytes_in + bytes_out) as bytes from (
        select tunnel_id, bytes_in, bytes_out from tunnel_rollups
        where resolution = 86400 and bucket >= ${at(month)} and bucket < ${at(rawFrom)}
        union all
        select tunnel_id, bytes_in, bytes_out from tunnel_buckets where bucket >= ${at(rawFrom)}
      ) s group by 1
    ), minute as (
      select tunnel_id, sum(bytes_in + bytes_out) / 60 as rate from tunnel_buckets
      where bucket >= ${at(minuteEnd - 60_000)} and bucket < ${at(minuteEnd)} group by 1
    ), fresh as (
      select t.id, coalesce(m.bytes, 0)::bigint as month_bytes, coalesce(r.rate, 0)::bigint as rate
      from tunnels t left join month m on m.tunnel_id = t.id left join minute r on r.tunnel_id = t.id
    )
    update tunnels t set month_bandwidth_usage = f.month_bytes, current_bandwidth_usage = f.rate
    from fresh f
    where f.id = t.id and (t.month_bandwidth_usage, t.current_bandwidth_usage)
      is distinct from (f.month_bytes, f.rate)`);
}

// Ingest (ingest.ts): a batch's rows, in the caller's transaction. Counters of the same bucket
// from separate batches add up.

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
