import { describe, expect, it } from 'vitest';
import {
  compileState,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { checksOf } from './checks';
import { verification } from './verification';

describe('the verification stage', () => {
  it('allows an address that passed its checks, for their whitelist time', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    c.checks = { ...checksOf(network()), world_check: false, whitelist_seconds: 90 };
    expect(await verification(rt, c)).toBeNull();
    expect(rt.allow.has(1, '198.51.100.20', Date.now() + 89_000)).toBe(true);
    expect(rt.allow.has(1, '198.51.100.20', Date.now() + 91_000)).toBe(false);
    pair.close();
  });

  it('allows nobody who was not checked', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    expect(await verification(rt, routed(rt, pair.edge))).toBeNull();
    expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
    pair.close();
  });
});
