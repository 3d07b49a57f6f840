import { describe, expect, it } from 'vitest';
import { loadAsnLookup } from './asn';
import { loadCountryLookup } from './country';

describe('offline geo databases', () => {
  it('name the country of public addresses, and none for private ones', () => {
    const country = loadCountryLookup();
    expect(country('1.1.1.1')).toBe('AU');
    expect(country('81.2.69.142')).toBe('GB');
    expect(country('2a00:1450:4001::1')).toBe('IE');
    expect(country('127.0.0.1')).toBeNull();
    expect(country('not an address')).toBeNull();
  });

  it('name the ASN of IPv4, IPv6 and mapped addresses', async () => {
    const asn = await loadAsnLookup();
    expect(asn('1.1.1.1')).toBe(13335);
    expect(asn('::ffff:1.1.1.1')).toBe(13335);
    expect(asn('2001:470::1')).toBe(6939);
    expect(asn('10.0.0.1')).toBeNull();
    expect(asn('garbage')).toBeNull();
  });
});
