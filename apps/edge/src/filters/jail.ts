import type { DropReason } from '@palisade/contract';
import type { Shares } from './shares';

/** Invalid first packets an address may send per minute before it is refused on sight. */
const maxStrikes = 20;
const strikeWindowMs = 60_000;
/** Longest an address is refused at accept for one network's sentence. */
const maxLockMs = 5 * 60_000;
/** How long after a sentence ends the address's next one counts as a repeat (`sentence`). */
const repeatWindowMs = 10 * 60_000;
/** Addresses whose last sentence is kept; past it the oldest is forgotten first. */
const maxServed = 100_000;
/**
 * Logins of a jailed address told why per sentence: a player retrying reads the reason, a bot
 * that keeps coming gets the reset at accept after these (see `tell`).
 */
export const toldPerSentence = 3;
/**
 * Addresses of one provider (ASN) that fail the in-world check or stay silent in it
 * (`suspect`) within `providerWindowMs` before the provider's new addresses are refused at
 * accept for `providerLockMs` (`check`), unless the provider had players here within
 * `playersKeptMs` (`played`).
 */
export const providerSuspects = 8;
const providerWindowMs = 10_000;
export const providerLockMs = 60_000;
export const playersKeptMs = 24 * 3_600_000;

export interface Sentence {
  /** The network whose refusal put the address here; null for garbage (no network known). */
  networkId: number | null;
  reason: DropReason;
  /** Told why already (its network's ban said so): none of its connections is read for a login. */
  quiet?: true;
}

/** What an address that keeps sending what is not Minecraft is refused for. */
const garbage: Sentence = { networkId: null, reason: 'invalid' };

/**
 * Edge-wide refusal at accept, before a byte is read: addresses already known bad whatever
 * network they ask for. One that keeps sending what is not Minecraft, and one that failed the
 * in-world verification (a bot), are refused here while it lasts. A network's rate-limit ban is
 * not: its threshold is the customer's choice and must not shut the address out of the other
 * networks behind the edge. An address that keeps coming back under such a ban, told why, is:
 * that is an attack tool's behaviour, not a player's (`filters/rate.ts`, `quietBeforeJail`).
 * So, for a while, are the new addresses of a provider whose addresses fail the in-world check
 * one after another and that has no players here (`suspect`). Networks are only known after
 * the handshake, so this is the one defence that costs nothing but the accept.
 */
export class Jail {
  static readonly shares: Shares<Jail> = { strike: 1, lock: 3, suspect: 2, played: 1 };

  /**
   * Told of each sentence as it is passed: the kernel's first line drops the address too, and
   * answers when it does.
   */
  onSentence: ((address: string, until: number, sentence: Sentence) => Promise<void>) | null = null;
  private strikes = new Map<string, { count: number; since: number }>();
  private locked = new Map<string, Sentence & { until: number; told: number }>();
  /** Per address, its last sentence's length and end, kept `repeatWindowMs` past the end. */
  private served = new Map<string, { ms: number; until: number }>();
  /** Per provider, its addresses that failed or stayed silent in the current window. */
  private providers = new Map<number, { since: number; suspects: Set<string> }>();
  /** Providers with players here, and when one last passed the check or played. */
  private withPlayers = new Map<number, number>();
  /** Providers whose new addresses are refused at accept, and until when. */
  private lockedProviders = new Map<number, Sentence & { until: number }>();

  /** `asn`: an address's provider, looked up at accept only while a provider is jailed. */
  constructor(private readonly asn: (address: string) => number | null = () => null) {}

  strike(address: string, now = Date.now()) {
    const entry = this.strikes.get(address);
    if (!entry || now - entry.since > strikeWindowMs)
      this.strikes.set(address, { count: 1, since: now });
    else if (++entry.count === maxStrikes + 1)
      this.onSentence?.(address, entry.since + strikeWindowMs, garbage);
  }

  /**
   * Refuses the address at accept until `until` (at most `maxLockMs`). Answers, when this process
   * keeps the kernel's first line, once the kernel refuses it too: a client told of its sentence
   * after that cannot reconnect into user space.
   */
  lock(
    address: string,
    until: number,
    sentence: Sentence,
    now = Date.now(),
  ): Promise<void> | undefined {
    const told = sentence.quiet ? toldPerSentence : 0;
    const locked = { ...sentence, until: Math.min(until, now + maxLockMs), told };
    this.locked.set(address, locked);
    this.served.delete(address);
    this.served.set(address, { ms: locked.until - now, until: locked.until });
    if (this.served.size > maxServed) this.served.delete(this.served.keys().next().value ?? '');
    if (sentence.reason === 'verification' && sentence.networkId !== null)
      this.noteSuspect(address, sentence.networkId, now);
    return this.onSentence?.(address, locked.until, sentence);
  }

