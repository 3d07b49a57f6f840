import type { Shares } from './shares';

/** How long a status ping vouches for a login, and how long a first refusal is remembered. */
const pingWindowMs = 60_000;
const reconnectWindowMs = 5 * 60_000;

/**
 * What the ping and reconnect checks remember per network and address: the last server-list
 * ping, and a first login refused so the next one within five minutes is let on.
 */
export class CheckMemory {
  static readonly shares: Shares<CheckMemory> = { sawPing: 2, reconnected: 2 };

  private pinged = new Map<string, number>();
  private refusedOnce = new Map<string, number>();

  sawPing(networkId: number, address: string, now = Date.now()) {
    this.pinged.set(`${networkId}|${address}`, now);
  }

  /** Whether the address asked for the server list within the last minute. */
  pingedRecently(networkId: number, address: string, now = Date.now()): boolean {
    return now - (this.pinged.get(`${networkId}|${address}`) ?? 0) <= pingWindowMs;
  }

  /** Whether this login is the reconnect after a refused first one; remembers a first one. */
  reconnected(networkId: number, address: string, now = Date.now()): boolean {
    const key = `${networkId}|${address}`;
    const first = this.refusedOnce.get(key);
    if (first !== undefined && now - first <= reconnectWindowMs) {
      this.refusedOnce.delete(key);
      return true;
    }
    this.refusedOnce.set(key, now);
    return false;
  }

  sweep(now = Date.now()) {
    for (const [key, at] of this.pinged) if (now - at > pingWindowMs) this.pinged.delete(key);
    for (const [key, at] of this.refusedOnce)
      if (now - at > reconnectWindowMs) this.refusedOnce.delete(key);
  }
}
