import type { Shares } from './shares';
import { subnetOf } from './subnet';

export interface RateSettings {
  /** The network's `connections_per_second_threshold`. */
  threshold: number;
  /** The network's `client_ban_seconds`; 0 refuses what is over the line without banning. */
  banSeconds: number;
}

/** Why a connection is refused for its rate: its address's, subnet's or ASN's share or ban. */
export type RateReason = 'rate_limit' | 'subnet' | 'asn';

/**
 * What a connection may do: pass, or be refused for its address, subnet or ASN. `quiet`: refused
 * under a ban the address was already refused under once (and told why): closed without a word.
 * `jailUntil`: the address keeps coming back under the ban, as an attack tool does and a player
 * told why does not: the edge jails it until the ban ends, so the kernel refuses it from then on.
 */
export type Admission = 'pass' | RateReason | { quiet: RateReason; jailUntil?: number };

const attackHoldMs = 60_000;
/** Past this many addresses told of a ban the record is cleared whole: they are told again. */
const maxTold = 100_000;
/** Quiet refusals of one address under one ban before it is jailed for the rest of the ban. */
export const quietBeforeJail = 2;

/** New connections per second one address may open: a tenth of the threshold, at least 5. */
export const addressShare = (threshold: number) => Math.max(5, Math.ceil(threshold / 10));
/** During an attack, per second, for an address that is not on the allow list. */
export const attackAddressShare = 2;
/** During an attack, per second, from one /24 or /48 of addresses not on the allow list. */
export const subnetShare = (threshold: number) => Math.max(10, threshold);
/** During an attack, per second, from one ASN's addresses not on the allow list. */
export const asnShare = (threshold: number) => Math.max(25, 2 * threshold);

/**
 * Per-network connection-rate defence. A network whose new connections in one second pass its
 * threshold is under attack for the next minute. In peacetime each address may open its share
 * per second. Under attack, addresses not on the allow list may open 2 a second, and their /24
 * (/48) and ASN are counted too, so a flood spread over many addresses of one hosting provider
 * or subnet is refused as a whole. Past a share, the address, subnet or ASN is banned for
 * `client_ban_seconds` (or just refused when bans are off). Telling bots from players among
 * the rest is the checks' job.
 */
export class RateGuard {
  static readonly shares: Shares<RateGuard> = { note: 2, admit: 4 };

  private second = 0;
  /** Per network: its connections this second and the second before. */
  private windows = new Map<number, { second: number; count: number; previous: number }>();
  private counts = new Map<string, number>();
  private bans = new Map<string, number>();
  private attackUntil = new Map<number, number>();
  /**
   * Per ban and address refused under it: the end of the ban the address was told of, and how
   * often it was refused quietly since.
   */
  private told = new Map<string, { until: number; quiet: number }>();

  /** `asn`: an address's ASN, looked up only during an attack. */
  constructor(private readonly asn: (address: string) => number | null = () => null) {}

  /** A call replayed late (another worker's or edge's) from a second gone by counts in this one. */
  private tick(now: number) {
    const second = Math.floor(now / 1000);
    if (second > this.second) {
      this.second = second;
      this.counts.clear();
    }
  }

  private count(key: string): number {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }

  private banned(key: string, now: number): boolean {
    const until = this.bans.get(key);
    return until !== undefined && until > now;
  }

  private ban(key: string, seconds: number, now: number) {
    if (seconds > 0) this.bans.set(key, now + seconds * 1000);
  }

  /**
   * A refusal under the ban `key` (when there is one): the address's first in the ban is told
   * why, a player reads it; its next ones are `quiet`, so a flood that keeps reconnecting costs
   * a close after the handshake, not a kick each, and its `quietBeforeJail`th sends it to the
   * jail (docs/edge.md, "A connection, step by step").
   */
  private refusal(
    key: string,
    address: string,
    reason: RateReason,
    now: number,
    login: boolean,
  ): Admission {
    const until = this.bans.get(key);
    if (!login || until === undefined || until <= now) return reason;
    const told = `${key}>${address}`;
    const entry = this.told.get(told);
    if (entry?.until === until) {
      entry.quiet += 1;
      return entry.quiet === quietBeforeJail
        ? { quiet: reason, jailUntil: until }
        : { quiet: reason };
    }
    if (this.told.size >= maxTold) this.told.clear();
    this.told.set(told, { until, quiet: 0 });
    return reason;
  }

