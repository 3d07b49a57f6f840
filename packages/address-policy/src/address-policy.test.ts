import { describe, expect, it } from 'vitest';
import { backendRefusal, formatAllowedRange, parseAllowedRange } from './index';

const ranges = (...texts: string[]) =>
  texts.map((t) => {
    const range = parseAllowedRange(t);
    if (!range) throw new Error(`not a range: ${t}`);
    return range;
  });

describe('backend address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['240.0.0.1', 'reserved'],
    ['203.0.113.7', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'IPv6 unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a00:1', 'IPv4-mapped private (hex)'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
    ['::a00:1', 'IPv4-compatible private'],
    ['::a9fe:a9fe', 'IPv4-compatible link-local (cloud metadata)'],
    ['::0.0.0.1', 'IPv4-compatible spelling of ::1'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'],
    ['::ffff:0:808:808', 'IPv4-translated, refused whatever it carries'],
    ['64:ff9b::808:808', 'NAT64, refused whatever it carries'],
    ['64:ff9b:1::808:808', 'local-use NAT64, refused whatever it carries'],
    ['2002:808:808::1', '6to4, refused whatever it carries'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, refused whatever it carries'],
  ])('refuses %s (%s)', (address) => {
    expect(backendRefusal(address, 25565, [])).toMatch(/not a public address/);
  });

  it('lets public addresses through and refuses what is not an address', () => {
    expect(backendRefusal('8.8.8.8', 25565, [])).toBeNull();
    expect(backendRefusal('2606:4700::1111', 25565, [])).toBeNull();
    expect(backendRefusal('::ffff:8.8.8.8', 25565, [])).toBeNull();
    // IPv4-compatible: judged by the IPv4 inside, as IPv4-mapped is.
    expect(backendRefusal('::808:808', 25565, [])).toBeNull();
    expect(backendRefusal('::8.8.8.8', 25565, [])).toBeNull();
    expect(backendRefusal('localhost', 25565, [])).toMatch(/not an IP address/);
  });

  it('lets the operator allow ranges, single addresses and single ports', () => {
    const allowed = ranges(
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.5',
      '127.0.0.1:25566',
      '[::1]:25567',
    );
    expect(backendRefusal('10.9.8.7', 1, allowed)).toBeNull();
    expect(backendRefusal('::ffff:10.9.8.7', 1, allowed)).toBeNull();
    expect(backendRefusal('fd12::1', 1, allowed)).toBeNull();
    expect(backendRefusal('192.168.1.5', 1, allowed)).toBeNull();
    expect(backendRefusal('192.168.1.6', 1, allowed)).not.toBeNull();
    expect(backendRefusal('127.0.0.1', 25566, allowed)).toBeNull();
    expect(backendRefusal('::7f00:1', 25566, allowed)).toBeNull();
    expect(backendRefusal('::7f00:1', 5432, allowed)).not.toBeNull();
    expect(backendRefusal('127.0.0.1', 5432, allowed)).not.toBeNull();
    expect(backendRefusal('::1', 25567, allowed)).toBeNull();
    expect(backendRefusal('::1', 25566, allowed)).not.toBeNull();
    expect(backendRefusal('172.16.0.1', 1, allowed)).not.toBeNull();
  });

  it('parses and normalises the operator spellings, refusing the rest', () => {
    expect(
      ranges(
        '10.0.0.0/8',
        '::ffff:10.0.0.0/104',
        '127.0.0.1:25566',
        '[::1]:1',
        ' 192.168.1.5 ',
      ).map(formatAllowedRange),
    ).toEqual(['10.0.0.0/8', '10.0.0.0/8', '127.0.0.1:25566', '[::1]:1', '192.168.1.5']);
    for (const bad of [
      '',
      'localhost',
      '10.0.0.0/33',
      '10.0.0.1:0',
      '10.0.0.1:70000',
      'fd00::/129',
      '1.2.3',
    ])
      expect(parseAllowedRange(bad), bad).toBeNull();
  });
});
