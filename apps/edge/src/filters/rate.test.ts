import { describe, expect, it } from 'vitest';
import { RateGuard } from './rate';
import { subnetOf } from './subnet';

/** What the guard remembers, as a worker started later is handed it (`workers/shared-filters.ts`). */
const remembered = (rate: RateGuard) =>
  ({ ...rate }) as unknown as Record<string, Map<string, number>>;

const t0 = 1_800_000_000_000;
const settings = { threshold: 50, banSeconds: 30 };

/** Pushes network 1 over its threshold at `at`, from addresses of 203.0.113.0/24. */
function attack(rate: RateGuard, at: number) {
  for (let i = 0; i < 51; i += 1) rate.note(1, settings.threshold, at);
}

/** Pushes network 2 over its threshold at `at`. */
function attack2(rate: RateGuard, at: number) {
  for (let i = 0; i < 51; i += 1) rate.note(2, settings.threshold, at);
}

describe('the rate guard', () => {
  it('lets an address open its share per second, then bans it for client_ban_seconds', () => {
    const rate = new RateGuard();
    const outcomes = Array.from({ length: 6 }, () =>
      rate.admit(1, '198.51.100.7', settings, false, t0),
    );
    expect(outcomes).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'rate_limit']);
    // Told why once per ban: the next refusals within it are quiet.
    expect(rate.admit(1, '198.51.100.7', settings, false, t0 + 29_000)).toEqual({
      quiet: 'rate_limit',
    });
    expect(rate.admit(1, '198.51.100.7', settings, false, t0 + 31_000)).toBe('pass');
    expect(rate.admit(2, '198.51.100.7', settings, false, t0)).toBe('pass');
  });

  it('refuses without banning when bans are off', () => {
    const rate = new RateGuard();
    const off = { threshold: 50, banSeconds: 0 };
    for (let i = 0; i < 5; i += 1) rate.admit(1, '198.51.100.8', off, false, t0);
    expect(rate.admit(1, '198.51.100.8', off, false, t0)).toBe('rate_limit');
    // Refused for the rest of this second only: the next one starts afresh.
    expect(rate.admit(1, '198.51.100.8', off, false, t0 + 1000)).toBe('pass');
  });

  it('holds a network under attack for a minute after a second over its threshold', () => {
    const rate = new RateGuard();
    for (let i = 0; i < 50; i += 1) rate.note(1, settings.threshold, t0);
    expect(rate.underAttack(1, t0)).toBe(false);
    rate.note(1, settings.threshold, t0);
    expect(rate.underAttack(1, t0 + 59_000)).toBe(true);
    expect(rate.underAttack(1, t0 + 61_000)).toBe(false);
    expect(rate.underAttack(2, t0)).toBe(false);
  });

  it('sees a burst across a second boundary whole', () => {
    const rate = new RateGuard();
    const boundary = t0 + 1000;
    for (let i = 0; i < 30; i += 1) rate.note(1, settings.threshold, boundary - 100);
    for (let i = 0; i < 22; i += 1) rate.note(1, settings.threshold, boundary + 50);
    // 22 + 30 x 0.95: over 50 within the last second, though neither second alone is.
    expect(rate.underAttack(1, boundary + 50)).toBe(true);
    const calm = new RateGuard();
    for (let i = 0; i < 30; i += 1) calm.note(1, settings.threshold, boundary - 100);
    for (let i = 0; i < 22; i += 1) calm.note(1, settings.threshold, boundary + 900);
    expect(calm.underAttack(1, boundary + 900)).toBe(false);
  });

  it("counts another edge's connections replayed late, across a second boundary, in their second", () => {
    const rate = new RateGuard();
    const boundary = t0 + 1000;
    // 30 of this edge's at the end of a second, then its first of the next; the other edge's
    // 30 of the same moment arrive after that, a hop late.
    for (let i = 0; i < 30; i += 1) rate.note(1, settings.threshold, boundary - 100);
    rate.note(1, settings.threshold, boundary + 50);
    for (let i = 0; i < 30; i += 1) rate.note(1, settings.threshold, boundary - 80);
    // 1 + 60 × 0.94 over the sliding second; had the late ones started the window afresh, 30.
    expect(rate.underAttack(1, boundary + 60)).toBe(true);
    // Older than the second before: outside the window, and the window stays as it is.
    const late = new RateGuard();
    for (let i = 0; i < 40; i += 1) late.note(1, settings.threshold, boundary + 100);
    late.note(1, settings.threshold, boundary - 1500);
    for (let i = 0; i < 11; i += 1) late.note(1, settings.threshold, boundary + 200);
    expect(late.underAttack(1, boundary + 200)).toBe(true);
  });

  it('under attack, gives new addresses 2 a second and allowed ones their peacetime share', () => {
    const rate = new RateGuard();
    attack(rate, t0);
    const later = t0 + 1000;
    const fresh = [1, 2, 3].map(() => rate.admit(1, '198.51.100.9', settings, false, later));
    expect(fresh).toEqual(['pass', 'pass', 'rate_limit']);
    const allowed = Array.from({ length: 6 }, () =>
      rate.admit(1, '203.0.113.1', settings, true, later),
    );
    // Allowed addresses are limited too, only more generously.
    expect(allowed).toEqual(['pass', 'pass', 'pass', 'pass', 'pass', 'rate_limit']);
  });

  it('under attack, refuses a flood from one /24 as a whole, many addresses or not', () => {
    const rate = new RateGuard();
    attack(rate, t0);
    const later = t0 + 1000;
    const verdicts = Array.from({ length: 60 }, (_, i) =>
      rate.admit(1, `192.0.2.${i + 1}`, settings, false, later),
    );
    // The threshold (50) passes, the next is the subnet's ban.
    expect(verdicts.filter((v) => v === 'pass')).toHaveLength(50);
    expect(verdicts.slice(50)).toEqual(Array(10).fill('subnet'));
    expect(rate.admit(1, '192.0.2.200', settings, false, later + 20_000)).toBe('subnet');
    // A player on the allow list in that subnet still gets in; so do other subnets.
    expect(rate.admit(1, '192.0.2.250', settings, true, later)).toBe('pass');
    expect(rate.admit(1, '192.0.3.1', settings, false, later)).toBe('pass');
  });

  it('under attack, refuses an ASN whose addresses flood from many subnets', () => {
    const rate = new RateGuard((address) => (address === '10.200.0.1' ? 64_501 : 64_500));
    attack(rate, t0);
    const later = t0 + 1000;
    const verdicts = Array.from({ length: 120 }, (_, i) =>
      rate.admit(1, `10.${i}.0.1`, settings, false, later),
    );
    expect(verdicts.filter((v) => v === 'pass')).toHaveLength(100);
    expect(verdicts.at(-1)).toBe('asn');
    expect(rate.admit(1, '10.200.0.1', settings, false, later)).toBe('pass');
  });

  it("tells each address of an ASN's ban once, then refuses it quietly until the ban ends", () => {
    const rate = new RateGuard(() => 64_500);
    attack(rate, t0);
    const later = t0 + 1000;
    for (let i = 0; i < 100; i += 1) rate.admit(1, `10.${i}.0.1`, settings, false, later);
    // The one over the share bans the ASN and is its first refusal under the ban: told.
    expect(rate.admit(1, '10.100.0.1', settings, false, later)).toBe('asn');
    expect(rate.admit(1, '10.100.0.1', settings, false, later + 4000)).toEqual({ quiet: 'asn' });
    // Its second quiet one: it keeps coming, so it is jailed until the ban ends.
    expect(rate.admit(1, '10.100.0.1', settings, false, later + 5000)).toEqual({
      quiet: 'asn',
      jailUntil: later + 30_000,
    });
    expect(rate.admit(1, '10.100.0.1', settings, false, later + 6000)).toEqual({ quiet: 'asn' });
    expect(rate.admit(1, '10.101.0.1', settings, false, later + 4000)).toBe('asn');
    expect(rate.admit(1, '10.101.0.1', settings, false, later + 8000)).toEqual({ quiet: 'asn' });
    // Another network's ban of the same ASN is told on its own.
    attack2(rate, later);
    for (let i = 0; i < 100; i += 1) rate.admit(2, `10.${i}.0.1`, settings, false, later + 1000);
    expect(rate.admit(2, '10.100.0.1', settings, false, later + 1000)).toBe('asn');
    // After the ban the address is counted afresh, and a new ban tells it again.
    expect(rate.admit(1, '10.100.0.1', settings, false, later + 30_000)).toBe('pass');
    rate.sweep(later + 30_000);
    for (let i = 0; i < 100; i += 1) rate.admit(1, `10.${i}.0.2`, settings, false, later + 31_000);
    expect(rate.admit(1, '10.100.0.1', settings, false, later + 31_000)).toBe('asn');
  });

  it('forgets whom it told at a ban’s end, and never tells when bans are off', () => {
    const rate = new RateGuard();
    const off = { threshold: 50, banSeconds: 0 };
    for (let i = 0; i < 5; i += 1) rate.admit(1, '198.51.100.8', off, false, t0);
    expect(rate.admit(1, '198.51.100.8', off, false, t0)).toBe('rate_limit');
    expect(rate.admit(1, '198.51.100.8', off, false, t0)).toBe('rate_limit');
    for (let i = 0; i < 6; i += 1) rate.admit(1, '198.51.100.9', settings, false, t0);
    expect(rate.admit(1, '198.51.100.9', settings, false, t0 + 29_000)).toEqual({
      quiet: 'rate_limit',
    });
    rate.sweep(t0 + 31_000);
    expect(remembered(rate).told).toEqual(new Map());
  });

  it('looks up no ASN in peacetime', () => {
    const rate = new RateGuard(() => {
      throw new Error('looked up');
    });
    expect(rate.admit(1, '198.51.100.1', settings, false, t0)).toBe('pass');
  });
});

describe('subnets', () => {
  it('are the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(subnetOf('192.0.2.77')).toBe('192.0.2');
    expect(subnetOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd');
    expect(subnetOf('2001:db8::1')).toBe('2001:db8:0');
    expect(subnetOf('2001:0db8:0000:ffff::')).toBe('2001:db8:0');
  });

  it('take an IPv4 client a dual-stack socket reports as ::ffff:a.b.c.d for the IPv4 it is', () => {
    // Not one IPv6 /48 (::) holding every IPv4 client, which one flood would fill for all.
    expect(subnetOf('::ffff:192.0.2.77')).toBe('192.0.2');
    expect(subnetOf('::ffff:198.51.100.1')).not.toBe(subnetOf('::ffff:192.0.2.77'));
  });
});