  /**
   * An address passed the in-world check, or played: its provider has players here, and is
   * never refused as a whole (`suspect`) for `playersKeptMs` after.
   */
  played(address: string, now = Date.now()) {
    const asn = this.asn(address);
    if (asn === null) return;
    this.withPlayers.delete(asn);
    this.withPlayers.set(asn, now);
  }

  /**
   * An address in the network's in-world check failed it, or sent nothing a second after its
   * login success (a raw bot's way; a client answers in a round trip). A proxy list's addresses
   * come from a few hosting providers: once `providerSuspects` addresses of one provider have
   * done either within `providerWindowMs`, the provider's new addresses are refused at accept
   * for `providerLockMs` and jailed as they come (in the kernel too), rather than verified one
   * by one. Edge-wide, as the jail is, so only a provider without players here: one that had
   * any within `playersKeptMs` (`played`) is not, whatever its addresses do, so a few silent
   * logins from a players' ISP cannot shut its new players out. An address a network allows
   * still gets in: the listener lets it through before it asks the jail. Each address counts
   * once in a window.
   */
  suspect(address: string, networkId: number, now = Date.now()) {
    this.noteSuspect(address, networkId, now);
  }

  /** `suspect`'s work, also done by `lock` for a failure: neither shares it again. */
  private noteSuspect(address: string, networkId: number, now: number) {
    const asn = this.asn(address);
    if (asn === null) return;
    const playedAt = this.withPlayers.get(asn);
    if (playedAt !== undefined && now - playedAt < playersKeptMs) return;
    let seen = this.providers.get(asn);
    if (!seen || now - seen.since > providerWindowMs) {
      seen = { since: now, suspects: new Set() };
      this.providers.set(asn, seen);
    }
    seen.suspects.add(address);
    if (seen.suspects.size < providerSuspects) return;
    this.providers.delete(asn);
    this.lockedProviders.set(asn, {
      networkId,
      reason: 'asn',
      quiet: true,
      until: now + providerLockMs,
    });
  }

  /**
   * How long a sentence of `ms` is for this address: twice its last one when it is sentenced
   * again within `repeatWindowMs` of the last one's end, five minutes at most. An attack tool's
   * addresses come back the moment they are let out and fail again, each failure a first
   * contact in user space; a player told why seldom fails twice.
   */
  sentence(address: string, ms: number, now = Date.now()): number {
    const last = this.served.get(address);
    if (!last || now - last.until > repeatWindowMs) return ms;
    return Math.min(Math.max(ms, 2 * last.ms), maxLockMs);
  }

  /**
   * Whether this connection of a jailed address may be read for a login and told why: the first
   * `toldPerSentence` of a network's sentence are, the rest and garbage senders are not.
   */
  tell(address: string, now = Date.now()): boolean {
    const locked = this.locked.get(address);
    if (!locked || locked.until <= now || locked.told >= toldPerSentence) return false;
    locked.told += 1;
    return true;
  }

  /**
   * Why the address is refused at accept, or null. An address of a jailed provider is jailed
   * itself as it comes, quiet: reset, not read.
   */
  check(address: string, now = Date.now()): Sentence | null {
    const locked = this.locked.get(address);
    if (locked && locked.until > now) return locked;
    const struck = this.strikes.get(address);
    if (struck && struck.count > maxStrikes && now - struck.since <= strikeWindowMs) return garbage;
    if (this.lockedProviders.size === 0) return null;
    const asn = this.asn(address);
    const provider = asn === null ? undefined : this.lockedProviders.get(asn);
    if (!provider || provider.until <= now) return null;
    const { until, ...sentence } = provider;
    void this.lock(address, until, sentence, now);
    return sentence;
  }

  sweep(now = Date.now()) {
    for (const [address, entry] of this.strikes)
      if (now - entry.since > strikeWindowMs) this.strikes.delete(address);
    for (const [address, entry] of this.locked) if (entry.until <= now) this.locked.delete(address);
    for (const [address, entry] of this.served)
      if (now - entry.until > repeatWindowMs) this.served.delete(address);
    for (const [asn, seen] of this.providers)
      if (now - seen.since > providerWindowMs) this.providers.delete(asn);
    // Oldest first: the first one still kept ends the sweep.
    for (const [asn, at] of this.withPlayers) {
      if (now - at < playersKeptMs) break;
      this.withPlayers.delete(asn);
    }
    for (const [asn, entry] of this.lockedProviders)
      if (entry.until <= now) this.lockedProviders.delete(asn);
  }
}
