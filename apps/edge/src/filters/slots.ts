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

interface Holder {
  since: number;
  abort: () => void;
}

/**
 * Caps the in-world verifications running at once. A flood may fill the network's slots, but
 * one subnet or provider only a few of them, so new players from elsewhere still find one. When
 * a key is full, a newcomer takes the slot of the oldest client of that key that has not
 * answered its first step within `silentGraceMs`: bots that log in and wait hold a slot for
 * about as long as the flood takes to fill them all (at least the grace), not for the whole
 * time-out, while every client that answered keeps its slot.
 */
export class Slots {
  private taken = new Map<string, number>();
  /** Per key, the clients that have not answered yet, oldest first. */
  private silent = new Map<string, Set<Holder>>();

  /** Takes a slot of each key, or none when one is full and no silent client's can be taken. */
  take(keys: Partial<Record<Kind, string>>, now = performance.now()): SlotHold | null {
    const wanted = (Object.entries(keys) as [Kind, string][]).map(([kind, key]) => ({
      key: `${kind}|${key}`,
      limit: slotLimits[kind],
    }));
    const full = wanted.filter(({ key, limit }) => (this.taken.get(key) ?? 0) >= limit);
    const evicted = full.map(({ key }) => this.oldestSilent(key, now));
    if (evicted.some((holder) => holder === undefined)) return null;
    for (const holder of evicted) holder?.abort();
    if (wanted.some(({ key, limit }) => (this.taken.get(key) ?? 0) >= limit)) return null;
    return this.hold(
      wanted.map(({ key }) => key),
      now,
    );
  }

  private oldestSilent(key: string, now: number): Holder | undefined {
    const oldest = this.silent.get(key)?.values().next().value;
    return oldest && now - oldest.since >= silentGraceMs ? oldest : undefined;
  }

  private hold(keys: string[], since: number): SlotHold {
    let released = false;
    let taken = false;
    let onTaken: (() => void) | null = null;
    const quiet = () => {
      for (const key of keys) {
        const waiting = this.silent.get(key);
        waiting?.delete(holder);
        if (waiting?.size === 0) this.silent.delete(key);
      }
    };
    const hold: SlotHold = {
      release: () => {
        if (released) return;
        released = true;
        quiet();
        for (const key of keys) {
          const left = (this.taken.get(key) ?? 1) - 1;
          if (left === 0) this.taken.delete(key);
          else this.taken.set(key, left);
        }
      },
      answered: quiet,
      whenTaken: (listener) => {
        if (taken) listener();
        else onTaken = listener;
      },
      get taken() {
        return taken;
      },
    };
    const holder: Holder = {
      since,
      abort: () => {
        hold.release();
        taken = true;
        onTaken?.();
      },
    };
    for (const key of keys) {
      this.taken.set(key, (this.taken.get(key) ?? 0) + 1);
      const waiting = this.silent.get(key) ?? new Set();
      waiting.add(holder);
      this.silent.set(key, waiting);
    }
    return hold;
  }
}
