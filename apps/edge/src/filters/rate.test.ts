import type { EdgeNetwork } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import { Verifier } from '../listener/verification';
import { RateGuard } from './rate';
import { Strikes } from './strikes';

const t0 = 1_800_000_000_000;
const settings = { threshold: 50, banSeconds: 30 };

describe('the rate guard', () => {
  it('lets an address open its share per second, then bans it for client_ban_seconds', () => {
    const rate = new RateGuard();
    const outcomes = Array.from({ length: 6 }, () => rate.admit(1, '198.51.100.7', settings, t0));
    expect(outcomes).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'ban']);
    expect(rate.isBanned(1, '198.51.100.7', t0 + 29_000)).toBe(true);
    expect(rate.isBanned(1, '198.51.100.7', t0 + 31_000)).toBe(false);
    expect(rate.isBanned(2, '198.51.100.7', t0)).toBe(false);
  });

  it('refuses without banning when bans are off', () => {
    const rate = new RateGuard();
    const off = { threshold: 50, banSeconds: 0 };
    for (let i = 0; i < 5; i += 1) rate.admit(1, '198.51.100.8', off, t0);
    expect(rate.admit(1, '198.51.100.8', off, t0)).toBe('limit');
    expect(rate.isBanned(1, '198.51.100.8', t0)).toBe(false);
    expect(rate.admit(1, '198.51.100.8', off, t0 + 1000)).toBe('pass');
  });

  it('under attack, lets each new address in with 2 connections a second and the allow list freely', () => {
    const rate = new RateGuard();
    rate.allow(1, '203.0.113.1', 60, t0);
    for (let i = 0; i < 60; i += 1) rate.admit(1, `192.0.2.${i}`, settings, t0);
    expect(rate.underAttack(1, t0 + 59_000)).toBe(true);
    expect(rate.underAttack(1, t0 + 61_000)).toBe(false);
    const later = t0 + 1000;
    expect([1, 2, 3].map(() => rate.admit(1, '198.51.100.9', settings, later))).toEqual([
      'pass',
      'pass',
      'ban',
    ]);
    expect(Array.from({ length: 10 }, () => rate.admit(1, '203.0.113.1', settings, later))).toEqual(
      Array(10).fill('pass'),
    );
  });
});

describe('strikes', () => {
  it('jail an address after 20 invalid first packets within a minute', () => {
    const strikes = new Strikes();
    for (let i = 0; i < 20; i += 1) strikes.strike('192.0.2.1', t0 + i);
    expect(strikes.jailed('192.0.2.1', t0 + 100)).toBe(false);
    strikes.strike('192.0.2.1', t0 + 100);
    expect(strikes.jailed('192.0.2.1', t0 + 100)).toBe(true);
    expect(strikes.jailed('192.0.2.1', t0 + 61_000)).toBe(false);
    expect(strikes.jailed('192.0.2.2', t0 + 100)).toBe(false);
  });
});

describe('the verification server', () => {
  const network = (verification: EdgeNetwork['verification']) =>
    ({ id: 1, verification }) as EdgeNetwork;
  const checks = {
    mode: 'always' as const,
    ping_check: true,
    reconnect_check: false,
    whitelist_seconds: 120,
    kick_message: 'Verify',
  };

  it('admits a login only after a recent server-list ping, then allow-lists the address', () => {
    const rate = new RateGuard();
    const verifier = new Verifier(rate);
    expect(verifier.check(network(checks), '192.0.2.9', t0)).toBe('Verify');
    verifier.sawPing(1, '192.0.2.9', t0);
    expect(verifier.check(network(checks), '192.0.2.9', t0 + 1000)).toBeNull();
    expect(rate.isAllowed(1, '192.0.2.9', t0 + 119_000)).toBe(true);
    verifier.sawPing(1, '192.0.2.10', t0);
    expect(verifier.check(network(checks), '192.0.2.10', t0 + 61_000)).toBe('Verify');
  });

  it('in under_attack mode, checks only while the network is under attack', () => {
    const rate = new RateGuard();
    const verifier = new Verifier(rate);
    const underAttack = network({ ...checks, mode: 'under_attack' });
    expect(verifier.check(underAttack, '192.0.2.11', t0)).toBeNull();
    for (let i = 0; i < 60; i += 1) rate.admit(1, `198.51.100.${i}`, settings, t0);
    expect(verifier.check(underAttack, '192.0.2.12', t0)).toBe('Verify');
  });
});
