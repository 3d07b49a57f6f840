import ipaddr from 'ipaddr.js';
import { unmapped } from './unmapped';

/**
 * The subnet an address is counted in during an attack: its /24 for IPv4, its /48 for IPv6 (what
 * one hosting customer or one ISP customer site usually holds).
 */
export function subnetOf(client: string): string {
  const address = unmapped(client);
  if (!address.includes(':')) return address.slice(0, address.lastIndexOf('.'));
  if (!ipaddr.IPv6.isValid(address)) return address;
  return ipaddr.IPv6.parse(address)
    .parts.slice(0, 3)
    .map((part) => part.toString(16))
    .join(':');
}

/** The subnet an address is counted in, written as a CIDR block (`203.0.113.0/24`, `2001:db8:1::/48`). */
export function subnetCidr(client: string): string {
  const subnet = subnetOf(client);
  if (!subnet.includes(':')) return `${subnet}.0/24`;
  return subnet.split(':').length === 3 ? `${subnet}::/48` : subnet;
}
