import { type Period, periodSeconds, telemetryWindow } from '@palisade/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { networks, plans, rollupState, tunnels, users } from '../db/schema';

/**
 * Where telemetry lives: 10-second rows (kept 48 hours), rolled up to 5-minute, hourly and daily
 * buckets. A rollup holds the buckets before its `done_until` mark; reads take those from the
 * rollup and everything newer from the 10-second rows, so figures are live to the last batch.
 */
export const rawSeconds = 10;
/**
 * Batches may arrive this late (an edge queues two hours while the API is away; ingest refuses
 * older counters): rollups are recomputed over this window every run, and reads take the
 * 10-second rows for it, so a late batch shows at once instead of after the next rollup.
 */
export const lateWindowMs = telemetryWindow.countersPastMs;
export const rawKeepSeconds = 48 * 3600;
export const rollupResolutions = [300, 3600, 86_400] as const;
export type Resolution = typeof rawSeconds | (typeof rollupResolutions)[number];

/** How long each resolution is kept at most (the plan's retention may be shorter). */
export const keepSeconds: Record<Resolution, number> = {
  10: rawKeepSeconds,
  300: 31 * 86_400,
  3600: 400 * 86_400,
  86400: 400 * 86_400,
};

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

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

/** The coarsest resolution that fits `step` and still holds data `span` seconds back. */
export function resolutionFor(stepSeconds: number, spanSeconds: number): Resolution {
  const candidates = ([86_400, 3600, 300, 10] as const).filter(
    (r) => keepSeconds[r] >= spanSeconds,
  );
  return candidates.find((r) => r <= stepSeconds) ?? candidates.at(-1) ?? 86_400;
}

export interface Grid {
  /** Step between points, a whole multiple of `resolution`. */
  step: number;
  resolution: Resolution;
  /** First and last step starts, unix seconds. */
  first: number;
  last: number;
  points: number;
}

/**
 * The time grid of a series: `points` steps spanning `period` (or `from`–`to`) and ending with
 * the step that holds `to`. Steps are whole multiples of the resolution read, so each step adds
 * up whole stored buckets; with a coarse resolution the grid may span a little more than asked.
 */
export function grid(spanSeconds: number, points: number, toMs = Date.now()): Grid {
  const wanted = Math.max(rawSeconds, spanSeconds / points);
  const resolution = resolutionFor(wanted, (Date.now() - toMs) / 1000 + spanSeconds);
  const step = Math.ceil(wanted / resolution) * resolution;
  const last = Math.floor(toMs / 1000 / step) * step;
  return { step, resolution, first: last - (points - 1) * step, last, points };
}

export const periodGrid = (period: Period, points: number) => grid(periodSeconds[period], points);

/** Fills the grid from `[step start (s), value]` rows; steps without rows are 0. */
export function fill(g: Grid, values: Map<number, number>): [number, number][] {
  return Array.from({ length: g.points }, (_, i): [number, number] => {
    const t = g.first + i * g.step;
    return [t * 1000, values.get(t) ?? 0];
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
