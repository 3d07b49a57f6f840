import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from '@palisade/address-policy';

/** A webhook address that must not be called (it is not a public address). */
export class RefusedTarget extends Error {}

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
