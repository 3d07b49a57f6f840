import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness';
import { rows } from '../../db/sql';
import { snapshotReads } from './snapshot';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Tables a query reads, from the SQL Drizzle writes for it (every table name is quoted). */
const tablesOf = (query: string) =>
  [...query.matchAll(/\b(?:from|join) "(\w+)"/g)].map(([, table]) => table);

it('raises the edge config version on a change to any table the snapshot reads', async () => {
  const read = Object.values(snapshotReads(h.database.db, 'any')).flatMap((query) =>
    tablesOf(query.toSQL().sql),
  );
  // tgtype's bits 4, 8 and 16: the trigger fires on insert, delete and update.
  const triggered = await rows<{ table: string; every_change: boolean }>(
    h.database.db,
    sql`select t.tgrelid::regclass::text as table, t.tgtype & 28 = 28 as every_change
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'palisade_bump_edge_config'`,
  );
  expect(triggered.map((t) => t.table).sort()).toEqual([...new Set(read)].sort());
  expect(triggered.filter((t) => !t.every_change)).toEqual([]);
});
