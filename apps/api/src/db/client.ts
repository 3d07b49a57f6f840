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

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
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
