import { isIP } from 'node:net';
import { type AllowedRange, inAllowedRanges } from './allowed-ranges';
import { isPublicAddress } from './public-address';

/**
 * Why a backend address may not be dialed, or null when it may. Backends are public addresses,
 * so no customer reaches the operator's own network (loopback, private, link-local, CGNAT,
 * multicast, reserved; IPv4, IPv6 and IPv4-mapped) through an edge, unless the operator allowed
 * the range. `address` is what a host name resolved to, or the literal the customer gave.
 */
export function backendRefusal(
  address: string,
  port: number,
  allowed: readonly AllowedRange[],
): string | null {
  if (isIP(address) === 0) return `${address} is not an IP address`;
  if (isPublicAddress(address) || inAllowedRanges(address, port, allowed)) return null;
  return `${address} is not a public address; backends must be reachable on the internet`;
}
