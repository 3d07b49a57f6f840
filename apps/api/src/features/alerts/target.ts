import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A webhook address that must not be called (it is not a public address). */
export class RefusedTarget extends Error {}

/**
 * Public unicast only: ipaddr.js names every special range (private, loopback, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved, documentation, 6to4/Teredo relays that
 * embed IPv4, …) and calls the rest `unicast`. IPv4-mapped IPv6 is judged as the IPv4 it maps.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.process(address).range() === 'unicast';
}

export interface Resolved {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook's host and checks every address it has; the caller connects to the
 * address answered here, so a second DNS answer (rebinding) never reaches the socket.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<Resolved> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const found: Resolved[] =
    literal === 0
      ? (await lookup(host, { all: true, verbatim: true })).map((a) => ({
          address: a.address,
          family: a.family === 6 ? 6 : 4,
        }))
      : [{ address: host, family: literal === 6 ? 6 : 4 }];
  const [first] = found;
  if (!first) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const inside = found.find((a) => !isPublicAddress(a.address));
    if (inside)
      throw new RefusedTarget(
        `${host} resolves to ${inside.address}, which is not a public address; webhooks go to public addresses only`,
      );
  }
  return first;
}
