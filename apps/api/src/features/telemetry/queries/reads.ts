import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { droppedSum } from '../../../db/drops';
import { networks, plans, rollupState, telemetryBatches, tunnels, users } from '../../../db/schema';
import { at, rows } from '../../../db/sql';
import { lateWindowMs, type Resolution, rawSeconds } from '../../../shared/telemetry-store';

/**
 * Telemetry's reads that the analytics of networks and tunnels build on: the rollup marks, a
 * network's or tunnel's retention, which stored buckets a read takes, a network's counters.
 */

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

/** Rollup marks as stored now, unix ms per resolution; a resolution never rolled up is absent. */
export async function storedRollupMarks(db: Db): Promise<Map<number, number>> {
  const marks = await db.select().from(rollupState);
  return new Map(marks.map((m) => [m.resolution, m.doneUntil.getTime()]));
}

/** Rollup marks, remembered for a few seconds (above). */
export const rollupMarks = (db: Db) => remember(db, 'marks', () => storedRollupMarks(db));

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

/**
 * When the edge's last telemetry batch arrived: the one of the highest `seq`, as an edge sends
 * its batches in order; the primary key finds it without reading the edge's whole history.
 */
export async function lastBatchAt(db: Db, edgeId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: telemetryBatches.receivedAt })
    .from(telemetryBatches)
    .where(eq(telemetryBatches.edgeId, edgeId))
    .orderBy(desc(telemetryBatches.seq))
    .limit(1);
  return row?.at ?? null;
}
