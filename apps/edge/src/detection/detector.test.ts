import { describe, expect, it } from 'vitest';
import { AttackDetector } from './detector';

const t0 = 1_800_000_000_000;
const geoOf = (asn: number | null, country: string | null) => ({
  asn: () => asn,
  country: () => country,
});
/** `n` connections from five addresses of one place. */
const connect = (d: AttackDetector, at: number, n: number, asn = 64500, country = 'DE') => {
  for (let i = 0; i < n; i += 1)
    d.connection(
      1,
      {
        address: `${asn}.${i % 5}`,
        domain: 'play.example.com',
        geo: geoOf(asn, country),
        bytes: 20,
      },
      at,
    );
};

describe('the attack detector', () => {
  it('opens on the first second over the threshold and closes after the quiet period', () => {
    const d = new AttackDetector({ threshold: () => 50, quietMs: 5000 });
    connect(d, t0, 20);
    expect(d.drain(t0 + 1000)).toEqual([]);
    connect(d, t0 + 2000, 80);
    connect(d, t0 + 3000, 60, 4134, 'CN');
    connect(d, t0 + 4000, 3);
    d.dropped(1, 'rate_limit', t0 + 4000);
    const [open] = d.drain(t0 + 5500);
    expect(open).toMatchObject({
      network_id: 1,
      type: 'connection_flood',
      started_at: t0 + 2000,
      ended_at: null,
    });
    expect(open?.samples.map((s) => [s.at - t0, s.connections])).toEqual([
      [2000, 80],
      [3000, 60],
      [4000, 3],
    ]);
    expect(open?.samples[2]?.dropped.rate_limit).toBe(1);
    expect(open?.samples[0]?.bytes_in).toBe(1600);
    // Sources are counted from the eleventh connection of the second that opened the attack.
    expect(open?.sources).toEqual([
      { asn: 64500, country: 'DE', count: 70 + 3 },
      { asn: 4134, country: 'CN', count: 60 },
    ]);
    expect(open?.domains).toEqual({ 'play.example.com': 133 });
    expect(d.underAttack(1)).toBe(true);

    // Four quiet seconds: still open, reported with the silent seconds filled in.
    const [still] = d.drain(t0 + 7500);
    expect(still?.ended_at).toBeNull();
    expect(still?.samples.map((s) => [s.at - t0, s.connections])).toEqual([
      [5000, 0],
      [6000, 0],
    ]);
    const [closed] = d.drain(t0 + 9000);
    expect(closed?.id).toBe(open?.id);
    expect(closed?.ended_at).toBe(t0 + 4000);
    expect(closed?.samples.at(-1)?.at).toBe(t0 + 8000);
    expect(d.underAttack(1)).toBe(false);
    expect(d.drain(t0 + 20_000)).toEqual([]);
  });

  it('keeps an attack open while it comes back within the quiet period', () => {
    const d = new AttackDetector({ threshold: () => 10, quietMs: 3000 });
    connect(d, t0, 11);
    connect(d, t0 + 2000, 11);
    connect(d, t0 + 4000, 11);
    expect(d.drain(t0 + 7000)[0]?.ended_at).toBeNull();
    const reports = d.drain(t0 + 8000);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.ended_at).toBe(t0 + 5000);
    expect(reports[0]?.samples.map((s) => s.at - t0)).toEqual([7000]);
  });

  it('tells drop surges and invalid floods apart, and closes everything at shutdown', () => {
    const d = new AttackDetector({ threshold: () => 100 });
    connect(d, t0, 60);
    for (let i = 0; i < 55; i += 1) d.dropped(1, 'firewall', t0 + 10);
    const [surge] = d.drain(t0 + 1000, true);
    expect(surge).toMatchObject({ type: 'drop_surge', ended_at: t0 + 1000 });

    connect(d, t0 + 5000, 25);
    for (let i = 0; i < 20; i += 1) d.dropped(1, 'invalid', t0 + 5000);
    const [flood] = d.drain(t0 + 5200, true);
    expect(flood).toMatchObject({ type: 'invalid_flood', started_at: t0 + 5000 });
    expect(flood?.id).not.toBe(surge?.id);
  });

  it('judges each network by its own threshold and forgets networks without traffic', () => {
    const thresholds = new Map([
      [1, 5],
      [2, 500],
    ]);
    const d = new AttackDetector({ threshold: (id) => thresholds.get(id) ?? null });
    for (const id of [1, 2, 3])
      for (let i = 0; i < 30; i += 1)
        d.connection(
          id,
          { address: `10.0.0.${i}`, domain: 'x', geo: geoOf(null, null), bytes: 1 },
          t0,
        );
    const reports = d.drain(t0 + 1000);
    expect(reports.map((r) => r.network_id)).toEqual([1]);
    expect(reports[0]?.sources).toEqual([{ asn: null, country: null, count: 25 }]);
  });

  it('locates each address once per attack, when reporting, and keeps the sources exact', () => {
    const places = new Map<string, readonly [number | null, string | null]>([
      ['192.0.2.1', [64500, 'DE']],
      ['192.0.2.2', [64500, 'DE']],
      ['198.51.100.7', [4134, 'CN']],
      ['203.0.113.9', [null, null]],
    ]);
    const lookups: string[] = [];
    const geo = (address: string) => ({
      asn: () => {
        lookups.push(address);
        return places.get(address)?.[0] ?? null;
      },
      country: () => places.get(address)?.[1] ?? null,
    });
    const d = new AttackDetector({ threshold: () => 20 });
    const hit = (address: string, n: number, at: number) => {
      for (let i = 0; i < n; i += 1)
        d.connection(1, { address, domain: 'play.example.com', geo: geo(address), bytes: 1 }, at);
    };
    hit('192.0.2.1', 30, t0);
    hit('198.51.100.7', 25, t0);
    hit('192.0.2.2', 5, t0);
    expect(lookups).toEqual([]);
    const [first] = d.drain(t0 + 1000);
    // The first ten connections of the opening second are not counted (see above).
    expect(first?.sources).toEqual([
      { asn: 64500, country: 'DE', count: 20 + 5 },
      { asn: 4134, country: 'CN', count: 25 },
    ]);
    expect(lookups.sort()).toEqual(['192.0.2.1', '192.0.2.2', '198.51.100.7']);

    hit('192.0.2.1', 40, t0 + 1000);
    hit('203.0.113.9', 3, t0 + 1000);
    const [next] = d.drain(t0 + 2000);
    expect(next?.sources).toEqual([
      { asn: 64500, country: 'DE', count: 65 },
      { asn: 4134, country: 'CN', count: 25 },
      { asn: null, country: null, count: 3 },
    ]);
    // Only the new address was located.
    expect(lookups).toHaveLength(4);
    expect(lookups.at(-1)).toBe('203.0.113.9');
  });

  it('counts the connections of an attack by /24 and /48 and by address too', () => {
    const d = new AttackDetector({ threshold: () => 50, quietMs: 5000 });
    const from = (address: string, n: number) => {
      for (let i = 0; i < n; i += 1)
        d.connection(1, { address, domain: null, geo: geoOf(null, null), bytes: 0 }, t0);
    };
    from('198.51.100.7', 30);
    from('198.51.100.200', 20);
    from('::ffff:203.0.113.9', 15);
    from('2001:db8:1:2::5', 25);
    from('2001:db8:1:ffff::9', 10);
    const [open] = d.drain(t0 + 1500);
    // Counted from the eleventh connection of the second that opened the attack.
    expect(open?.prefixes).toEqual([
      { prefix: '198.51.100.0/24', count: 40 },
      { prefix: '2001:db8:1::/48', count: 35 },
      { prefix: '203.0.113.0/24', count: 15 },
    ]);
    // The top addresses, an IPv4 client of a dual-stack socket as IPv4.
    expect(open?.addresses).toEqual([
      { address: '2001:db8:1:2::5', count: 25 },
      { address: '198.51.100.7', count: 30 - 10 },
      { address: '198.51.100.200', count: 20 },
      { address: '203.0.113.9', count: 15 },
      { address: '2001:db8:1:ffff::9', count: 10 },
    ]);
  });
});
