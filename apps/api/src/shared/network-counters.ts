import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { droppedSum } from './drops';
import {
  at,
  type Grid,
  networkRetentionStart,
  type Resolution,
  rollupMarks,
  rows,
  split,
} from './telemetry-store';

export interface Totals {
  connections: number;
  logins: number;
  dropped: number;
  bytesIn: number;
  bytesOut: number;
  /** Most concurrent players (summed over edges) in any 10-second bucket. */
  players: number;
}

interface Row {
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
async function stepped(
  db: Db,
  networkId: number,
  range: { from: number; to: number; step: number; resolution: Resolution; metering?: boolean },
): Promise<Row[]> {
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
    await rows<Row>(
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

/** Per step start (unix seconds), every counter of the network. */
export async function networkSeries(db: Db, networkId: number, g: Grid) {
  const found = await stepped(db, networkId, {
    from: g.first * 1000,
    to: (g.last + g.step) * 1000,
    step: g.step,
    resolution: g.resolution,
  });
  return new Map(found.map((r) => [r.t, r]));
}

/** The counters of [from, to) added up, read at `resolution`. */
export async function networkTotals(
  db: Db,
  networkId: number,
  range: { from: number; to: number; resolution: Resolution; metering?: boolean },
): Promise<Totals> {
  const found = await stepped(db, networkId, {
    from: range.from,
    to: range.to,
    step: 1e12,
    resolution: range.resolution,
    metering: range.metering ?? false,
  });
  const total: Totals = {
    connections: 0,
    logins: 0,
    dropped: 0,
    bytesIn: 0,
    bytesOut: 0,
    players: 0,
  };
  for (const r of found) {
    total.connections += r.connections;
    total.logins += r.logins;
    total.dropped += r.dropped;
    total.bytesIn += r.bytes_in;
    total.bytesOut += r.bytes_out;
    total.players = Math.max(total.players, r.players);
  }
  return total;
}

/** The resolution totals over a span read: hourly past a day, 5-minute past an hour. */
export const totalsResolution = (spanSeconds: number): Resolution =>
  spanSeconds > 86_400 ? 3600 : spanSeconds > 3600 ? 300 : 10;
