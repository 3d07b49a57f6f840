import { PongCounter, type PongGate } from '../bedrock/pong-limit';
import type { WorkerMessage } from './messages';

/** Asks awaiting the primary's answer; past this many, pings go unanswered (a flood's). */
const maxWaiting = 10_000;

/**
 * A worker's pongs, counted by the primary for the whole location (`primary.ts`): the kernel
 * spreads a source's datagrams over the workers by source port, so a count per worker would let
 * one address have the limit from each. The asks of one event-loop turn go as one message; the
 * pings wait for the answer, well under a millisecond. The worker's own count comes first, so it
 * never asks for more than the limit of one key in a second.
 */
export class PongAsks implements PongGate {
  private readonly own = new PongCounter();
  private asks: [key: string, limit: number][] = [];
  private answers: ((granted: boolean) => void)[] = [];
  private readonly waiting = new Map<number, ((granted: boolean) => void)[]>();
  private waitingCount = 0;
  private nextId = 0;

  constructor(private readonly send: (message: WorkerMessage) => void) {}

  ask(key: string, limit: number, answer: (granted: boolean) => void) {
    if (this.waitingCount >= maxWaiting || !this.own.take(key, limit)) return answer(false);
    if (this.asks.length === 0) setImmediate(() => this.flush());
    this.asks.push([key, limit]);
    this.answers.push(answer);
    this.waitingCount += 1;
  }

  private flush() {
    const id = this.nextId++;
    this.waiting.set(id, this.answers);
    this.send({ type: 'pongs', id, asks: this.asks });
    this.asks = [];
    this.answers = [];
  }

  /** The primary's answer to the asks sent as `id`. */
  answered(id: number, granted: boolean[]) {
    const answers = this.waiting.get(id) ?? [];
    this.waiting.delete(id);
    this.waitingCount -= answers.length;
    for (const [index, answer] of answers.entries()) answer(granted[index] === true);
  }
}
