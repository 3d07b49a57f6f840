import { describe, expect, it } from 'vitest';
import {
  compileState,
  dropped,
  kickText,
  network,
  readAll,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { rate } from './rate';

describe('the rate stage', () => {
  it('refuses an address over its share and bans it from this network only', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) {
      const pair = await socketPair();
      const reply = readAll(pair.client);
      const outcome = rate(rt, routed(rt, pair.edge));
      outcomes.push(outcome);
      if (outcome) expect(kickText(await reply)).toBe('Slow down');
      else pair.close();
    }
    expect(outcomes).toEqual([null, null, null, null, null, 'rate_limit']);
    expect(dropped(rt)?.rate_limit).toBe(1);
    const later = await socketPair();
    expect(rate(rt, routed(rt, later.edge))).toBe('rate_limit');
    expect(rt.jail.check('198.51.100.20')).toBeNull();
    expect(
      rt.rate.admit(2, '198.51.100.20', () => null, { threshold: 50, banSeconds: 30 }, false),
    ).toBe('pass');
    later.close();
  });

  it('counts what the firewall allows towards the attack, and limits it no further', async () => {
    const rt = runtime(compileState(snapshot(network({ connections_per_second_threshold: 3 }))));
    for (let i = 0; i < 10; i += 1) {
      const pair = await socketPair();
      const c = routed(rt, pair.edge);
      c.firewallAllowed = true;
      expect(rate(rt, c)).toBeNull();
      pair.close();
    }
    expect(rt.rate.underAttack(1)).toBe(true);
  });
});
