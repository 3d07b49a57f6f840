import type { EdgeNetwork } from '@palisade/contract';
import type { RateGuard } from '../filters/rate';

/** How long a status ping vouches for a login, and how long a first refusal is remembered. */
const pingWindowMs = 60_000;
const reconnectWindowMs = 5 * 60_000;

/**
 * The verification server's anti-bot checks on `bac` domains. Ping check: only addresses that
 * asked for the server list shortly before may log in. Reconnect check: the first login of an
 * unknown address is refused, the next one within five minutes is let in. Passing puts the
 * address on the allow list for `whitelist_seconds`.
 */
export class Verifier {
  private pinged = new Map<string, number>();
  private refusedOnce = new Map<string, number>();

  constructor(private readonly rate: RateGuard) {}

  sawPing(networkId: number, address: string, now = Date.now()) {
    this.pinged.set(`${networkId}|${address}`, now);
  }

  /** null when the login may go on, else the message to kick with. */
  check(network: EdgeNetwork, address: string, now = Date.now()): string | null {
    const v = network.verification;
    if (!v) return null;
    if (v.mode === 'under_attack' && !this.rate.underAttack(network.id, now)) return null;
    if (this.rate.isAllowed(network.id, address, now)) return null;
    const key = `${network.id}|${address}`;
    if (v.ping_check && now - (this.pinged.get(key) ?? 0) > pingWindowMs) return v.kick_message;
    if (v.reconnect_check) {
      const first = this.refusedOnce.get(key);
      if (first === undefined || now - first > reconnectWindowMs) {
        this.refusedOnce.set(key, now);
        return v.kick_message;
      }
      this.refusedOnce.delete(key);
    }
    this.rate.allow(network.id, address, v.whitelist_seconds, now);
    return null;
  }

  sweep(now = Date.now()) {
    for (const [key, at] of this.pinged) if (now - at > pingWindowMs) this.pinged.delete(key);
    for (const [key, at] of this.refusedOnce)
      if (now - at > reconnectWindowMs) this.refusedOnce.delete(key);
  }
}
