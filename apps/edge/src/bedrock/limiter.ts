import { addressShare, subnetShare } from '../filters/rate';
import type { Shares } from '../filters/shares';
import { subnetOf } from '../filters/subnet';

/** Past this many tracked keys a map is cleared whole: memory stays bounded under any flood. */
const maxKeys = 100_000;

export interface LimitSettings {
  threshold: number;
  banSeconds: number;
}

/**
 * New Bedrock sessions per address and per subnet and second, with the Java rate guard's shares
 * (`filters/rate.ts`): an address may open a tenth of the network's threshold per second (at
 * least 5), and past that it is banned for `client_ban_seconds`; a /24 or /48 may open the
 * threshold (at least 10), refused past it, not banned (it may be a neighbour's). Addresses reach
 * this only after proving they receive at their address (the cookie), so bans hit senders, not
 * spoofed victims.
 */
export class SessionLimiter {
  static readonly shares: Shares<SessionLimiter> = { admit: 3 };

  /**
   * Told of each ban as it is passed: the kernel's first line drops the address's datagrams to
   * the network's tunnel ports too (`kernel/kernel-filter.ts`).
   */
  onBan: ((networkId: number, address: string, until: number) => void) | null = null;

  private second = 0;
  private perAddress = new Map<string, number>();
  private perSubnet = new Map<string, number>();
  private banned = new Map<string, number>();

  isBanned(networkId: number, address: string, now = Date.now()): boolean {
    const until = this.banned.get(`${networkId}|${address}`);
    return until !== undefined && until > now;
  }

  admit(
    networkId: number,
    address: string,
    settings: LimitSettings,
    now = Date.now(),
  ): 'pass' | 'ban' | 'limit' | 'subnet' {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.perAddress.clear();
      this.perSubnet.clear();
    }
    const key = `${networkId}|${address}`;
    const subnet = `${networkId}|${subnetOf(address)}`;
    const mine = (this.perAddress.get(key) ?? 0) + 1;
    const near = (this.perSubnet.get(subnet) ?? 0) + 1;
    if (this.perAddress.size >= maxKeys) this.perAddress.clear();
    if (this.perSubnet.size >= maxKeys) this.perSubnet.clear();
    this.perAddress.set(key, mine);
    this.perSubnet.set(subnet, near);
    if (mine > addressShare(settings.threshold)) {
      if (settings.banSeconds === 0) return 'limit';
      if (this.banned.size >= maxKeys) this.sweep(now);
      const until = now + settings.banSeconds * 1000;
      this.banned.set(key, until);
      this.onBan?.(networkId, address, until);
      return 'ban';
    }
    return near > subnetShare(settings.threshold) ? 'subnet' : 'pass';
  }

  sweep(now = Date.now()) {
    for (const [key, until] of this.banned) if (until <= now) this.banned.delete(key);
    if (this.banned.size >= maxKeys) this.banned.clear();
  }
}
