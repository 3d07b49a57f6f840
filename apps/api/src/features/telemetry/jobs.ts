import type { FastifyBaseLogger } from 'fastify';
import { locked } from '../../db/advisory-lock';
import type { Db, Tx } from '../../db/client';
import { rawKeepSeconds } from '../../shared/telemetry-store';
import { chargeClosedMonths } from '../../shared/usage';
import { longestRetentionDays } from '../billing/queries';
import { maintainPartitions } from './partitions';
import { claimPeriod, fiveMinuteMark, pruneByPlan, refreshTunnelCounters } from './queries/jobs';
import { forgetRollupMarks } from './queries/reads';
import { rollUp } from './rollup';

/** One key for every API process: whoever holds it does the run, the others skip it. */
const lockKey = 7_301_455_190;

/** Rollups and the tunnels' month and current figures, in a transaction holding the lock. */
async function rollUpIn(tx: Tx, now: number, since?: number) {
  const marks = await rollUp(tx, now, since);
  await refreshTunnelCounters(tx, now, marks.get(86_400));
  return marks;
}

/** Rollups and the tunnels' month and current figures; answers the marks, or null if busy. */
export async function rollUpNow(db: Db, now = Date.now(), since?: number) {
  const done = await locked(db, lockKey, (tx) => rollUpIn(tx, now, since));
  if (done) forgetRollupMarks(db);
  return done;
}

/**
 * Partitions made ahead and dropped behind, and retention per plan, each change in its own
 * short locked transaction. Raw partitions go once older than 48 hours and rolled up.
 */
export async function maintainNow(db: Db, now = Date.now()) {
  const rolled = await fiveMinuteMark(db);
  const keepDays = Math.max(400, (await longestRetentionDays(db)) + 1);
  const step = (work: (tx: Tx) => Promise<void>) => locked(db, lockKey, work, true);
  await maintainPartitions(step, now, (p) => {
    if (p.table.endsWith('_rollups') || p.table === 'play_sessions' || p.table === 'player_days')
      return now - keepDays * 86_400_000;
    return rolled === null ? null : Math.min(rolled, now - rawKeepSeconds * 1000);
  });
  await pruneByPlan(step, now);
}

/**
 * The periodic telemetry work of the API processes: rollups every period (`everyMs`, a minute
 * by default), maintenance and billing every hour, each once across all processes. Periods are
 * the clock's (minute N since the epoch): each process tries at every tick, and the first to
 * claim a period in the database does its work, under a PostgreSQL advisory lock so that runs
 * never overlap; the others skip it. When the process that did the runs dies, the next tick of
 * another claims the next period. Billing is idempotent by its key besides.
 */
export function startTelemetryJobs(db: Db, log: FastifyBaseLogger, everyMs = 60_000) {
  let running: Promise<void> | null = null;
  const run = async () => {
    const now = Date.now();
    const period = Math.floor(now / everyMs) * everyMs;
    try {
      const rolled = await locked(db, lockKey, async (tx) =>
        (await claimPeriod(tx, 'rollup', period)) ? rollUpIn(tx, now) : null,
      );
      if (rolled?.done) {
        forgetRollupMarks(db);
        log.info({ period: new Date(period).toISOString() }, 'telemetry rolled up');
      }
      const hour = Math.floor(now / 3_600_000) * 3_600_000;
      const due = await locked(db, lockKey, (tx) => claimPeriod(tx, 'maintenance', hour));
      if (due?.done) {
        await maintainNow(db);
        const charged = await chargeClosedMonths(db);
        if (charged > 0) log.info(`bandwidth charged for ${charged} network-months`);
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
