import { type Period, periodSeconds, telemetryWindow } from '@palisade/contract';

/**
 * Where telemetry lives: 10-second rows (kept 48 hours), rolled up to 5-minute, hourly and daily
 * buckets. A rollup holds the buckets before its `done_until` mark; reads take those from the
 * rollup and everything newer from the 10-second rows, so figures are live to the last batch.
 */
export const rawSeconds = 10;
/**
 * Batches may arrive this late (an edge queues two hours while the API is away; ingest refuses
 * older counters): rollups are recomputed over this window every run, and reads take the
 * 10-second rows for it, so a late batch shows at once instead of after the next rollup.
 */
export const lateWindowMs = telemetryWindow.countersPastMs;
export const rawKeepSeconds = 48 * 3600;
export const rollupResolutions = [300, 3600, 86_400] as const;
export type Resolution = typeof rawSeconds | (typeof rollupResolutions)[number];

/** How long each resolution is kept at most (the plan's retention may be shorter). */
export const keepSeconds: Record<Resolution, number> = {
  10: rawKeepSeconds,
  300: 31 * 86_400,
  3600: 400 * 86_400,
  86400: 400 * 86_400,
};

/** The coarsest resolution that fits `step` and still holds data `span` seconds back. */
export function resolutionFor(stepSeconds: number, spanSeconds: number): Resolution {
  const candidates = ([86_400, 3600, 300, 10] as const).filter(
    (r) => keepSeconds[r] >= spanSeconds,
  );
  return candidates.find((r) => r <= stepSeconds) ?? candidates.at(-1) ?? 86_400;
}

export interface Grid {
  /** Step between points, a whole multiple of `resolution`. */
  step: number;
  resolution: Resolution;
  /** First and last step starts, unix seconds. */
  first: number;
  last: number;
  points: number;
}

/**
 * The time grid of a series: `points` steps spanning `period` (or `from`–`to`) and ending with
 * the step that holds `to`. Steps are whole multiples of the resolution read, so each step adds
 * up whole stored buckets; with a coarse resolution the grid may span a little more than asked.
 */
export function grid(spanSeconds: number, points: number, toMs = Date.now()): Grid {
  const wanted = Math.max(rawSeconds, spanSeconds / points);
  const resolution = resolutionFor(wanted, (Date.now() - toMs) / 1000 + spanSeconds);
  const step = Math.ceil(wanted / resolution) * resolution;
  const last = Math.floor(toMs / 1000 / step) * step;
  return { step, resolution, first: last - (points - 1) * step, last, points };
}

export const periodGrid = (period: Period, points: number) => grid(periodSeconds[period], points);

/** Fills the grid from `[step start (s), value]` rows; steps without rows are 0. */
export function fill(g: Grid, values: Map<number, number>): [number, number][] {
  return Array.from({ length: g.points }, (_, i): [number, number] => {
    const t = g.first + i * g.step;
    return [t * 1000, values.get(t) ?? 0];
  });
}
