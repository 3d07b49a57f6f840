import { describe, expect, it } from 'vitest';
import { logScale } from './log-scale';

describe('logScale', () => {
  const scale = logScale(10_000);

  it('runs from 1 to the maximum', () => {
    expect(scale.valueAt(0)).toBe(1);
    expect(scale.valueAt(scale.steps)).toBe(10_000);
    expect(scale.positionOf(100_000)).toBe(scale.steps);
  });

  it('gives everyday thresholds a third of the track', () => {
    const span = scale.positionOf(500) - scale.positionOf(20);
    expect(span / scale.steps).toBeGreaterThan(0.33);
  });

  it('reaches every typical threshold to within 1 %', () => {
    for (const value of [20, 35, 50, 75, 100, 150, 200, 300, 500]) {
      const reached = scale.valueAt(scale.positionOf(value));
      expect(Math.abs(reached - value) / value, String(value)).toBeLessThanOrEqual(0.01);
    }
  });
});
