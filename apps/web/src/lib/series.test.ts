import { describe, expect, it } from 'vitest';
import { latest, sumSeries } from './series';

describe('series helpers', () => {
  it('adds series bucket by bucket, in time order', () => {
    expect(
      sumSeries([
        [
          [2000, 1],
          [1000, 2],
        ],
        [
          [1000, 5],
          [3000, 7],
        ],
      ]),
    ).toEqual([
      [1000, 7],
      [2000, 1],
      [3000, 7],
    ]);
    expect(sumSeries([])).toEqual([]);
  });

  it('reads the newest bucket', () => {
    expect(latest([])).toBe(0);
    expect(
      latest([
        [1, 4],
        [2, 9],
      ]),
    ).toBe(9);
  });
});
