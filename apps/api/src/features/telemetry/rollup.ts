import { dropReasons } from '@palisade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dropColumn } from '../../db/drops';
import { at, rows } from '../../db/sql';
import { lateWindowMs } from '../../shared/telemetry-store';
import { utcDay } from './queries/reads';

/**
 * Rolls 10-second rows up into 5-minute buckets, those into hours and hours into days, and play
 * sessions into the players, sessions and bounces of each day. Each run
 * recomputes every closed bucket from its mark (or three hours back, whichever is older) up to
 * now, and replaces what was stored: late batches (an edge queues up to two hours while the API
 * is away) are folded in, and running it twice changes nothing.
 */

const networkCounters = [
  'connections',
  'status_pings',
  'logins',
  ...dropReasons.map(dropColumn),
  'bytes_in',
  'bytes_out',
];

const list = (columns: readonly string[], wrap: (c: string) => string) =>
  sql.raw(columns.map(wrap).join(', '));
const replaceAll = (columns: readonly string[]) => list(columns, (c) => `${c} = excluded.${c}`);

interface Step {
  resolution: number;
  /** The resolution this one is computed from: 10 for the raw rows. */
  source: number;
  /** Upserts the rollup over [from, to), both multiples of the resolution. */
  run(tx: Tx, from: number, to: number): Promise<void>;
  /** The oldest stored source row, where a first run starts. */
  oldest(tx: Tx): Promise<number | null>;
}

const floorTo = (ms: number, seconds: number) => Math.floor(ms / (seconds * 1000)) * seconds * 1000;
const bucketOf = (seconds: number) =>
  sql.raw(`to_timestamp(floor(extract(epoch from bucket) / ${seconds}) * ${seconds})`);

async function oldestIn(tx: Tx, query: SQL) {
  const [row] = await rows<{ oldest: string | Date | null }>(tx, query);
  return row?.oldest ? new Date(row.oldest).getTime() : null;
}

function networkStep(resolution: number, source: number): Step {
  const counters = list(networkCounters, (c) => c);
  const sums = list(networkCounters, (c) => `sum(${c})`);
  // Raw rows are per edge: players add up over edges per 10-second bucket before the largest
  // is taken. Rollup rows are network-wide already.
  const from = (a: number, b: number) =>
    source === 10
      ? sql`(select network_id, bucket, ${list(networkCounters, (c) => `sum(${c}) as ${c}`)}, sum(players) as players
          from network_buckets where bucket >= ${at(a)} and bucket < ${at(b)} group by 1, 2) s`
      : sql`network_rollups where resolution = ${source} and bucket >= ${at(a)} and bucket < ${at(b)}`;
  return {
    resolution,
    source,
    async run(tx, a, b) {
      await tx.execute(sql`insert into network_rollups
          (network_id, resolution, bucket, ${counters}, players)
        select network_id, ${resolution}, ${bucketOf(resolution)}, ${sums}, max(players)
        from ${from(a, b)}
        group by network_id, 3
        on conflict (network_id, resolution, bucket) do update set
          ${replaceAll(networkCounters)}, players = excluded.players`);
    },
    oldest: (tx) =>
      oldestIn(
        tx,
        source === 10
          ? sql`select min(bucket) as oldest from network_buckets`
          : sql`select min(bucket) as oldest from network_rollups where resolution = ${source}`,
      ),
  };
}

function tunnelStep(resolution: number, source: number): Step {
  const from = (a: number, b: number) =>
    source === 10
      ? sql`tunnel_buckets where bucket >= ${at(a)} and bucket < ${at(b)}`
      : sql`tunnel_rollups where resolution = ${source} and bucket >= ${at(a)} and bucket < ${at(b)}`;
  return {
    resolution,
    source,
    async run(tx, a, b) {
      await tx.execute(sql`insert into tunnel_rollups (tunnel_id, resolution, bucket, bytes_in, bytes_out)
        select tunnel_id, ${resolution}, ${bucketOf(resolution)}, sum(bytes_in), sum(bytes_out)
        from ${from(a, b)}
        group by tunnel_id, 3
        on conflict (tunnel_id, resolution, bucket) do update set
          bytes_in = excluded.bytes_in, bytes_out = excluded.bytes_out`);
    },
    oldest: (tx) =>
      oldestIn(
        tx,
        source === 10
          ? sql`select min(bucket) as oldest from tunnel_buckets`
          : sql`select min(bucket) as oldest from tunnel_rollups where resolution = ${source}`,
      ),
  };
}

/** Breakdowns are only read as totals over a period: hourly is fine enough. */
const breakdownStep: Step = {
  resolution: 3600,
  source: 10,
  async run(tx, a, b) {
    await tx.execute(sql`insert into breakdown_rollups (network_id, resolution, bucket, dimension, key, count)
      select network_id, 3600, ${bucketOf(3600)}, dimension, key, sum(count)
      from network_breakdowns where bucket >= ${at(a)} and bucket < ${at(b)}
      group by network_id, 3, dimension, key
      on conflict (network_id, resolution, bucket, dimension, key) do update set count = excluded.count`);
  },
  oldest: (tx) => oldestIn(tx, sql`select min(bucket) as oldest from network_breakdowns`),
};

