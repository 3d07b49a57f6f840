import { describe, expect, it, vi } from 'vitest';
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
import { firewallMessage } from '../../admission/policy';
import { admission } from './admission';

const rules = {
  ip: [
    { value: '198.51.100.0/24', allow: false, expires_at: null },
    { value: '198.51.100.7/32', allow: true, expires_at: null },
  ],
  asn: [],
  country: [],
};

describe('the admission stage: the firewall', () => {
  it('tells a blocked login why and counts it as the firewall’s', async () => {
    const rt = runtime(compileState(snapshot(network({ firewall: rules }))));
    const pair = await socketPair();
    const reply = readAll(pair.client);
    expect(admission(rt, routed(rt, pair.edge, {}, '198.51.100.8'))).toBe('firewall');
    expect(kickText(await reply)).toBe(firewallMessage);
    expect(dropped(rt)?.firewall).toBe(1);
  });

  it('lets an allowed address on and marks it so no limit applies', async () => {
    const rt = runtime(compileState(snapshot(network({ firewall: rules }))));
    const pair = await socketPair();
    const c = routed(rt, pair.edge, {}, '198.51.100.7');
    expect(admission(rt, c)).toBeNull();
    expect(c.firewallAllowed).toBe(true);
    pair.close();
  });

  it("refuses hosting providers' addresses when the network blocks VPNs", async () => {
    const rt = runtime(compileState(snapshot(network({ vpn_block: true }))), { asn: 16_276 });
    const pair = await socketPair();
    const reply = readAll(pair.client);
    expect(admission(rt, routed(rt, pair.edge))).toBe('vpn');
    expect(kickText(await reply)).toBe('No VPNs');
  });
});

describe('the admission stage: the rate', () => {
  it('refuses an address over its share and bans it from this network only', async () => {
    const rt = runtime(compileState(snapshot(network())));
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) {
      const pair = await socketPair();
      const reply = readAll(pair.client);
      const outcome = admission(rt, routed(rt, pair.edge));
      outcomes.push(outcome);
      if (outcome) expect(kickText(await reply)).toBe('Slow down');
      else pair.close();
    }
    expect(outcomes).toEqual([null, null, null, null, null, 'rate_limit']);
    expect(dropped(rt)?.rate_limit).toBe(1);
    const later = await socketPair();
    expect(admission(rt, routed(rt, later.edge))).toBe('rate_limit');
    expect(rt.jail.check('198.51.100.20')).toBeNull();
    expect(rt.rate.admit(2, '198.51.100.20', { threshold: 50, banSeconds: 30 }, false)).toBe(
      'pass',
    );
    later.close();
  });

  it('counts what the firewall allows towards the attack, and limits it no further', async () => {
    const allowed = {
      ...rules,
      ip: [{ value: '198.51.100.20/32', allow: true, expires_at: null }],
    };
    const rt = runtime(
      compileState(snapshot(network({ connections_per_second_threshold: 3, firewall: allowed }))),
    );
    for (let i = 0; i < 10; i += 1) {
      const pair = await socketPair();
      const c = routed(rt, pair.edge);
      expect(admission(rt, c)).toBeNull();
      expect(c.firewallAllowed).toBe(true);
      pair.close();
    }
    expect(rt.rate.underAttack(1)).toBe(true);
  });
});

describe('the admission stage: a ban’s repeats', () => {
  /** Network 1 (threshold 3) under attack, its ASN's share (25) spent and the ASN banned. */
  function asnBanned() {
    const rt = runtime(compileState(snapshot(network({ connections_per_second_threshold: 3 }))), {
      asn: 64_500,
    });
    const settings = { threshold: 3, banSeconds: 30 };
    for (let i = 0; i < 5; i += 1) rt.rate.note(1, 3);
    for (let i = 0; i < 26; i += 1) rt.rate.admit(1, `10.${i}.0.1`, settings, false);
    return rt;
  }

  /** One connection of `address` through the stage: its outcome and the kick it read, if any. */
  async function connect(rt: ReturnType<typeof runtime>, address: string, handshake = {}) {
    const pair = await socketPair();
    const reply = readAll(pair.client);
    const outcome = admission(rt, routed(rt, pair.edge, handshake, address));
    if (outcome === null) pair.close();
    return { outcome, kick: kickText(await reply) };
  }

  it('tells an address under an ASN ban once, then closes its next ones unread, counted', async () => {
    const rt = asnBanned();
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: 'Slow down' });
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: null });
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: null });
    // A server-list ping is closed and tells nothing: the address's login after it reads why.
    expect(await connect(rt, '10.101.0.1', { nextState: 1 })).toEqual({
      outcome: 'asn',
      kick: null,
    });
    // Another address of the ASN reads why on its own first refusal.
    expect(await connect(rt, '10.101.0.1')).toEqual({ outcome: 'asn', kick: 'Slow down' });
    expect(dropped(rt)?.asn).toBe(5);
  });

  it('jails an address that keeps coming back under the ban until the ban ends, told already', async () => {
    const rt = asnBanned();
    const sentenced = vi.fn();
    rt.jail.onSentence = sentenced;
    const bannedUntil = Date.now() + 30_000;
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: 'Slow down' });
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: null });
    expect(rt.jail.check('10.100.0.1')).toBeNull();
    // Its second quiet refusal: an attack tool's, not a player's who was told why.
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: null });
    const sentence = { networkId: 1, reason: 'asn', quiet: true };
    expect(rt.jail.check('10.100.0.1')).toMatchObject(sentence);
    expect(sentenced).toHaveBeenCalledTimes(1);
    const [address, until] = sentenced.mock.calls[0] ?? [];
    expect(address).toBe('10.100.0.1');
    expect(Math.abs((until as number) - bannedUntil)).toBeLessThan(1000);
    // Refused at accept from now on, never read to be told again; the ASN's others are not jailed.
    expect(rt.jail.tell('10.100.0.1')).toBe(false);
    expect(rt.jail.check('10.101.0.1')).toBeNull();
  });

  it('reads an address normally once the ban is over', async () => {
    const rt = asnBanned();
    expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: 'asn', kick: 'Slow down' });
    const after = Date.now() + 31_000;
    vi.spyOn(Date, 'now').mockReturnValue(after);
    try {
      expect(await connect(rt, '10.100.0.1')).toEqual({ outcome: null, kick: null });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
