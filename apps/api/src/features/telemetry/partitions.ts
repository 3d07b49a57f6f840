import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/sql';

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
  const found = await rows<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class parent on parent.oid = i.inhparent
      where parent.relname = ${p.table}`,
  );
  const pattern = new RegExp(`^${p.table}_p(\\d{4})(\\d{2})(\\d{2})?$`);
  return found.flatMap(({ name }) => {
    const m = pattern.exec(name);
    if (!m) return [];
    const from = Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1);
    return [{ name, ...rangeOf(p.unit, from) }];
  });
}

async function create(tx: Tx, p: Partitioned, range: ReturnType<typeof rangeOf>) {
  const name = `${p.table}_p${range.tag}`;
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  await tx.execute(sql.raw(`create table "${name}" (like "${p.table}" including defaults)`));
  // ATTACH locks the default partition only when it checks it: a row inserted there after the
  // move and before that check would make it fail. Locked first, nothing lands in between.
  await tx.execute(sql.raw(`lock table "${p.table}_default" in access exclusive mode`));
  await tx.execute(
    sql.raw(`with moved as (delete from "${p.table}_default"
        where "${p.column}" >= '${from}' and "${p.column}" < '${to}' returning *)
      insert into "${name}" select * from moved`),
  );
  await tx.execute(
    sql.raw(
      `alter table "${p.table}" attach partition "${name}" for values from ('${from}') to ('${to}')`,
    ),
  );
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
        if (!have.has(range.tag)) await create(tx, p, range);
      });
    }
    if (limit === null) continue;
    await step(async (tx) => {
      for (const e of await partitionsOf(tx, p)) {
        if (e.to <= limit) await tx.execute(sql.raw(`drop table "${e.name}"`));
      }
      await tx.execute(
        sql.raw(
          `delete from "${p.table}_default" where "${p.column}" < '${new Date(limit).toISOString()}'`,
        ),
      );
    });
  }
}
