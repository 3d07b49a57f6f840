/**
 * Per-network connection-rate defence. Each network counts new connections per second; when
 * it passes `connections_per_second_threshold` the network is under attack for a minute. An
 * address may open a tenth of the threshold per second (at least 5), and only 2 per second
 * while the network is under attack; past that it is banned for `client_ban_seconds` (or just
 * refused when bans are off). Addresses that logged in recently (the allow list, kept
 * `client_allow_seconds`) are never limited. A flood from many addresses thus costs each of
 * them its own share, while a new player's single connection still gets in; telling bots from
 * players past that is the verification server's job.
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
   * Counts a connection and decides: 'pass', 'ban' (this address is over its share: banned
   * now) or 'limit' (over its share, with bans off).
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
    const share = this.underAttack(networkId, now)
      ? 2
      : Math.max(5, Math.ceil(settings.threshold / 10));
    if (mine <= share) return 'pass';
    if (settings.banSeconds === 0) return 'limit';
    this.banned.set(key, now + settings.banSeconds * 1000);
    return 'ban';
  }

  /** Drops expired entries; called now and then so the maps do not grow without end. */
  sweep(now = Date.now()) {
    for (const map of [this.banned, this.allowed]) {
      for (const [key, until] of map) if (until <= now) map.delete(key);
    }
    for (const [id, until] of this.attackUntil) if (until <= now) this.attackUntil.delete(id);
  }
}
