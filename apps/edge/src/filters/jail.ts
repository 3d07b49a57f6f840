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
 * Networks are only known after the handshake, so this is the one defence that costs nothing
 * but the accept.
 */
export class Jail {
  static readonly shares: Shares<Jail> = { strike: 1, lock: 3 };

  /**
   * Told of each sentence as it is passed: the kernel's first line drops the address too, and
   * answers when it does.
   */
  onSentence: ((address: string, until: number, sentence: Sentence) => Promise<void>) | null = null;
  private strikes = new Map<string, { count: number; since: number }>();
  private locked = new Map<string, Sentence & { until: number; told: number }>();
  /** Per address, its last sentence's length and end, kept `repeatWindowMs` past the end. */
  private served = new Map<string, { ms: number; until: number }>();

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
    return this.onSentence?.(address, locked.until, sentence);
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

  /** Why the address is refused at accept, or null. */
  check(address: string, now = Date.now()): Sentence | null {
    const locked = this.locked.get(address);
    if (locked && locked.until > now) return locked;
    const struck = this.strikes.get(address);
    if (struck && struck.count > maxStrikes && now - struck.since <= strikeWindowMs) return garbage;
    return null;
  }

  sweep(now = Date.now()) {
    for (const [address, entry] of this.strikes)
      if (now - entry.since > strikeWindowMs) this.strikes.delete(address);
    for (const [address, entry] of this.locked) if (entry.until <= now) this.locked.delete(address);
    for (const [address, entry] of this.served)
      if (now - entry.until > repeatWindowMs) this.served.delete(address);
  }
}
