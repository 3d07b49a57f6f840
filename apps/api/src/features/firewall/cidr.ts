import { dryRunNamedPrefix } from '@palisade/contract';
import ipaddr from 'ipaddr.js';

/**
 * The canonical form of an address or block: host bits cleared, a bare address as /32 or
 * /128, IPv6 in RFC 5952 form, and IPv4-mapped IPv6 blocks as the IPv4 block they are.
 */
export function normaliseCidr(input: string): string {
  const [address = '', prefix] = input.split('/');
  let parsed = ipaddr.parse(address);
  let bits = prefix === undefined ? (parsed.kind() === 'ipv4' ? 32 : 128) : Number(prefix);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() && bits >= 96) {
    parsed = parsed.toIPv4Address();
    bits -= 96;
  }
  if (parsed instanceof ipaddr.IPv4) {
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${bits}`).toString()}/${bits}`;
  }
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${bits}`);
  return `${network.toRFC5952String()}/${bits}`;
}

/** Whether a block from `normaliseCidr` is at least as wide as a dry run names players for. */
export function namesPlayers(cidr: string): boolean {
  const [address = '', bits] = cidr.split('/');
  const widest = address.includes(':') ? dryRunNamedPrefix.ipv6 : dryRunNamedPrefix.ipv4;
  return Number(bits) <= widest;
}
