import type { Tx } from '../../db/client';
import { lateWindowMs } from '../../shared/telemetry-store';
import { storedRollupMarks } from './queries/reads';
import {
  oldestBreakdown,
  oldestNetworkRow,
  oldestSession,
  oldestTunnelRow,
  rollUpBreakdowns,
  rollUpNetworks,
  rollUpSessionDays,
  rollUpTunnels,
  setRollupMark,
} from './queries/rollup';

/**
 * Rolls 10-second rows up into 5-minute buckets, those into hours and hours into days, and play
 * sessions into the players, sessions and bounces of each day. Each run
 * recomputes every closed bucket from its mark (or three hours back, whichever is older) up to
 * now, and replaces what was stored: late batches (an edge queues up to two hours while the API
 * is away) are folded in, and running it twice changes nothing.
 */

interface Step {
  resolution: number;
  /** The resolution this one is computed from: 10 for the raw rows. */
  source: number;
  /** Upserts the rollup over [from, to), both multiples of the resolution. */
  run(tx: Tx, from: number, to: number): Promise<void>;
  /** The oldest stored source row, where a first run starts. */
  oldest(tx: Tx): Promise<number | null>;
}

const floorTo = (ms: number, seconds: number) => Math.floor(ms / (seconds * 1000)) * seconds * 1000;

const networkStep = (resolution: number, source: number): Step => ({
  resolution,
  source,
  run: (tx, a, b) => rollUpNetworks(tx, resolution, source, a, b),
  oldest: (tx) => oldestNetworkRow(tx, source),
});

const tunnelStep = (resolution: number, source: number): Step => ({
  resolution,
  source,
  run: (tx, a, b) => rollUpTunnels(tx, resolution, source, a, b),
  oldest: (tx) => oldestTunnelRow(tx, source),
});

/** Breakdowns are only read as totals over a period: hourly is fine enough. */
const breakdownStep: Step = {
  resolution: 3600,
  source: 10,
  run: rollUpBreakdowns,
  oldest: oldestBreakdown,
};

const sessionDaysStep: Step = {
  resolution: 86_400,
  source: 10,
  run: (tx, a, b) => rollUpSessionDays(tx, a, b),
  oldest: oldestSession,
};

/**
 * Folds sessions of days the rollup job no longer recomputes (they started before the late
 * window's day) into those days' rollups: a start reported late, which would otherwise be
 * missing there. The days of the late window are left to the job.
 */
export async function foldLateSessions(
  tx: Tx,
  sessions: { networkId: number; startedAt: Date }[],
  now: number,
) {
  const settled = floorTo(now - lateWindowMs, 86_400);
  const days = new Map<string, { networkId: number; day: number }>();
  for (const s of sessions) {
    const day = floorTo(s.startedAt.getTime(), 86_400);
    if (day < settled) days.set(`${s.networkId}|${day}`, { networkId: s.networkId, day });
  }
  for (const { networkId, day } of days.values())
    await rollUpSessionDays(tx, day, day + 86_400_000, networkId);
}

/**
 * Steps in the order they depend on each other. One mark per resolution covers every table
 * rolled up to it, so each resolution's window is the oldest any of its steps needs.
 */
const steps: Step[][] = [
  [networkStep(300, 10), tunnelStep(300, 10)],
  [networkStep(3600, 300), tunnelStep(3600, 300), breakdownStep],
  [networkStep(86_400, 3600), tunnelStep(86_400, 3600), sessionDaysStep],
];

/**
 * Runs every rollup up to `now`; answers the new marks (unix ms per resolution). `since`
 * recomputes from an earlier moment (a backfill after importing old rows).
 */
export async function rollUp(tx: Tx, now: number, since = Number.POSITIVE_INFINITY) {
  const marks = await storedRollupMarks(tx);
  for (const level of steps) {
    const resolution = level[0]?.resolution ?? 0;
    const to = floorTo(now, resolution);
    let from = marks.get(resolution);
    if (from === undefined) {
      // One query at a time: the transaction is one connection.
      const oldest: number[] = [];
      for (const step of level) {
        const first = await step.oldest(tx);
        if (first !== null) oldest.push(first);
      }
      from = oldest.length > 0 ? Math.min(...oldest) : to;
    }
    from = floorTo(Math.min(from, now - lateWindowMs, since), resolution);
    if (from < to) for (const step of level) await step.run(tx, from, to);
    await setRollupMark(tx, resolution, to);
    marks.set(resolution, to);
  }
  return marks;
}
