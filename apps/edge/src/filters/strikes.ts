/** Invalid first packets an address may send per minute before it is dropped on sight. */
const maxStrikes = 20;
const windowMs = 60_000;

/**
 * Edge-wide defence against garbage floods: an address that keeps opening connections with
 * something that is not a Minecraft handshake is refused at accept, before a byte is read,
 * for the rest of the minute. Networks are only known after the handshake, so this is the one
 * filter that can act earlier.
 */
export class Strikes {
  private counts = new Map<string, { count: number; since: number }>();

  strike(address: string, now = Date.now()) {
    const entry = this.counts.get(address);
    if (!entry || now - entry.since > windowMs) this.counts.set(address, { count: 1, since: now });
    else entry.count += 1;
  }

  jailed(address: string, now = Date.now()): boolean {
    const entry = this.counts.get(address);
    return entry !== undefined && entry.count > maxStrikes && now - entry.since <= windowMs;
  }

  sweep(now = Date.now()) {
    for (const [address, entry] of this.counts)
      if (now - entry.since > windowMs) this.counts.delete(address);
  }
}