  /**
   * A new connection to the network, counted for its attack state (refused at accept too). The
   * rate is over the last second, sliding: this second's count plus the share of the second
   * before that still lies within it, so a burst across a second boundary is seen whole. A call
   * replayed late from the second before (another worker's or edge's, a hop behind) counts in
   * that second; one older than that is outside the window.
   */
  note(networkId: number, threshold: number, now = Date.now()) {
    this.window(networkId, threshold, now);
  }

  private window(networkId: number, threshold: number, now: number) {
    this.tick(now);
    const second = Math.floor(now / 1000);
    let w = this.windows.get(networkId);
    if (!w) {
      w = { second, count: 0, previous: 0 };
      this.windows.set(networkId, w);
    } else if (second > w.second) {
      w.previous = w.second === second - 1 ? w.count : 0;
      w.second = second;
      w.count = 0;
    }
    let rate: number;
    if (second === w.second) {
      w.count += 1;
      rate = w.count + w.previous * (1 - (now % 1000) / 1000);
    } else if (second === w.second - 1) {
      w.previous += 1;
      rate = w.previous;
    } else return;
    if (rate > threshold) this.attackUntil.set(networkId, now + attackHoldMs);
  }

  /** The network's new connections over the last second, sliding, as `note` counts them. */
  rate(networkId: number, now = Date.now()): number {
    const w = this.windows.get(networkId);
    const second = Math.floor(now / 1000);
    if (!w || w.second < second - 1) return 0;
    if (w.second < second) return w.count * (1 - (now % 1000) / 1000);
    return w.count + w.previous * (1 - (now % 1000) / 1000);
  }

  /** Whether the network saw more new connections in a second than its threshold lately. */
  underAttack(networkId: number, now = Date.now()): boolean {
    return (this.attackUntil.get(networkId) ?? 0) > now;
  }

  /**
   * Counts a connection and decides. `allowed`: the address is on the network's allow list, so
   * it keeps its peacetime share during an attack and never answers for its subnet or ASN.
   * `login`: a refusal would be told why; a status request is closed anyway, so it tells the
   * address nothing and leaves its login's refusal to be told.
   */
  admit(
    networkId: number,
    address: string,
    settings: RateSettings,
    allowed: boolean,
    now = Date.now(),
    login = true,
  ): Admission {
    this.window(networkId, settings.threshold, now);
    const own = `${networkId}|a|${address}`;
    if (this.banned(own, now)) return this.refusal(own, address, 'rate_limit', now, login);
    const strict = !allowed && this.underAttack(networkId, now);
    const subnet = strict ? `${networkId}|s|${subnetOf(address)}` : '';
    const as = strict ? this.asn(address) : null;
    const provider = as === null ? '' : `${networkId}|n|${as}`;
    if (strict && this.banned(subnet, now))
      return this.refusal(subnet, address, 'subnet', now, login);
    if (provider && this.banned(provider, now))
      return this.refusal(provider, address, 'asn', now, login);
    const share = strict ? attackAddressShare : addressShare(settings.threshold);
    if (this.count(own) > share) {
      this.ban(own, settings.banSeconds, now);
      return this.refusal(own, address, 'rate_limit', now, login);
    }
    if (!strict) return 'pass';
    if (this.count(subnet) > subnetShare(settings.threshold)) {
      this.ban(subnet, settings.banSeconds, now);
      return this.refusal(subnet, address, 'subnet', now, login);
    }
    if (provider && this.count(provider) > asnShare(settings.threshold)) {
      this.ban(provider, settings.banSeconds, now);
      return this.refusal(provider, address, 'asn', now, login);
    }
    return 'pass';
  }

  /** Drops expired entries; called now and then so the maps do not grow without end. */
  sweep(now = Date.now()) {
    for (const [key, until] of this.bans) if (until <= now) this.bans.delete(key);
    for (const [key, { until }] of this.told) if (until <= now) this.told.delete(key);
    for (const [id, until] of this.attackUntil) if (until <= now) this.attackUntil.delete(id);
    const second = Math.floor(now / 1000);
    for (const [id, w] of this.windows) if (w.second < second - 1) this.windows.delete(id);
  }
}
