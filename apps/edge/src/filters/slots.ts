/**
 * Verifications under way at once: per network, and per address, subnet and ASN within it. A
 * verification holds a socket and a little state (the world it sends is built once per release),
 * so a network may run hundreds; its subnets and providers only a few each.
 */
export const slotLimits = { network: 512, address: 1, subnet: 4, asn: 32 } as const;
type Kind = keyof typeof slotLimits;

/**
 * Caps the in-world verifications running at once. A flood may fill the network's slots, but
 * one subnet or provider only a few of them, so new players from elsewhere still find one.
 */
export class Slots {
  private taken = new Map<string, number>();

  /** Takes a slot of each key, or none when one is full; answers how to give them back. */
  take(keys: Partial<Record<Kind, string>>): (() => void) | null {
    const held = Object.entries(keys) as [Kind, string][];
    if (held.some(([kind, key]) => (this.taken.get(`${kind}|${key}`) ?? 0) >= slotLimits[kind]))
      return null;
    for (const [kind, key] of held)
      this.taken.set(`${kind}|${key}`, (this.taken.get(`${kind}|${key}`) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [kind, key] of held) {
        const left = (this.taken.get(`${kind}|${key}`) ?? 1) - 1;
        if (left === 0) this.taken.delete(`${kind}|${key}`);
        else this.taken.set(`${kind}|${key}`, left);
      }
    };
  }
}
