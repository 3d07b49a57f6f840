import { describe, expect, it } from 'vitest';
import { Jail } from './jail';

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
});
