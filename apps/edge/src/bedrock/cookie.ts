import { createHmac, randomBytes } from 'node:crypto';

const slotMs = 10_000;

/**
 * The cookie the edge puts in its own open connection reply 1 (RakNet's "security" field, which
 * clients echo in request 2): 24 bits of an HMAC over the client's address, port and a 10-second
 * slot, and the client's RakNet protocol in the low byte (request 2 does not repeat it, and the
 * backend must be sent a request 1 with it). A request 2 with a valid cookie proves the client
 * receives at its address, so the edge keeps no state for request 1 and opens no backend socket
 * for an address that could be spoofed. Valid for the slot it was made in and the next.
 */
export class Cookies {
  private readonly key = randomBytes(32);

  private mac(address: string, port: number, slot: number): number {
    return createHmac('sha256', this.key)
      .update(`${address}|${port}|${slot}`)
      .digest()
      .readUIntBE(0, 3);
  }

  issue(address: string, port: number, protocol: number, now = Date.now()): number {
    return ((this.mac(address, port, Math.floor(now / slotMs)) << 8) | (protocol & 0xff)) >>> 0;
  }

  /** The RakNet protocol the cookie carries, or null when it was not issued to this address. */
  check(cookie: number, address: string, port: number, now = Date.now()): number | null {
    const slot = Math.floor(now / slotMs);
    const mac = cookie >>> 8;
    if (mac === this.mac(address, port, slot) || mac === this.mac(address, port, slot - 1))
      return cookie & 0xff;
    return null;
  }
}