/** Sessions that started in [a, b), of one network if `networkId` is given. */
const sessionsIn = (a: number, b: number, networkId?: number) =>
  sql`play_sessions where started_at >= ${at(a)} and started_at < ${at(b)}${
    networkId === undefined ? sql`` : sql` and network_id = ${networkId}`
  }`;

const dayOf = utcDay('started_at');

/**
 * The players of each network and day (UTC), from the sessions that started that day and
 * played (rows are only ever added: a session's network, start and username never change, and
 * a session that played stays so; each player's first and last of those days move with them),
 * and per network and day the sessions that played by start, those that bounced (ended within
 * 30 seconds), and the logins that never played. Reads take a day from here only once the late
 * window has passed it, when every session of it has an outcome: ended, or open for hours,
 * which can no longer be a bounce nor begin to play.
 */
async function rollUpSessionDays(tx: Tx, a: number, b: number, networkId?: number) {
  await tx.execute(sql`insert into player_days (network_id, day, username)
    select distinct network_id, ${dayOf}, username from ${sessionsIn(a, b, networkId)} and played
    on conflict do nothing`);
  await tx.execute(sql`insert into player_spans (network_id, username, first_day, last_day)
    select network_id, username, min(${dayOf}), max(${dayOf}) from ${sessionsIn(a, b, networkId)}
      and played
    group by 1, 2
    on conflict (network_id, username) do update set
      first_day = least(player_spans.first_day, excluded.first_day),
      last_day = greatest(player_spans.last_day, excluded.last_day)`);
  await tx.execute(sql`insert into session_days (network_id, day, sessions, bounced, unplayed)
    select network_id, ${dayOf}, count(*) filter (where played),
      count(*) filter (where played and ended_at is not null and ended_at < started_at + interval '30 seconds'),
      count(*) filter (where not played)
    from ${sessionsIn(a, b, networkId)}
    group by 1, 2
    on conflict (network_id, day) do update set
      sessions = excluded.sessions, bounced = excluded.bounced, unplayed = excluded.unplayed`);
}

const sessionDaysStep: Step = {
  resolution: 86_400,
  source: 10,
  run: (tx, a, b) => rollUpSessionDays(tx, a, b),
  oldest: (tx) => oldestIn(tx, sql`select min(started_at) as oldest from play_sessions`),
};

/**
 * Folds sessions of days the rollup job no longer recomputes (they started before the late
 * window's day) into those days' rollups: a start reported late, which would otherwise be
 * missing there. The days of the late window are left to the job.
 */
export async function foldLateSessions(
  tx: Tx,
  sessions: { networkId: number; startedAt: Date }[],
  now: number,
) {
  const settled = floorTo(now - lateWindowMs, 86_400);
  const days = new Map<string, { networkId: number; day: number }>();
  for (const s of sessions) {
    const day = floorTo(s.startedAt.getTime(), 86_400);
    if (day < settled) days.set(`${s.networkId}|${day}`, { networkId: s.networkId, day });
  }
  for (const { networkId, day } of days.values())
    await rollUpSessionDays(tx, day, day + 86_400_000, networkId);
}

/**
 * Steps in the order they depend on each other. One mark per resolution covers every table
 * rolled up to it, so each resolution's window is the oldest any of its steps needs.
 */
const steps: Step[][] = [
  [networkStep(300, 10), tunnelStep(300, 10)],
  [networkStep(3600, 300), tunnelStep(3600, 300), breakdownStep],
  [networkStep(86_400, 3600), tunnelStep(86_400, 3600), sessionDaysStep],
];

/**
 * Runs every rollup up to `now`; answers the new marks (unix ms per resolution). `since`
 * recomputes from an earlier moment (a backfill after importing old rows).
 */
export async function rollUp(tx: Tx, now: number, since = Number.POSITIVE_INFINITY) {
  const marks = new Map(
    (
      await rows<{ resolution: number; done_until: string | Date }>(
        tx,
        sql`select resolution, done_until from rollup_state`,
      )
    ).map((m) => [Number(m.resolution), new Date(m.done_until).getTime()]),
  );
  for (const level of steps) {
    const resolution = level[0]?.resolution ?? 0;
    const to = floorTo(now, resolution);
    let from = marks.get(resolution);
    if (from === undefined) {
      // One query at a time: the transaction is one connection.
      const oldest: number[] = [];
      for (const step of level) {
        const first = await step.oldest(tx);
        if (first !== null) oldest.push(first);
      }
      from = oldest.length > 0 ? Math.min(...oldest) : to;
    }
    from = floorTo(Math.min(from, now - lateWindowMs, since), resolution);
    if (from < to) for (const step of level) await step.run(tx, from, to);
    await tx.execute(sql`insert into rollup_state (resolution, done_until) values (${resolution}, ${at(to)})
      on conflict (resolution) do update set done_until = excluded.done_until`);
    marks.set(resolution, to);
  }
  return marks;
}
