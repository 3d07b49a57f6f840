import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * With TEST_DATABASE_URL every test file shares one PostgreSQL database, emptied and migrated
 * here once. Without it each file migrates its own in-memory PGlite.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists palisade_dns cascade; create schema public;',
  );
  await client.end();
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
  await database.close();
}
