import ipaddr from 'ipaddr.js';

/**
 * Public unicast only: ipaddr.js names every special range (private, loopback, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved, documentation, 6to4/Teredo relays that
 * embed IPv4, …) and calls the rest `unicast`. IPv4-mapped IPv6 is judged as the IPv4 it maps.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.process(address).range() === 'unicast';
}
