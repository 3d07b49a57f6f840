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
import { checks, checksOf, unverifiedMessage } from './checks';

const verification = {
  mode: 'under_attack' as const,
  ping_check: true,
  reconnect_check: true,
  world_check: false,
  whitelist_seconds: 120,
  kick_message: 'Verify',
};

/** Network 1 over its threshold now. */
const underAttack = (rt: ReturnType<typeof runtime>) => {
  for (let i = 0; i < 51; i += 1) rt.rate.note(1, 50);
};

describe('the checks stage', () => {
  it('checks nobody in peacetime on an ordinary domain', async () => {
    const rt = runtime(compileState(snapshot(network({ verification }))));
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    expect(checks(rt, c)).toBeNull();
    expect(c.checks).toBeNull();
    pair.close();
  });

  it('checks every login under attack, with the defaults when there is no verification server', async () => {
    const rt = runtime(compileState(snapshot(network())));
    underAttack(rt);
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    expect(checks(rt, c)).toBeNull();
    expect(c.checks).toEqual(checksOf(network()));
    expect(c.checks).toMatchObject({
      world_check: true,
      ping_check: false,
      // What failing says: the mitigation message ('Slow down' here) is for rate refusals.
      kick_message: unverifiedMessage,
    });
    pair.close();
  });

  it('checks bac domains always, and refuses a login without a ping, then a first one', async () => {
    const rt = runtime(compileState(snapshot(network({ verification }), [], true)));
    const first = await socketPair();
    const noPing = readAll(first.client);
    expect(checks(rt, routed(rt, first.edge))).toBe('ping_check');
    expect(kickText(await noPing)).toBe('Verify');

    rt.checks.sawPing(1, '198.51.100.20');
    const second = await socketPair();
    expect(checks(rt, routed(rt, second.edge))).toBe('reconnect_check');
    const third = await socketPair();
    const c = routed(rt, third.edge);
    expect(checks(rt, c)).toBeNull();
    expect(c.checks).toMatchObject({ kick_message: 'Verify' });
    expect(dropped(rt)).toMatchObject({ ping_check: 1, reconnect_check: 1 });
    third.close();
  });

  it('lets the allow list and status requests by', async () => {
    const rt = runtime(compileState(snapshot(network({ verification }), [], true)));
    rt.allow.allow(1, '198.51.100.21', 60);
    const pair = await socketPair();
    expect(checks(rt, routed(rt, pair.edge, {}, '198.51.100.21'))).toBeNull();
    expect(checks(rt, routed(rt, pair.edge, { nextState: 1 }))).toBeNull();
    pair.close();
  });
});
