import { describe, expect, it, vi } from 'vitest';
import { compileFirewall } from './firewall';

describe('compiled firewall', () => {
  const firewall = compileFirewall({
    ip: [
      { value: '203.0.113.0/24', allow: false, expires_at: null },
      { value: '203.0.113.7/32', allow: true, expires_at: null },
      { value: '2001:db8::/32', allow: false, expires_at: null },
    ],
    asn: [{ value: 64500, allow: false, expires_at: null }],
    country: [
      { value: 'CN', allow: false, expires_at: null },
      { value: 'DE', allow: true, expires_at: null },
    ],
  });

  it.each([
    ['203.0.113.9', null, null, 'block'],
    ['203.0.113.7', null, null, 'allow'],
    ['2001:db8:1::5', null, null, 'block'],
    ['198.51.100.1', 64500, null, 'block'],
    ['198.51.100.1', 64500, 'DE', 'allow'],
    ['198.51.100.1', null, 'CN', 'block'],
    ['198.51.100.1', 13335, 'US', 'none'],
  ] as const)('%s (AS%s, %s) → %s', (address, asn, country, verdict) => {
    expect(firewall.check(address, { asn: () => asn, country: () => country })).toBe(verdict);
  });

  it('looks an address up only when an ASN or country rule needs it', () => {
    const asked: string[] = [];
    const geo = {
      asn: () => {
        asked.push('asn');
        return null;
      },
      country: () => {
        asked.push('country');
        return null;
      },
    };
    const ipOnly = compileFirewall({
      ip: [{ value: '192.0.2.0/24', allow: false, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(ipOnly.check('192.0.2.1', geo)).toBe('block');
    expect(asked).toEqual([]);
    const byCountry = compileFirewall({
      ip: [],
      asn: [],
      country: [{ value: 'CN', allow: false, expires_at: null }],
    });
    expect(byCountry.check('192.0.2.1', geo)).toBe('none');
    expect(asked).toEqual(['country']);
  });

  it('keeps IPv4 and IPv6 rules apart: ::/0 is every IPv6 client, no IPv4 one', () => {
    const none = { asn: () => null, country: () => null };
    const allowV6 = compileFirewall({
      ip: [{ value: '::/0', allow: true, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(allowV6.check('198.51.100.1', none)).toBe('none');
    expect(allowV6.check('2001:db8::1', none)).toBe('allow');
    const blockV6 = compileFirewall({
      ip: [{ value: '::ffff:0:0/96', allow: false, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(blockV6.check('198.51.100.1', none)).toBe('none');
    const blockV4 = compileFirewall({
      ip: [{ value: '0.0.0.0/0', allow: false, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(blockV4.check('198.51.100.1', none)).toBe('block');
    expect(blockV4.check('2001:db8::1', none)).toBe('none');
  });

  it('judges an IPv4 client a dual-stack socket reports as ::ffff:a.b.c.d by the IPv4 rules', () => {
    // A Bedrock tunnel port bound to `::` sees IPv4 clients so.
    const none = { asn: () => null, country: () => null };
    const allowV6 = compileFirewall({
      ip: [{ value: '::/0', allow: true, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(allowV6.check('::ffff:198.51.100.1', none)).toBe('none');
    const blockV4 = compileFirewall({
      ip: [{ value: '198.51.100.0/24', allow: false, expires_at: null }],
      asn: [],
      country: [],
    });
    expect(blockV4.check('::ffff:198.51.100.1', none)).toBe('block');
    expect(blockV4.check('::ffff:192.0.2.1', none)).toBe('none');
  });

  it('lets everything through with no rules', () => {
    expect(
      compileFirewall({ ip: [], asn: [], country: [] }).check('203.0.113.9', {
        asn: () => 1,
        country: () => 'CN',
      }),
    ).toBe('none');
  });
});

describe('rules with an expiry', () => {
  const none = { asn: () => null, country: () => null };

  it('stop applying when their time comes, without a new snapshot', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00Z') });
    try {
      const firewall = compileFirewall({
        ip: [
          { value: '192.0.2.0/24', allow: false, expires_at: '2026-11-26T13:00:00Z' },
          { value: '192.0.2.7/32', allow: true, expires_at: '2026-11-26T12:30:00Z' },
          { value: '198.51.100.0/24', allow: false, expires_at: null },
        ],
        asn: [],
        country: [{ value: 'CN', allow: false, expires_at: '2026-11-26T11:00:00Z' }],
      });
      const at = (time: string, address: string, country: string | null = null) => {
        vi.setSystemTime(Date.parse(time));
        return firewall.check(address, { ...none, country: () => country });
      };
      expect(at('2026-11-26T12:00:00Z', '192.0.2.7')).toBe('allow');
      expect(at('2026-11-26T12:00:00Z', '192.0.2.8')).toBe('block');
      expect(at('2026-11-26T12:00:00Z', '203.0.113.1', 'CN')).toBe('none');
      expect(at('2026-11-26T12:30:00Z', '192.0.2.7')).toBe('block');
      expect(at('2026-11-26T12:59:59Z', '192.0.2.8')).toBe('block');
      expect(at('2026-11-26T13:00:00Z', '192.0.2.8')).toBe('none');
      expect(at('2026-11-26T13:00:00Z', '192.0.2.7')).toBe('none');
      expect(at('2027-01-01T00:00:00Z', '198.51.100.1')).toBe('block');
    } finally {
      vi.useRealTimers();
    }
  });
});
