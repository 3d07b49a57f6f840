import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { privateDir } from '../shared/private-files';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock under which one process at a time migrates a PostgreSQL database. */
const migrationLock = 7_301_455_189;

/**
 * Runs `migrate` holding a session advisory lock on a connection of its own: API processes
 * started together on one database (a first start, a release with a migration) migrate one
 * after the other, where two at once collide on the tables they both create.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
    client.release();
  }
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a terminated backend) leaves the pool, and
    // the next query opens another: it must not end the process as an unhandled 'error'.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateAlone(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let unlock = async () => {};
  if (options.dataDir !== null) {
    dataDir = path.join(options.dataDir, 'pglite');
    await privateDir(options.dataDir);
    await privateDir(dataDir);
    // PGlite is one process's database: a second opener would corrupt it.
    unlock = await lockDataDir(
      dataDir,
      () =>
        new Error(
          `The embedded database in ${options.dataDir} is in use by another Palisade process. Stop it first, or run against PostgreSQL with DATABASE_URL.`,
        ),
    );
  }
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
