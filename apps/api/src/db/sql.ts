import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Whether the database answers a query, for `/healthz`. */
export const databaseAnswers = (db: Db): Promise<boolean> =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
