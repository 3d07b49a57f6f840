import { isIPv4 } from 'node:net';

/** Past this many tracked keys a map is cleared whole: memory stays bounded under any flood. */
const maxKeys = 100_000;

/** The /24 of an IPv4 address or the /64 of an IPv6 one: neighbours a flood may rotate through. */
export function subnetOf(address: string): string {
  if (isIPv4(address)) return address.slice(0, address.lastIndexOf('.'));
  return address.split(':').slice(0, 4).join(':');
}

export interface LimitSettings {
  threshold: number;
  banSeconds: number;
}

/**
 * New Bedrock sessions per address and per subnet and second, on the rule the Java listener
 * applies: an address may open a tenth of the network's threshold per second (at least 5), and
 * past that it is banned for `client_ban_seconds`; a subnet may open four times an address's
 * share (refused past it, not banned: it may be a neighbour's). Addresses reach this only after
 * proving they receive at their address (the cookie), so bans hit senders, not spoofed victims.
 */
export class SessionLimiter {
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
  ): 'pass' | 'ban' | 'limit' {
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
    const share = Math.max(5, Math.ceil(settings.threshold / 10));
    if (mine > share) {
      if (settings.banSeconds === 0) return 'limit';
      if (this.banned.size >= maxKeys) this.sweep(now);
      this.banned.set(key, now + settings.banSeconds * 1000);
      return 'ban';
    }
    return near > share * 4 ? 'limit' : 'pass';
  }

  sweep(now = Date.now()) {
    for (const [key, until] of this.banned) if (until <= now) this.banned.delete(key);
    if (this.banned.size >= maxKeys) this.banned.clear();
  }
}
