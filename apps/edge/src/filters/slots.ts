/**
 * Verifications under way at once: per network, and per address, subnet and ASN within it. A
 * verification holds a socket and a little state (the world it sends is built once per release),
 * so a network may run a few thousand; its subnets and providers only a few each. A silent bot
 * gives its slot up after `silentGraceMs`, so a network's slots take a flood of about that many
 * new addresses a second before a newcomer finds them all held by bots still within their grace
 * and is refused (with 1,024, players were refused at random in a flood of 1,000 a second).
 */
export const slotLimits = { network: 4096, address: 1, subnet: 4, asn: 32 } as const;
type Kind = keyof typeof slotLimits;

/**
 * How long a client may stay silent after the login success before a newcomer may take its slot
 * when the slots are full. Answering it is one round trip on the client's network thread, so a
 * real client does it well within this; a bot that sends its login and waits does not.
 */
export const silentGraceMs = 1000;

/** A verification's slots, while it runs. */
export interface SlotHold {
  /** Gives the slots back; again is harmless. */
  release(): void;
  /** The client answered the first step: from now on its slots are its own until it ends. */
  answered(): void;
  /**
   * What ends the verification when a newcomer takes these slots from a client still silent
   * after the grace (at once if it already did). A plain callback: an AbortController per
   * verification, and the DOMException its abort makes, cost a flood's every new address.
   */
  whenTaken(listener: () => void): void;
  /** Whether a newcomer took them. */
  readonly taken: boolean;
}

/** One slot of each of its keys, while its verification runs. */
class Hold implements SlotHold {
  taken = false;
  /** Has not answered the first step, nor given the slots back. */
  silent = true;
  private released = false;
  private onTaken: (() => void) | null = null;

  constructor(
    private readonly slots: Slots,
    private readonly keys: readonly Key[],
    readonly since: number,
  ) {}

  release() {
    if (this.released) return;
    this.released = true;
    this.answered();
    for (const key of this.keys) this.slots.give(key);
  }

  answered() {
    if (!this.silent) return;
    this.silent = false;
    for (const key of this.keys) key.silent -= 1;
  }

  whenTaken(listener: () => void) {
    if (this.taken) listener();
    else this.onTaken = listener;
  }

  /** A newcomer takes these slots. */
  abort() {
    this.release();
    this.taken = true;
    this.onTaken?.();
  }
}

/** A key's slots: how many are held, and by whom while silent, oldest first. */
class Key {
  held = 0;
  /** Holders in the order they came; those that answered or left since are skipped, then dropped. */
  private queue: Hold[] = [];
  private head = 0;
  /** How many of the queue are still silent. */
  silent = 0;

  constructor(
    readonly id: string,
    readonly limit: number,
  ) {}

  get full() {
    return this.held >= this.limit;
  }

  hold(holder: Hold) {
    this.held += 1;
    // Compacts once most of what is queued answered or left, so a key that never fills stays small.
    if (this.queue.length - this.head > 2 * this.silent + 16) {
      this.queue = this.queue.slice(this.head).filter((h) => h.silent);
      this.head = 0;
    }
    this.queue.push(holder);
    this.silent += 1;
  }

  /** The oldest holder still silent after the grace, whose slot a newcomer may take. */
  evictable(now: number): Hold | undefined {
    while (this.head < this.queue.length) {
      const holder = this.queue[this.head] as Hold;
      if (holder.silent) return now - holder.since >= silentGraceMs ? holder : undefined;
      this.head += 1;
    }
    return undefined;
  }
}

const kinds = Object.keys(slotLimits) as Kind[];

/**
 * Caps the in-world verifications running at once. A flood may fill the network's slots, but
 * one subnet or provider only a few of them, so new players from elsewhere still find one. When
 * a key is full, a newcomer takes the slot of the oldest client of that key that has not
 * answered its first step within `silentGraceMs`: bots that log in and wait hold a slot for
 * about as long as the flood takes to fill them all (at least the grace), not for the whole
 * time-out, while every client that answered keeps its slot. A flood's every new address takes
 * and gives back slots, so a take makes few objects: a key lives only while it is held.
 */
export class Slots {
  private keys = new Map<string, Key>();

  /** Takes a slot of each key, or none when one is full and no silent client's can be taken. */
  take(keys: Partial<Record<Kind, string>>, now = performance.now()): SlotHold | null {
    const wanted: Key[] = [];
    for (const kind of kinds) {
      const name = keys[kind];
      if (name === undefined) continue;
      const id = `${kind}|${name}`;
      const key = this.keys.get(id) ?? new Key(id, slotLimits[kind]);
      if (key.full && !key.evictable(now)) return null;
      wanted.push(key);
    }
    // Found before any goes: one silent client may be the oldest of two full keys, and gives way once.
    const evicted = wanted.filter((key) => key.full).map((key) => key.evictable(now));
    for (const holder of evicted) holder?.abort();
    if (wanted.some((key) => key.full)) return null;
    const hold = new Hold(this, wanted, now);
    for (const key of wanted) {
      if (key.held === 0) this.keys.set(key.id, key);
      key.hold(hold);
    }
    return hold;
  }

  /** A hold's slot of the key is free again. */
  give(key: Key) {
    key.held -= 1;
    if (key.held === 0) this.keys.delete(key.id);
  }
}
