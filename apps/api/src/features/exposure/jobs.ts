import type { FastifyBaseLogger } from 'fastify';
import { locked } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { checkNetwork } from './check';
import { claimDueNetworks } from './queries';

/** The job's own advisory lock, held only while due networks are picked. */
const lockKey = 7_301_455_191;
/** Networks one process picks a minute; the probes themselves share `check.ts`'s limit. */
const batch = 20;

/**
 * Checks every network's backends every `everyHours` (docs/exposure.md). Each minute one API
 * process picks the networks due, under an advisory lock, and marks them; the probing happens
 * outside any transaction, so several processes share the work and none checks a network twice.
 */
export function startExposureChecks(
  db: Db,
  log: FastifyBaseLogger,
  everyHours: number,
  /** The location this API host sits in (`EDGE_LOCATION`): see `checkNetwork`. */
  location: string,
  tickMs = 60_000,
) {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const claimed = await locked(db, lockKey, (tx) =>
        claimDueNetworks(tx, everyHours * 3600, batch),
      );
      await Promise.all(
        (claimed?.done ?? []).map((networkId) =>
          checkNetwork(db, networkId, location).catch((err: unknown) =>
            log.warn({ err, networkId }, 'exposure check failed'),
          ),
        ),
      );
    } catch (err) {
      log.warn({ err }, 'exposure checks failed');
    }
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, tickMs);
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
