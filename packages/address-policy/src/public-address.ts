import ipaddr from 'ipaddr.js';

/**
 * IPv6 prefixes that carry an IPv4 address to a translator or relay (docs/security.md): where
 * the packet lands depends on the relay nearest the edge, which may be the operator's own, so
 * they are refused outright whatever IPv4 they carry. A customer gives the IPv4 itself instead.
 */
const relayed: [ipaddr.IPv6, number][] = (
  [
    ['::ffff:0:0:0', 96], // IPv4-translated (SIIT, RFC 6145)
    ['64:ff9b::', 96], // NAT64, well-known prefix (RFC 6052)
    ['64:ff9b:1::', 48], // NAT64, local use (RFC 8215)
    ['2002::', 16], // 6to4 (RFC 3056)
    ['2001::', 32], // Teredo (RFC 4380)
  ] as const
).map(([prefix, bits]) => [ipaddr.IPv6.parse(prefix), bits]);

const unspecified = ipaddr.IPv6.parse('::');
const dottedTail = /^(.*:)(\d+\.\d+\.\d+\.\d+)(%.*)?$/;

/**
 * An IPv6 literal as the socket layer reads it. ipaddr.js reads `::a.b.c.d` as IPv4-mapped
 * (`::ffff:a.b.c.d`); the kernel, and `new URL`, read it as `::` then two groups, the
 * IPv4-compatible `::7f00:1` for `::127.0.0.1`. Spelt in hex, both read it alike.
 */
function parseIPv6(address: string): ipaddr.IPv6 {
  const dotted = dottedTail.exec(address);
  if (!dotted) return ipaddr.IPv6.parse(address);
  const ipv4 = ipaddr.IPv4.parse(dotted[2] as string);
  const groups = ipv4
    .toIPv4MappedAddress()
    .parts.slice(6)
    .map((part) => part.toString(16))
    .join(':');
  return ipaddr.IPv6.parse(`${dotted[1]}${groups}${dotted[3] ?? ''}`);
}

/**
 * The address the policy judges: IPv4 as is; IPv4-mapped (`::ffff:0:0/96`) and IPv4-compatible
 * (`::/96` but `::` and `::1`) IPv6 as the IPv4 inside, since a dual-stack socket or a tunnel
 * reaches that IPv4 host; any other IPv6 as is. Throws on what is not an address.
 */
export function judgedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  const ip = parseIPv6(address);
  const compatible = ip.match(unspecified, 96) && !ip.match(unspecified, 127);
  return ip.isIPv4MappedAddress() || compatible
    ? (ipaddr.fromByteArray(ip.toByteArray().slice(12)) as ipaddr.IPv4)
    : ip;
}

/**
 * Public unicast only: ipaddr.js names every special range (private, loopback, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved, documentation, …) and calls the rest
 * `unicast`. An IPv4 inside IPv6 is judged as `judgedAddress` says; the relayed embeddings
 * (`relayed`) are never public.
 */
export function isPublicAddress(address: string): boolean {
  const ip = judgedAddress(address);
  if (ip instanceof ipaddr.IPv6 && relayed.some(([prefix, bits]) => ip.match(prefix, bits)))
    return false;
  return ip.range() === 'unicast';
}
