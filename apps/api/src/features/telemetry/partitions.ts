import type { Tx } from '../../db/client';
import {
  createPartition,
  dropPartition,
  partitionNames,
  pruneDefaultPartition,
} from './queries/partitions';

/**
 * Time partitions of the telemetry tables: daily for the 10-second rows (dropped whole once
 * rolled up and older than 48 hours), monthly for rollups, play sessions and player days. Each table has a
 * DEFAULT partition, so an insert never waits for one; when a partition is made, rows the
 * default took for its range move into it first (ATTACH refuses otherwise).
 */
interface Partitioned {
  table: string;
  column: string;
  unit: 'day' | 'month';
}

export const partitioned: Partitioned[] = [
  { table: 'network_buckets', column: 'bucket', unit: 'day' },
  { table: 'network_breakdowns', column: 'bucket', unit: 'day' },
  { table: 'tunnel_buckets', column: 'bucket', unit: 'day' },
  { table: 'network_rollups', column: 'bucket', unit: 'month' },
  { table: 'breakdown_rollups', column: 'bucket', unit: 'month' },
  { table: 'tunnel_rollups', column: 'bucket', unit: 'month' },
  { table: 'play_sessions', column: 'started_at', unit: 'month' },
  { table: 'player_days', column: 'day', unit: 'month' },
];

const dayMs = 86_400_000;

function rangeOf(unit: 'day' | 'month', ms: number) {
  const d = new Date(ms);
  if (unit === 'day') {
    const from = Math.floor(ms / dayMs) * dayMs;
    return {
      from,
      to: from + dayMs,
      tag: new Date(from).toISOString().slice(0, 10).replace(/-/g, ''),
    };
  }
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return { from, to, tag: new Date(from).toISOString().slice(0, 7).replace('-', '') };
}

/** The partitions a table has, with their ranges read back from their names. */
export async function partitionsOf(tx: Tx, p: Partitioned) {
  const pattern = new RegExp(`^${p.table}_p(\\d{4})(\\d{2})(\\d{2})?$`);
  return (await partitionNames(tx, p.table)).flatMap((name) => {
    const m = pattern.exec(name);
    if (!m) return [];
    const from = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1);
    return [{ name, ...rangeOf(p.unit, from) }];
  });
}

/**
 * Makes the partitions from `back` before now to three units ahead, and drops those that end
 * before `dropBefore(table)` (null keeps everything). Each change runs through `step`, its own
 * short transaction: attaching or dropping a partition locks the table and, through the
 * foreign key, the networks table, so nothing should hold those locks for long.
 */
export async function maintainPartitions(
  step: (work: (tx: Tx) => Promise<void>) => Promise<unknown>,
  now: number,
  dropBefore: (p: Partitioned) => number | null,
) {
  for (const p of partitioned) {
    const limit = dropBefore(p);
    const back = p.unit === 'day' ? 2 : 1;
    let cursor = rangeOf(p.unit, now);
    for (let i = 0; i < back; i++) cursor = rangeOf(p.unit, cursor.from - 1);
    const wanted: ReturnType<typeof rangeOf>[] = [];
    for (let i = 0; i < back + 3; i++) {
      if (limit === null || cursor.to > limit) wanted.push(cursor);
      cursor = rangeOf(p.unit, cursor.to);
    }
    for (const range of wanted) {
      await step(async (tx) => {
        const have = new Set((await partitionsOf(tx, p)).map((e) => e.tag));
        if (!have.has(range.tag)) await createPartition(tx, p, `${p.table}_p${range.tag}`, range);
      });
    }
    if (limit === null) continue;
    await step(async (tx) => {
      for (const e of await partitionsOf(tx, p)) {
        if (e.to <= limit) await dropPartition(tx, e.name);
      }
      await pruneDefaultPartition(tx, p, limit);
    });
  }
}
