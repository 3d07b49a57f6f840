/** Past this many keys in a second the count starts again: memory stays bounded under any flood. */
const maxKeys = 100_000;

/**
 * Pongs per key (a tunnel port and an address) in the current second. A pong is the one answer
 * larger than the datagram it answers, and a ping's source address may be spoofed: this count is
 * what holds a victim's share of the edge's pongs (docs/security.md).
 */
export class PongCounter {
  private second = 0;
  private counts = new Map<string, number>();

  /** Counts a pong for `key` when it is within `limit` this second; false otherwise. */
  take(key: string, limit: number, now = Date.now()): boolean {
    const second = Math.floor(now / 1000);
    if (second !== this.second || this.counts.size >= maxKeys) {
      this.second = second;
      this.counts = new Map();
    }
    const sent = this.counts.get(key) ?? 0;
    if (sent >= limit) return false;
    this.counts.set(key, sent + 1);
    return true;
  }
}

/**
 * Decides which pings get a pong. An edge in one process counts itself; an edge's workers ask
 * the primary, which counts for all of them (`workers/pong-asks.ts`), so the limit is the
 * location's, not each worker's.
 */
export interface PongGate {
  /** Calls `answer` once: whether a pong for `key` is within `limit` per second. */
  ask(key: string, limit: number, answer: (granted: boolean) => void): void;
}

/** The pong count of an edge that serves players in one process: decided at once. */
export function ownPongs(): PongGate {
  const counter = new PongCounter();
  return { ask: (key, limit, answer) => answer(counter.take(key, limit)) };
}
