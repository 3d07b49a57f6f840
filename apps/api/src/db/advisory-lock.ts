import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { rows } from './sql';

/**
 * Runs `work` in a transaction holding the PostgreSQL advisory lock `key`, so one API process
 * does a periodic run however many run. Without `wait` it answers null when another process
 * holds the lock (the run is theirs); with it, it queues behind them.
 */
export async function locked<T>(db: Db, key: number, work: (tx: Tx) => Promise<T>, wait = false) {
  return db.transaction(async (tx) => {
    if (wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
      return { done: await work(tx) };
    }
    const [row] = await rows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    );
    return row?.locked ? { done: await work(tx) } : null;
  });
}
