import type { BackendHealthReport, DropReason, EdgeSnapshot } from '@palisade/contract';
import type { Registry } from 'prom-client';
import type { LimitSettings } from '../bedrock/limiter';
import type { PlaneSettings } from '../data-plane';
import type { Sentence } from '../filters/jail';
import type { RateSettings } from '../filters/rate';
import type { LoginInfo } from '../ports';

/**
 * A change to the filters' memory made by one worker, replayed by the others with the time it
 * was made: method name and arguments of `filters/`' classes (`shared-filters.ts`).
 */
export type FilterOp =
  | ['note', networkId: number, threshold: number, now: number]
  | [
      'admit',
      networkId: number,
      address: string,
      settings: RateSettings,
      allowed: boolean,
      now: number,
    ]
  | ['strike', address: string, now: number]
  | ['lock', address: string, until: number, sentence: Sentence, now: number]
  | [
      'allow',
      networkId: number,
      address: string,
      seconds: number,
      now: number,
      transferred: boolean,
    ]
  | ['takeTransfer', networkId: number, address: string, now: number]
  | ['sawPing', networkId: number, address: string, now: number]
  | ['reconnected', networkId: number, address: string, now: number]
  | ['limit', networkId: number, address: string, settings: LimitSettings, now: number];

/** What a worker counted and when, for the primary's one `Recorder` (`outbox.ts`). */
export type CountOp =
  | [
      'connection',
      networkId: number,
      info: { address: string; domain: string | null; bytes: number } | null,
      at: number,
    ]
  | ['statusPing', networkId: number, at: number]
  | ['dropped', networkId: number, reason: DropReason, at: number]
  | [
      'bytes',
      networkId: number,
      sessionId: string | null,
      bytesIn: number,
      bytesOut: number,
      at: number,
    ]
  | ['login', networkId: number, info: LoginInfo, sessionId: string, at: number]
  | ['played', sessionId: string, at: number]
  | ['logout', sessionId: string, at: number]
  | [
      'bedrockTunnel',
      tunnelId: number,
      bytesIn: number,
      bytesOut: number,
      players: number,
      at: number,
    ]
  | ['wake', setId: number];

export type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** From a worker to the primary. */
export type WorkerMessage =
  | { type: 'listening'; port: number }
  /** The worker routes by this snapshot version now. */
  | { type: 'applied'; version: number }
  | { type: 'ops'; filters: FilterOp[]; counts: CountOp[] }
  /** Pongs this worker would send: per key (tunnel port and address), the limit per second. */
  | { type: 'pongs'; id: number; asks: [key: string, limit: number][] }
  | { type: 'health'; backends: BackendHealthReport['backends'] }
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
