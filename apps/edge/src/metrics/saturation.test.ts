import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LoopSaturation, mostSaturated } from './saturation';

/** Keeps the event loop busy in slices of `sliceMs` for `forMs`, yielding between slices. */
async function busy(forMs: number, sliceMs: number) {
  const end = Date.now() + forMs;
  while (Date.now() < end) {
    const slice = Date.now() + sliceMs;
    while (Date.now() < slice);
    await turn();
  }
}

describe('event-loop saturation', () => {
  it('reads saturated while the loop runs late most of the time, and not once it is idle', async () => {
    const loop = new LoopSaturation(100);
    try {
      loop.reading();
      await busy(1500, 250);
      expect(loop.reading()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(loop.reading()).toBe(false);
    } finally {
      loop.stop();
    }
  });

  it('takes one slow tick in an idle window as not saturated', async () => {
    const loop = new LoopSaturation(100);
    try {
      loop.reading();
      await busy(300, 300);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(loop.reading()).toBe(false);
    } finally {
      loop.stop();
    }
  });

  it('counts an edge of workers saturated when more than half are', () => {
    expect(mostSaturated([true, false])).toBe(false);
    expect(mostSaturated([true, true, false])).toBe(true);
    expect(mostSaturated([])).toBe(false);
  });
});
