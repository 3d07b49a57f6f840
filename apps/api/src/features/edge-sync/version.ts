import type { Db } from '../../db/client';
import { currentVersion } from './queries';

/**
 * Long-poll support: one query every `intervalMs` per API process, however many edges wait,
 * and only while someone waits. Works the same on PGlite and on PostgreSQL, and across API
 * processes, since triggers raise the version in the database itself.
 */
export function createVersionWatch(db: Db, intervalMs = 200) {
  const waiters = new Set<{ since: number; wake: (version: number | null) => void }>();
  let timer: NodeJS.Timeout | null = null;

  const tick = async () => {
    const version = await currentVersion(db).catch(() => null);
    if (version !== null) {
      for (const waiter of waiters) if (version > waiter.since) waiter.wake(version);
    }
    timer = waiters.size > 0 ? setTimeout(tick, intervalMs) : null;
  };

  return {
    /** Resolves with the newer version, or with null when `timeoutMs` passes first. */
    waitForChange(since: number, timeoutMs: number): Promise<number | null> {
      return new Promise((resolve) => {
        const waiter = {
          since,
          wake: (version: number | null) => {
            waiters.delete(waiter);
            clearTimeout(deadline);
            resolve(version);
          },
        };
        const deadline = setTimeout(() => waiter.wake(null), timeoutMs);
        waiters.add(waiter);
        timer ??= setTimeout(tick, intervalMs);
      });
    },
    close() {
      if (timer) clearTimeout(timer);
      for (const waiter of waiters) waiter.wake(null);
    },
  };
}
export type VersionWatch = ReturnType<typeof createVersionWatch>;
