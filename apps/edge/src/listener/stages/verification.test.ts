import { describe, expect, it } from 'vitest';
import {
  botLogin,
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
import { silentGraceMs, slotLimits } from '../../filters/slots';
import { replyMs } from '../../limbo/session';
import { checksOf } from './checks';
import { verification } from './verification';

const checks = checksOf(network());

/** A 1.21.4 bot's login, routed and due for the world check; it will send nothing more. */
function silentBot(rt: ReturnType<typeof runtime>, socket: Parameters<typeof routed>[1]) {
  const c = routed(rt, socket, { protocolVersion: 769 });
  c.checks = checks;
  c.handshakeFrame = Buffer.from(botLogin.handshake);
  c.pending = Buffer.from(botLogin.loginStart);
  return c;
}

describe('the verification stage', () => {
  it('without the world check, allows an address that passed, for the whitelist time', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const c = routed(rt, pair.edge);
    c.checks = { ...checks, world_check: false, whitelist_seconds: 90 };
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

  it('holds a silent client in the world until it fails, then refuses it at accept', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const c = silentBot(rt, pair.edge);
    expect(await verification(rt, c)).toBe('verification');
    expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
    expect(rt.jail.check('198.51.100.20')).toMatchObject({ networkId: 1, reason: 'verification' });
    expect(dropped(rt)?.verification).toBe(1);
  });

  it('gives the slot of a client silent past the grace to a newcomer when all are taken', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const pair = await socketPair();
    const reply = readAll(pair.client);
    const c = silentBot(rt, pair.edge);
    const started = performance.now();
    const outcome = verification(rt, c);
    for (let i = 1; i < slotLimits.network; i += 1)
      rt.slots.take({ network: '1', address: `1|10.0.${i >> 8}.${i & 255}` })?.answered();
    expect(rt.slots.take({ network: '1', address: '1|203.0.113.1' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, silentGraceMs));
    expect(rt.slots.take({ network: '1', address: '1|203.0.113.1' })).not.toBeNull();
    expect(await outcome).toBe('verification');
    expect(performance.now() - started).toBeLessThan(replyMs);
    await reply;
    expect(rt.jail.check('198.51.100.20')).toMatchObject({ reason: 'verification' });
  });

  it('refuses at once when its subnet has all the verifications it may run', async () => {
    const rt = runtime(compileState(snapshot(network())));
    for (let i = 0; i < slotLimits.subnet; i += 1)
      rt.slots.take({ network: '1', address: `1|198.51.100.${100 + i}`, subnet: '1|198.51.100' });
    const pair = await socketPair();
    const reply = readAll(pair.client);
    const c = routed(rt, pair.edge);
    c.checks = checks;
    expect(await verification(rt, c)).toBe('verification');
    expect(kickText(await reply)).toBe('Slow down');
  });

  it('gives a release the world cannot hold the reconnect check instead', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const attempt = async () => {
      const pair = await socketPair();
      const c = routed(rt, pair.edge, { protocolVersion: 9999 });
      c.checks = checks;
      const outcome = await verification(rt, c);
      pair.close();
      return outcome;
    };
    expect(await attempt()).toBe('reconnect_check');
    expect(await attempt()).toBeNull();
    expect(rt.allow.has(1, '198.51.100.20')).toBe(true);
  });
});
