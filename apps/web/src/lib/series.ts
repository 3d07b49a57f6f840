/** `[unix_ms, value]` buckets as the stats routes answer them. */
export type Point = readonly [number, number];

/**
 * Adds series bucket by bucket (players across networks). Series of the same period and
 * point count share their bucket times; a time only one series has still counts.
 */
export function sumSeries(all: readonly (readonly Point[])[]): [number, number][] {
  const sums = new Map<number, number>();
  for (const points of all) {
    for (const [time, value] of points) sums.set(time, (sums.get(time) ?? 0) + value);
  }
  return [...sums.entries()].sort((a, b) => a[0] - b[0]);
}

/** The newest bucket's value, or 0 when the series is empty. */
export function latest(points: readonly Point[]): number {
  return points.length ? (points[points.length - 1] as Point)[1] : 0;
}
