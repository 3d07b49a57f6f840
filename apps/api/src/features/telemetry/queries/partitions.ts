import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rows } from '../../../db/sql';

/**
 * The telemetry tables' partition DDL (partitions.ts chooses which to make and drop). Table,
 * column and partition names come from partitions.ts's list, never from a request.
 */

/** The names of the partitions `table` has. */
export async function partitionNames(tx: Tx, table: string) {
  const found = await rows<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class parent on parent.oid = i.inhparent
      where parent.relname = ${table}`,
  );
  return found.map((f) => f.name);
}

/**
 * Makes `name`, the partition of `table` for `column` in [from, to), moving into it first the
 * rows the DEFAULT partition took for that range (ATTACH refuses otherwise).
 */
export async function createPartition(
  tx: Tx,
  p: { table: string; column: string },
  name: string,
  range: { from: number; to: number },
) {
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

export async function dropPartition(tx: Tx, name: string) {
  await tx.execute(sql.raw(`drop table "${name}"`));
}

/** Deletes the rows of `table`'s DEFAULT partition before `before` in `column`. */
export async function pruneDefaultPartition(
  tx: Tx,
  p: { table: string; column: string },
  before: number,
) {
  await tx.execute(
    sql.raw(
      `delete from "${p.table}_default" where "${p.column}" < '${new Date(before).toISOString()}'`,
    ),
  );
}
