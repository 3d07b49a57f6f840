import { describe, expect, it } from 'vitest';
import { FallCheck, fallTicks } from './fall';

/** Heights a vanilla client reports falling from rest at y = 200, one per tick. */
function vanillaFall(ticks: number, from = 200): number[] {
  const heights: number[] = [];
  let y = from;
  let vy = 0;
  for (let i = 0; i < ticks; i += 1) {
    vy = (vy - 0.08) * Math.fround(0.98);
    y += vy;
    heights.push(y);
  }
  return heights;
}

const run = (heights: number[], onGround = false) => {
  const check = new FallCheck(200);
  return heights.map((y) => check.step(y, onGround).kind);
};

describe('the gravity check', () => {
  it('passes vanilla gravity from rest after enough ticks, not before', () => {
    const kinds = run(vanillaFall(fallTicks));
    expect(kinds.slice(0, -1).every((k) => k === 'falling')).toBe(true);
    expect(kinds.at(-1)).toBe('fell');
  });

  it('takes the heights mineflayer 1.8.8 reported in the limbo', () => {
    // First four moves of a real run: -0.0784, -0.155232, -0.2305273..., -0.3043168...
    const check = new FallCheck(200);
    for (const y of [199.9215999984741, 199.76636799395752, 199.53584062504456, 199.23152379758702])
      expect(check.step(y, false).kind).toBe('falling');
  });

  it('waits while the client still reports the spawn height', () => {
    expect(run([200, 200, ...vanillaFall(2)])).toEqual([
      'waiting',
      'waiting',
      'falling',
      'falling',
    ]);
  });

  it.each([
    ['a constant speed', [199.9, 199.8, 199.7]],
    ['a first move that is not from rest', [199.5]],
    ['a pause in the fall', [vanillaFall(1)[0] as number, vanillaFall(1)[0] as number]],
    ['moving up', [200.42]],
    ['a position that is no number', [Number.NaN]],
  ])('refuses %s', (_what, heights) => {
    expect(run(heights)).toContain('wrong');
  });

  it('refuses a client that says it stands on ground in an empty world', () => {
    expect(run(vanillaFall(1), true)).toEqual(['wrong']);
    expect(run([200], true)).toEqual(['wrong']);
  });

  it('predicts each move from the one reported before it, so rounding does not add up', () => {
    const heights = vanillaFall(fallTicks).map((y) => Math.fround(y));
    expect(run(heights).at(-1)).toBe('fell');
  });
});
