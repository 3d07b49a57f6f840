import { describe, expect, it } from 'vitest';
import { Jail, playersKeptMs, providerLockMs, providerSuspects } from './jail';

const t0 = 1_800_000_000_000;

describe('the jail', () => {
  it('refuses an address after 20 invalid first packets within a minute, for the minute', () => {
    const jail = new Jail();
    for (let i = 0; i < 20; i += 1) jail.strike('192.0.2.1', t0 + i);
    expect(jail.check('192.0.2.1', t0 + 100)).toBeNull();
    jail.strike('192.0.2.1', t0 + 100);
    expect(jail.check('192.0.2.1', t0 + 100)).toEqual({ networkId: null, reason: 'invalid' });
    expect(jail.check('192.0.2.1', t0 + 61_000)).toBeNull();
    expect(jail.check('192.0.2.2', t0 + 100)).toBeNull();
  });

  it("holds a network's sentence until it ends, five minutes at most", () => {
    const jail = new Jail();
    jail.lock('192.0.2.3', t0 + 30_000, { networkId: 4, reason: 'verification' }, t0);
    expect(jail.check('192.0.2.3', t0 + 29_000)).toMatchObject({
      networkId: 4,
      reason: 'verification',
    });
    expect(jail.check('192.0.2.3', t0 + 30_000)).toBeNull();
    jail.lock('192.0.2.4', t0 + 86_400_000, { networkId: 4, reason: 'verification' }, t0);
    expect(jail.check('192.0.2.4', t0 + 299_000)).not.toBeNull();
    expect(jail.check('192.0.2.4', t0 + 301_000)).toBeNull();
  });

  it('doubles the sentence of an address sentenced again soon after, to five minutes', () => {
    const jail = new Jail();
    const address = '192.0.2.7';
    const minute = 60_000;
    expect(jail.sentence(address, minute, t0)).toBe(minute);
    jail.lock(address, t0 + minute, { networkId: 4, reason: 'verification' }, t0);
    // Back the moment it is let out: twice as long each time, five minutes at most.
    let now = t0 + minute;
    for (const expected of [2, 4, 5, 5]) {
      const ms = jail.sentence(address, minute, now);
      expect(ms).toBe(expected * minute);
      jail.lock(address, now + ms, { networkId: 4, reason: 'verification' }, now);
      now += ms;
    }
    // Ten minutes after its last sentence ended, and swept: a first sentence again.
    jail.sweep(now + 10 * minute + 1);
    expect(jail.sentence(address, minute, now + 10 * minute + 1)).toBe(minute);
    expect(jail.sentence('192.0.2.8', minute, now)).toBe(minute);
    // A flood from more addresses than the jail keeps: the oldest is forgotten first.
    jail.lock(address, now + minute, { networkId: 4, reason: 'verification' }, now);
    for (let i = 0; i < 100_000; i += 1)
      jail.lock(
        `2001:db8::${i.toString(16)}`,
        now + minute,
        { networkId: 4, reason: 'verification' },
        now,
      );
    expect(jail.sentence(address, minute, now + minute)).toBe(minute);
    expect(jail.sentence('2001:db8::1', minute, now + minute)).toBe(2 * minute);
  });

  it('tells the kernel filter of each sentence once, with when it ends, and answers as it does', () => {
    const jail = new Jail();
    const told: [string, number, number | null][] = [];
    const inKernel = Promise.resolve();
    jail.onSentence = (address, until, sentence) => {
      told.push([address, until, sentence.networkId]);
      return inKernel;
    };
    for (let i = 0; i < 25; i += 1) jail.strike('192.0.2.5', t0 + i);
    const locked = jail.lock(
      '192.0.2.6',
      t0 + 86_400_000,
      { networkId: 4, reason: 'verification' },
      t0,
    );
    expect(locked).toBe(inKernel);
    expect(
      new Jail().lock('192.0.2.6', t0 + 1000, { networkId: 4, reason: 'verification' }, t0),
    ).toBeUndefined();
    expect(told).toEqual([
      ['192.0.2.5', t0 + 60_000, null],
      ['192.0.2.6', t0 + 300_000, 4],
    ]);
  });

  it('lets a few logins of a sentence be told why, then none, and none of garbage senders', () => {
    const jail = new Jail();
    jail.lock('192.0.2.5', t0 + 60_000, { networkId: 4, reason: 'verification' }, t0);
    const told = Array.from({ length: 5 }, () => jail.tell('192.0.2.5', t0 + 1000));
    expect(told).toEqual([true, true, true, false, false]);
    expect(jail.tell('192.0.2.5', t0 + 61_000)).toBe(false);
    for (let i = 0; i < 21; i += 1) jail.strike('192.0.2.6', t0 + i);
    expect(jail.tell('192.0.2.6', t0 + 100)).toBe(false);
  });

  describe('a provider whose addresses fail the in-world check or stay silent in it', () => {
    /** Addresses 198.51.100.x in provider 64500, 203.0.113.x in 64501; anything else in none. */
    const asn = (address: string) =>
      address.startsWith('198.51.100.') ? 64_500 : address.startsWith('203.0.113.') ? 64_501 : null;
    const failed = { networkId: 4, reason: 'verification' } as const;
    const fail = (jail: Jail, address: string, now: number) =>
      jail.lock(address, now + 60_000, failed, now);

    it('has its new addresses refused at accept and jailed as they come, quietly', () => {
      const jail = new Jail(asn);
      const told: [string, number][] = [];
      jail.onSentence = async (address, until) => void told.push([address, until]);
      // Silent ones and failed ones count alike, each address once.
      for (let i = 1; i < providerSuspects; i += 1) {
        jail.suspect(`198.51.100.${i}`, 4, t0 + i * 100);
        fail(jail, `198.51.100.${i}`, t0 + i * 100 + 50);
      }
      expect(jail.check('198.51.100.200', t0 + 1000)).toBeNull();
      const last = t0 + providerSuspects * 100;
      jail.suspect(`198.51.100.${providerSuspects}`, 4, last);
      const sentence = { networkId: 4, reason: 'asn', quiet: true };
      expect(jail.check('198.51.100.200', last + 1000)).toEqual(sentence);
      // Jailed itself, in the kernel too, for the rest of its provider's sentence.
      expect(told.at(-1)).toEqual(['198.51.100.200', last + providerLockMs]);
      expect(jail.tell('198.51.100.200', last + 1000)).toBe(false);
      expect(jail.check('198.51.100.201', last + providerLockMs - 1)).toMatchObject({
        reason: 'asn',
      });
      // Another provider, and an address in none, are not refused.
      expect(jail.check('203.0.113.1', last + 1000)).toBeNull();
      expect(jail.check('192.0.2.1', last + 1000)).toBeNull();
      // Past the sentence the provider's new addresses are verified again.
      expect(jail.check('198.51.100.202', last + providerLockMs)).toBeNull();
    });

    it('is never jailed whole while it has players here, nor for suspects spread out', () => {
      const jail = new Jail(asn);
      jail.played('203.0.113.200', t0);
      const burst = (at: number, from = 1) => {
        for (let i = from; i < from + 2 * providerSuspects; i += 1)
          fail(jail, `203.0.113.${i}`, at + i * 100);
      };
      burst(t0 + 1000);
      expect(jail.check('203.0.113.201', t0 + 5000)).toBeNull();
      // A day on without a player from it, it is a provider like any other.
      jail.sweep(t0 + playersKeptMs);
      burst(t0 + playersKeptMs, 50);
      expect(jail.check('203.0.113.202', t0 + playersKeptMs + 5000)).toMatchObject({
        reason: 'asn',
      });
      // One every two seconds: a window of ten seconds never holds enough.
      for (let i = 1; i <= 2 * providerSuspects; i += 1)
        jail.suspect(`198.51.100.${i}`, 4, t0 + i * 2000);
      expect(jail.check('198.51.100.200', t0 + 40_000)).toBeNull();
    });

    it('decides alike in every worker: the calls that feed it are shared', () => {
      expect(Object.keys(Jail.shares)).toEqual(
        expect.arrayContaining(['lock', 'suspect', 'played']),
      );
    });
  });
});
