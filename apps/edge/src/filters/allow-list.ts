import type { Shares } from './shares';

/** How long after a Transfer the client's reconnect counts as the edge's own doing. */
const transferWindowMs = 60_000;

interface Entry {
  until: number;
  /** Until when the client's next transfer handshake is one the edge asked for. */
  transferUntil: number;
}

/**
 * Addresses of players who passed a network's checks or played on it recently. They skip the
 * checks and keep a peacetime connection share during attacks (`rate.ts`); nobody is put here
 * merely for having been forwarded.
 */
export class AllowList {
  static readonly shares: Shares<AllowList> = { allow: 3, takeTransfer: 2 };

  /** Told how long each address is allowed: the kernel's first line never drops it meanwhile. */
  onAllow: ((address: string, until: number) => void) | null = null;
  private entries = new Map<string, Entry>();
  /** Per address, the latest expiry on any network: the jail at accept spares these. */
  private addresses = new Map<string, number>();

  /** Allows the address for `seconds`; `transferred`: the edge just sent the client a Transfer. */
  allow(
    networkId: number,
    address: string,
    seconds: number,
    now = Date.now(),
    transferred = false,
  ) {
    const key = `${networkId}|${address}`;
    const until = Math.max(now + seconds * 1000, this.entries.get(key)?.until ?? 0);
    this.entries.set(key, { until, transferUntil: transferred ? now + transferWindowMs : 0 });
    this.addresses.set(address, Math.max(until, this.addresses.get(address) ?? 0));
    this.onAllow?.(address, until);
  }

  has(networkId: number, address: string, now = Date.now()): boolean {
    return (this.entries.get(`${networkId}|${address}`)?.until ?? 0) > now;
  }

  anywhere(address: string, now = Date.now()): boolean {
    return (this.addresses.get(address) ?? 0) > now;
  }

  /** Whether the edge transferred this client within the last minute (answered once). */
  takeTransfer(networkId: number, address: string, now = Date.now()): boolean {
    const entry = this.entries.get(`${networkId}|${address}`);
    if (!entry || entry.transferUntil <= now) return false;
    entry.transferUntil = 0;
    return true;
  }

  sweep(now = Date.now()) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    for (const [address, until] of this.addresses) if (until <= now) this.addresses.delete(address);
  }
}
