import type { WakeSink } from '../ports';

/**
 * Backend sets with wake on join that a player found asleep (every backend down), for the next
 * health report to ask the API to wake. A set is asked at most once per `everyMs` from this
 * edge; the API keeps the once-a-minute rule across edges.
 */
export class WakeRequests implements WakeSink {
  private wanted = new Set<number>();
  private askedAt = new Map<number, number>();
  /** Called when a set is newly wanted: the edge sends a report now rather than in 10 s. */
  onWant: () => void = () => undefined;

  constructor(private readonly everyMs = 10_000) {}

  want(setId: number) {
    const now = Date.now();
    if (now - (this.askedAt.get(setId) ?? Number.NEGATIVE_INFINITY) < this.everyMs) return;
    this.askedAt.set(setId, now);
    this.wanted.add(setId);
    this.onWant();
  }

  /** The sets to ask for in the report being sent. */
  take(): number[] {
    const ids = [...this.wanted];
    this.wanted.clear();
    return ids;
  }

  /** Sets of a report that did not arrive: asked again with the next one. */
  giveBack(ids: number[]) {
    for (const id of ids) this.wanted.add(id);
  }
}
