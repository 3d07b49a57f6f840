import { dropReasons } from '@palisade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { dropColumn } from '../../../db/drops';
import { at, rows } from '../../../db/sql';
import { utcDay } from './reads';

/**
 * The rollups' statements (rollup.ts runs them in order from the marks). Each upserts the rollup
 * over [a, b), both multiples of its resolution, replacing what was stored; `source` is the
 * resolution it is computed from, 10 for the raw rows.
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

const bucketOf = (seconds: number) =>
  sql.raw(`to_timestamp(floor(extract(epoch from bucket) / ${seconds}) * ${seconds})`);

async function oldestIn(tx: Tx, query: SQL) {
  const [row] = await rows<{ oldest: string | Date | null }>(tx, query);
  return row?.oldest ? new Date(row.oldest).getTime() : null;
}

export async function rollUpNetworks(
  tx: Tx,
  resolution: number,
  source: number,
  a: number,
  b: number,
) {
  const counters = list(networkCounters, (c) => c);
  const sums = list(networkCounters, (c) => `sum(${c})`);
  // Raw rows are per edge: players add up over edges per 10-second bucket before the largest
  // is taken. Rollup rows are network-wide already.
  const from =
    source === 10
      ? sql`(select network_id, bucket, ${list(networkCounters, (c) => `sum(${c}) as ${c}`)}, sum(players) as players
          from network_buckets where bucket >= ${at(a)} and bucket < ${at(b)} group by 1, 2) s`
      : sql`network_rollups where resolution = ${source} and bucket >= ${at(a)} and bucket < ${at(b)}`;
  await tx.execute(sql`insert into network_rollups
      (network_id, resolution, bucket, ${counters}, players)
    select network_id, ${resolution}, ${bucketOf(resolution)}, ${sums}, max(players)
    from ${from}
    group by network_id, 3
    on conflict (network_id, resolution, bucket) do update set
      ${replaceAll(networkCounters)}, players = excluded.players`);
}

/** The oldest stored network row at `source`, where a first run starts. */
export const oldestNetworkRow = (tx: Tx, source: number) =>
  oldestIn(
    tx,
    source === 10
      ? sql`select min(bucket) as oldest from network_buckets`
      : sql`select min(bucket) as oldest from network_rollups where resolution = ${source}`,
  );

export async function rollUpTunnels(
  tx: Tx,
  resolution: number,
  source: number,
  a: number,
  b: number,
) {
  const from =
    source === 10
      ? sql`tunnel_buckets where bucket >= ${at(a)} and bucket < ${at(b)}`
      : sql`tunnel_rollups where resolution = ${source} and bucket >= ${at(a)} and bucket < ${at(b)}`;
  await tx.execute(sql`insert into tunnel_rollups (tunnel_id, resolution, bucket, bytes_in, bytes_out)
    select tunnel_id, ${resolution}, ${bucketOf(resolution)}, sum(bytes_in), sum(bytes_out)
    from ${from}
    group by tunnel_id, 3
    on conflict (tunnel_id, resolution, bucket) do update set
      bytes_in = excluded.bytes_in, bytes_out = excluded.bytes_out`);
}

/** The oldest stored tunnel row at `source`, where a first run starts. */
export const oldestTunnelRow = (tx: Tx, source: number) =>
  oldestIn(
    tx,
    source === 10
      ? sql`select min(bucket) as oldest from tunnel_buckets`
      : sql`select min(bucket) as oldest from tunnel_rollups where resolution = ${source}`,
  );

/** The breakdowns' hourly rollup, from the 10-second rows. */
export async function rollUpBreakdowns(tx: Tx, a: number, b: number) {
  await tx.execute(sql`insert into breakdown_rollups (network_id, resolution, bucket, dimension, key, count)
    select network_id, 3600, ${bucketOf(3600)}, dimension, key, sum(count)
    from network_breakdowns where bucket >= ${at(a)} and bucket < ${at(b)}
    group by network_id, 3, dimension, key
    on conflict (network_id, resolution, bucket, dimension, key) do update set count = excluded.count`);
}

export const oldestBreakdown = (tx: Tx) =>
  oldestIn(tx, sql`select min(bucket) as oldest from network_breakdowns`);

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
export async function rollUpSessionDays(tx: Tx, a: number, b: number, networkId?: number) {
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

export const oldestSession = (tx: Tx) =>
  oldestIn(tx, sql`select min(started_at) as oldest from play_sessions`);

/** Marks `resolution` rolled up until `to`. */
export async function setRollupMark(tx: Tx, resolution: number, to: number) {
  await tx.execute(sql`insert into rollup_state (resolution, done_until) values (${resolution}, ${at(to)})
    on conflict (resolution) do update set done_until = excluded.done_until`);
}
