import { randomUUID } from 'node:crypto';
import type { DropReason } from '@palisade/contract';
import type {
  ConnectionInfo,
  LoginInfo,
  RefusedClient,
  SessionEnd,
  TelemetrySink,
  WakeSink,
} from '../ports';
import type { CountOp, Counts, FilterOp, WorkerMessage } from './messages';

type BytesOp = Extract<CountOp, { 0: 'bytes' }>;

/**
 * What a worker tells the primary, gathered over one turn of the event loop and sent as one
 * message: the filters' changes for the other workers, and what it counted for telemetry. The
 * relay's byte counts, reported per chunk, are added up per session before they go.
 */
export class Outbox implements TelemetrySink, WakeSink {
  private filterOps: FilterOp[] = [];
  private counts: CountOp[] = [];
  private relayed = new Map<string, BytesOp>();
  private scheduled = false;

  constructor(private readonly send: (message: WorkerMessage) => void) {}

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends what this turn gathered; bytes after logins, so a new session's first bytes are its. */
  flush() {
    this.scheduled = false;
    for (const op of this.relayed.values()) this.counts.push(op);
    this.relayed.clear();
    if (this.filterOps.length === 0 && this.counts.length === 0) return;
    this.send({ type: 'ops', filters: this.filterOps, counts: this.counts });
    this.filterOps = [];
    this.counts = [];
  }

  readonly share = (op: FilterOp) => {
    this.filterOps.push(op);
    this.schedule();
  };

  private count<M extends keyof Counts>(method: M, args: Parameters<Counts[M]>, at = Date.now()) {
    this.counts.push([method, args, at] as CountOp);
    this.schedule();
  }

  connection(networkId: number, info?: ConnectionInfo) {
    const sent = info ? { address: info.address, domain: info.domain, bytes: info.bytes } : null;
    this.count('connection', [networkId, sent]);
  }

  statusPing(networkId: number) {
    this.count('statusPing', [networkId]);
  }

  dropped(networkId: number, reason: DropReason) {
    this.count('dropped', [networkId, reason]);
  }

  refused(networkId: number, reason: DropReason, { geo: _, ...who }: RefusedClient) {
    this.count('refused', [networkId, reason, who]);
  }

  bytes(networkId: number, sessionId: string | null, bytesIn: number, bytesOut: number) {
    const key = `${networkId}|${sessionId ?? ''}`;
    const op = this.relayed.get(key);
    if (op) {
      op[1][2] += bytesIn;
      op[1][3] += bytesOut;
    } else this.relayed.set(key, ['bytes', [networkId, sessionId, bytesIn, bytesOut], Date.now()]);
    this.schedule();
  }

  login(networkId: number, info: LoginInfo): string {
    const id = randomUUID();
    this.count('login', [networkId, info, id]);
    return id;
  }

  played(sessionId: string) {
    this.count('played', [sessionId]);
  }

  logout(sessionId: string, end?: SessionEnd) {
    this.count('logout', [sessionId, end ?? null]);
  }

  bedrockTunnel(
    tunnelId: number,
    bytesIn: number,
    bytesOut: number,
    players: number,
    now = Date.now(),
  ) {
    this.count('bedrockTunnel', [tunnelId, bytesIn, bytesOut, players], now);
  }

  /** A set with wake on join found asleep: the primary's health report asks the API. */
  want(setId: number) {
    this.count('want', [setId]);
  }
}
