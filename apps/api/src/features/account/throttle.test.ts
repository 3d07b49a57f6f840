import { describe, expect, it } from 'vitest';
import { clientKey } from './throttle';

describe('the client an address-based throttle counts', () => {
  it('is an IPv4 address itself, mapped or not, and an IPv6 address its /64', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2::ffff')).toBe(clientKey('2001:db8:1:2:ffff::1'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
