import { testPostgres } from '@palisade/peers/postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/** The tests' PostgreSQL server, or one of this file's own: PGlite is one process's alone. */
let server: Awaited<ReturnType<typeof testPostgres>> | undefined;
beforeAll(async () => {
  server = await testPostgres();
});
afterAll(() => server?.stop());

/** Runs one statement on the PostgreSQL server, outside any database of a test's. */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: server?.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('migrations on PostgreSQL', () => {
  it('run once when two API processes start on a new database together', async () => {
    const name = `palisade_migrate_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await admin(`create database "${name}"`);
    const own = new URL(server?.url ?? '');
    own.pathname = `/${name}`;
    const processes = await Promise.all(
      [1, 2].map(() => openDatabase({ databaseUrl: own.toString(), dataDir: null })),
    );
    try {
      const results = await Promise.allSettled(processes.map((p) => p.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
        'fulfilled',
        'fulfilled',
      ]);
      const [first] = processes;
      const plans = await first?.db.query.plans.findMany();
      expect(plans?.map((plan) => plan.name)).toContain('Free');
    } finally {
      for (const p of processes) await p.close();
      await admin(`drop database if exists "${name}" with (force)`);
    }
  });
});
