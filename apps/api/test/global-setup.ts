import pg from 'pg';
import { openDatabase } from '../src/db/client';

/** Whether a process of that id is alive (signal 0 only asks). */
function running(pid: number) {
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * With TEST_DATABASE_URL the tests' PostgreSQL database is emptied and migrated here once, for
 * what runs the `palisade` command on it (the CLI tests); each harness makes a database of its
 * own beside it (`ownDatabase`). Without it each file migrates its own in-memory PGlite.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists palisade_dns cascade; create schema public;',
  );
  // Harnesses' own databases an earlier run left behind (a run killed before its files closed):
  // those whose process (`palisade_t<pid>_…`, harness.ts) is gone, not another run's going on.
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'palisade\\_t%'",
  );
  for (const { datname } of rows)
    if (!running(Number(/^palisade_t(\d+)_/.exec(datname)?.[1])))
      await client.query(`drop database if exists "${datname}" with (force)`);
  await client.end();
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
  await database.close();
}
