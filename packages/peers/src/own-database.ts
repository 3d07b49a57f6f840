import pg from 'pg';

/**
 * A database of a test's own: a new one on the PostgreSQL server at `url` (by default the
 * tests' own, when they use one), else (no URL) none, and the caller uses an embedded PGlite.
 * What one test changes of the service's own rows (plans, locations, filters) or its jobs do is
 * then no other test's business; `drop` takes it away.
 */
export async function ownDatabase(label: string, url = process.env.TEST_DATABASE_URL) {
  if (!url) return { url: undefined, drop: async () => undefined };
  const name = `palisade_${label}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
