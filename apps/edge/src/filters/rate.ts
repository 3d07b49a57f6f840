/**
 * Per-network connection-rate defence. Each network counts new connections per second; when
 * it passes `connections_per_second_threshold` the network is under attack and only addresses
 * that logged in recently (the allow list, kept `client_allow_seconds`) get through. An address
 * that alone opens more than its share is banned for `client_ban_seconds`.
 */
export class RateGuard {
  private second = 0;
  private perNetwork = new Map<number, number>();
  private perAddress = new Map<string, number>();
  private banned = new Map<string, number>();
  private allowed = new Map<string, number>();
  private attackUntil = new Map<number, number>();

  private tick(now: number) {
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.perNetwork.clear();
      this.perAddress.clear();
    }
  }

  /** Whether the network saw more new connections this second than its threshold recently. */
  underAttack(networkId: number, now = Date.now()): boolean {
    return (this.attackUntil.get(networkId) ?? 0) > now;
  }

  isBanned(networkId: number, address: string, now = Date.now()): boolean {
    const until = this.banned.get(`${networkId}|${address}`);
    return until !== undefined && until > now;
  }

  isAllowed(networkId: number, address: string, now = Date.now()): boolean {
    const until = this.allowed.get(`${networkId}|${address}`);
    return until !== undefined && until > now;
  }

  allow(networkId: number, address: string, seconds: number, now = Date.now()) {
    this.allowed.set(`${networkId}|${address}`, now + seconds * 1000);
  }

  /**
   * Counts a connection and decides: 'pass', 'ban' (this address floods: banned now) or
   * 'limit' (the network is over its threshold and the address is not on the allow list).
   */
  admit(
    networkId: number,
    address: string,
    settings: { threshold: number; banSeconds: number },
    now = Date.now(),
  ): 'pass' | 'ban' | 'limit' {
    this.tick(now);
    const key = `${networkId}|${address}`;
    const total = (this.perNetwork.get(networkId) ?? 0) + 1;
    this.perNetwork.set(networkId, total);
    const mine = (this.perAddress.get(key) ?? 0) + 1;
    this.perAddress.set(key, mine);
    if (total > settings.threshold) this.attackUntil.set(networkId, now + 60_000);
    if (this.isAllowed(networkId, address, now)) return 'pass';
    // One address may use a tenth of the threshold per second (at least 5) before it is banned.
    if (mine > Math.max(5, Math.ceil(settings.threshold / 10)) && settings.banSeconds > 0) {
      this.banned.set(key, now + settings.banSeconds * 1000);
      return 'ban';
    }
    return this.underAttack(networkId, now) ? 'limit' : 'pass';
  }

  /** Drops expired entries; called now and then so the maps do not grow without end. */
  sweep(now = Date.now()) {
    for (const map of [this.banned, this.allowed]) {
      for (const [key, until] of map) if (until <= now) map.delete(key);
    }
    for (const [id, until] of this.attackUntil) if (until <= now) this.attackUntil.delete(id);
  }
}
