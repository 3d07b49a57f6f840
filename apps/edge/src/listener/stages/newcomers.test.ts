import { describe, expect, it } from 'vitest';
import {
  compileState,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { checks } from './checks';
import { newcomerHoldMs, newcomers } from './newcomers';

/** Whether the stage is still waiting once what is ready has run. */
async function waiting(result: ReturnType<typeof newcomers>) {
  const pending = Symbol('pending');
  return (
    (await Promise.race([result, new Promise((r) => setImmediate(() => r(pending)))])) === pending
  );
}

const threshold = 50;

describe('the newcomers stage', () => {
  it('lets a newcomer on at once while the network is quiet', async () => {
    const rt = runtime(compileState(snapshot(network())));
    rt.rate.note(1, threshold);
    const pair = await socketPair();
    expect(await waiting(newcomers(rt, routed(rt, pair.edge)))).toBe(false);
    pair.close();
  });

  it('holds a newcomer in a burst until the flood it starts has turned the checks on', async () => {
    const rt = runtime(compileState(snapshot(network())));
    // A tenth of the threshold and one more in the last second: a burst, not yet an attack.
    for (let i = 0; i <= threshold / 10; i += 1) rt.rate.note(1, threshold);
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    const held = newcomers(rt, c);
    expect(await waiting(held)).toBe(true);
    // The flood goes on at 1.5 times the threshold while it waits.
    const flood = setInterval(() => rt.rate.note(1, threshold), 1000 / (1.5 * threshold));
    const startedAt = Date.now();
    expect(await held).toBeNull();
    clearInterval(flood);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(newcomerHoldMs - 50);
    expect(rt.rate.underAttack(1)).toBe(true);
    expect(checks(rt, c)).toBeNull();
    expect(c.checks).not.toBeNull();
    pair.close();
  });

  it('holds a newcomer again while the rate stays near the threshold, and lets it on once it falls', async () => {
    const rt = runtime(compileState(snapshot(network())));
    // Above half the threshold a second, as one edge of two sees a location's flood whose other
    // half's counts are late.
    const flood = setInterval(() => rt.rate.note(1, threshold), 1000 / (0.6 * threshold));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const pair = await socketPair();
    const startedAt = Date.now();
    const held = newcomers(rt, routed(rt, pair.edge));
    await new Promise((resolve) => setTimeout(resolve, newcomerHoldMs + 250));
    expect(await waiting(held)).toBe(true);
    clearInterval(flood);
    expect(await held).toBeNull();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2 * newcomerHoldMs - 50);
    expect(rt.rate.underAttack(1)).toBe(false);
    pair.close();
  });

  it('never holds a player the network knows, nor a status request', async () => {
    const rt = runtime(compileState(snapshot(network())));
    for (let i = 0; i <= threshold; i += 1) rt.rate.note(1, threshold * 10);
    rt.allow.allow(1, '198.51.100.20', 600);
    const known = await socketPair();
    expect(await waiting(newcomers(rt, routed(rt, known.edge)))).toBe(false);
    const status = await socketPair();
    expect(
      await waiting(newcomers(rt, routed(rt, status.edge, { nextState: 1 }, '198.51.100.21'))),
    ).toBe(false);
    const stranger = await socketPair();
    expect(await waiting(newcomers(rt, routed(rt, stranger.edge, {}, '198.51.100.22')))).toBe(true);
    for (const pair of [known, status, stranger]) pair.close();
  });
});
