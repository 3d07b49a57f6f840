import { max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { plans } from '../../db/schema';
import { locked } from '../../shared/advisory-lock';
import { forgetRollupMarks, rawKeepSeconds, rows } from '../../shared/telemetry-store';
import { chargeClosedMonths } from '../../shared/usage';
import { maintainPartitions } from './partitions';
import { pruneByPlan, refreshTunnelCounters } from './prune';
import { rollUp } from './rollup';

/** One key for every API process: whoever holds it does the run, the others skip it. */
const lockKey = 7_301_455_190;

/** Rollups and the tunnels' month and current figures; answers the marks, or null if busy. */
export async function rollUpNow(db: Db, now = Date.now(), since?: number) {
  const done = await locked(db, lockKey, async (tx) => {
    const marks = await rollUp(tx, now, since);
    await refreshTunnelCounters(tx, now, marks.get(86_400));
    return marks;
  });
  if (done) forgetRollupMarks(db);
  return done;
}

/**
 * Partitions made ahead and dropped behind, and retention per plan, each change in its own
 * short locked transaction. Raw partitions go once older than 48 hours and rolled up.
 */
export async function maintainNow(db: Db, now = Date.now()) {
  const [mark] = await rows<{ done_until: string | Date }>(
    db,
    sql`select done_until from rollup_state where resolution = 300`,
  );
  const rolled = mark ? new Date(mark.done_until).getTime() : null;
  const [longest] = await db.select({ days: max(plans.analyticsRetentionDays) }).from(plans);
  const keepDays = Math.max(400, (longest?.days ?? 0) + 1);
  const step = (work: (tx: Tx) => Promise<void>) => locked(db, lockKey, work, true);
  await maintainPartitions(step, now, (p) => {
    if (p.table.endsWith('_rollups') || p.table === 'play_sessions' || p.table === 'player_days')
      return now - keepDays * 86_400_000;
    return rolled === null ? null : Math.min(rolled, now - rawKeepSeconds * 1000);
  });
  await pruneByPlan(step, now);
}

/**
 * The periodic telemetry work of an API process: rollups every minute, maintenance and billing
 * every hour (and at start). Safe with several API processes: each run takes a PostgreSQL
 * advisory lock and skips when another process holds it; billing is idempotent by its key.
 */
export function startTelemetryJobs(db: Db, log: FastifyBaseLogger, everyMs = 60_000) {
  let lastMaintenance = 0;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await rollUpNow(db);
      if (Date.now() - lastMaintenance >= 3_600_000) {
        await maintainNow(db);
        const charged = await chargeClosedMonths(db);
        if (charged > 0) log.info(`bandwidth charged for ${charged} network-months`);
        lastMaintenance = Date.now();
      }
    } catch (err) {
      log.warn({ err }, 'telemetry rollup failed');
    }
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    /** Stops the timer and waits for a run in progress, so the database can close after. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
