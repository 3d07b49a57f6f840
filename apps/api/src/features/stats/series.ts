import { type Period, periodSeconds } from '@palisade/contract';

const bucketSeconds = 10;

/**
 * The time grid of a series: `points` steps spanning `period` and ending with the current
 * step. Steps are whole multiples of the 10-second bucket.
 */
export function grid(period: Period, points: number, now = Date.now()) {
  const step = Math.max(
    bucketSeconds,
    Math.ceil(periodSeconds[period] / points / bucketSeconds) * bucketSeconds,
  );
  const last = Math.floor(now / 1000 / step) * step;
  const first = last - (points - 1) * step;
  return { step, first, last, points };
}

/** Fills the grid from `[step start (s), value]` rows; steps without rows are 0. */
export function fill(g: ReturnType<typeof grid>, rows: { t: number; v: number }[]) {
  const byStep = new Map(rows.map((r) => [r.t, r.v]));
  return {
    points: Array.from({ length: g.points }, (_, i): [number, number] => {
      const t = g.first + i * g.step;
      return [t * 1000, byStep.get(t) ?? 0];
    }),
    step_seconds: g.step,
  };
}
