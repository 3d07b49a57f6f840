import type { BackendHealthReport, DropReason, EdgeSnapshot } from '@palisade/contract';
import type { Registry } from 'prom-client';
import type { Filters, PlaneSettings } from '../data-plane';
import type { ConnectionInfo, LoginInfo, RefusedClient, SessionEnd } from '../ports';

/**
 * A call that changed a filter's memory in one worker, for the others to replay: the filter's
 * name in `Filters`, the method its class shares (`filters/shares.ts`) and the arguments it was
 * called with, its time among them (`shared-filters.ts`).
 */
export type FilterOp = [filter: keyof Filters, method: string, args: unknown[]];

/**
 * The calls of the data plane's ports (`ports.ts`: `TelemetrySink` and `WakeSink`) as a worker
 * sends them to the primary, fit for JSON: every argument given, the time apart, a connection
 * without its lookups (the primary looks the address up), a login with the id the worker gave
 * its session.
 */
export interface Counts {
  connection(networkId: number, info: Omit<ConnectionInfo, 'geo'> | null): void;
  statusPing(networkId: number): void;
  dropped(networkId: number, reason: DropReason): void;
  refused(networkId: number, reason: DropReason, who: Omit<RefusedClient, 'geo'>): void;
  bytes(networkId: number, sessionId: string | null, bytesIn: number, bytesOut: number): void;
  login(networkId: number, info: LoginInfo, sessionId: string): void;
  played(sessionId: string): void;
  logout(sessionId: string, end: SessionEnd | null): void;
  bedrockTunnel(tunnelId: number, bytesIn: number, bytesOut: number, players: number): void;
  want(setId: number): void;
}

/**
 * What a worker counted and when, for the primary's one `Recorder` (`outbox.ts`, `counts.ts`):
 * the method of `Counts`, its arguments, the time.
 */
export type CountOp = {
  [M in keyof Counts]: [method: M, args: Parameters<Counts[M]>, at: number];
}[keyof Counts];

export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** From a worker to the primary. */
export type WorkerMessage =
  | { type: 'listening'; port: number }
  /** The worker routes by this snapshot version now. */
  | { type: 'applied'; version: number }
  | { type: 'ops'; filters: FilterOp[]; counts: CountOp[] }
  /** Pongs this worker would send: per key (tunnel port and address), the limit per second. */
  | { type: 'pongs'; id: number; asks: [key: string, limit: number][] }
  | { type: 'health'; backends: BackendHealthReport['backends']; saturated: boolean }
  | { type: 'metrics'; id: number; metrics: MetricsJson }
  | { type: 'log'; level: 'info' | 'warn'; message: string };

/** From the primary to a worker. */
export type PrimaryMessage =
  /** `memory`: what the filters of the location remember (`shared-filters.ts`' `memoryOf`). */
  | { type: 'start'; options: PlaneSettings; memory: string }
  | { type: 'snapshot'; snapshot: EdgeSnapshot }
  | { type: 'filters'; ops: FilterOp[] }
  /** Per ask of the worker's `pongs` message, whether the location's count allows the pong. */
  | { type: 'pongs'; id: number; granted: boolean[] }
  | { type: 'metrics'; id: number }
  | { type: 'stop' };
