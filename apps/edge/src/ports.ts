import type { DropReason, Edition, PlaySession } from '@palisade/contract';
import type { GeoOf } from './filters/firewall';

/**
 * The data plane's ports: what the parts that serve players (the Java listener, the Bedrock
 * ports, the kernel filter, the WireGuard forwarders) need from the part that talks to the API.
 * The data plane owns these interfaces; the control side implements them (`sync/recorder.ts`,
 * `sync/wake-requests.ts`, a worker's `workers/outbox.ts`), and the composition roots
 * (`edge.ts`, `workers/`) hand them in. Biome keeps the data plane from importing `sync/`.
 */

/**
 * What a client sent before the backend reached a decision, as telemetry and the attack
 * detector count it.
 */
export interface ConnectionInfo {
  address: string;
  /** The domain asked for; null when refused before the handshake was read. */
  domain: string | null;
  /** Where the address is: asked once per address and attack, when a report is built. */
  geo: GeoOf;
  /** What the client sent so far. */
  bytes: number;
}

/** Who a refused client was, as far as the edge had read when it refused it. */
export interface RefusedClient {
  address: string;
  /** Java unless said otherwise. */
  edition?: Edition;
  username: string | null;
  domain: string | null;
  protocol_version: number | null;
  /** Where the address is, looked up when the bucket is sent. */
  geo: GeoOf;
}

/** A login that reached a backend: a play session starts. */
export interface LoginInfo {
  username: string;
  address: string;
  protocol: number;
  /** Java unless said otherwise. */
  edition?: Edition;
  domain: string;
  country: string | null;
  asn: number | null;
}

/**
 * How a Java play session ended, as the relay saw it: which side closed first and, where the
 * backend refused the login before encryption, what it said.
 */
export type SessionEnd = Pick<PlaySession, 'closed_by' | 'kick_reason'>;

/**
 * What the data plane tells telemetry: the location's `Recorder`, or a worker's messages to the
 * one that is. Each count may say when it happened (a worker's, counted a message hop later);
 * now otherwise.
 */
export interface TelemetrySink {
  /** A connection routed to the network; `info` says where it came from and what it sent. */
  connection(networkId: number, info?: ConnectionInfo, now?: number): void;
  statusPing(networkId: number, now?: number): void;
  /** A refusal: always one of the connections counted (docs/edge.md#telemetry). */
  dropped(networkId: number, reason: DropReason, now?: number): void;
  /** Who a refused connection was, for the player lookup (besides its `dropped`). */
  refused(networkId: number, reason: DropReason, who: RefusedClient, now?: number): void;
  bytes(
    networkId: number,
    sessionId: string | null,
    bytesIn: number,
    bytesOut: number,
    now?: number,
  ): void;
  /** A login reached a backend; answers the play session's id. */
  login(networkId: number, info: LoginInfo): string;
  /** The session's client played (`playedBytes`). */
  played(sessionId: string, now?: number): void;
  /** The session ended; `end` says how, where the edge could tell. */
  logout(sessionId: string, end?: SessionEnd, now?: number): void;
  /** What a Bedrock tunnel relayed since it was last asked, and how many players it has now. */
  bedrockTunnel(
    tunnelId: number,
    bytesIn: number,
    bytesOut: number,
    players: number,
    now?: number,
  ): void;
}

/** Backend sets with wake on join that a player found asleep, for the API to wake. */
export interface WakeSink {
  want(setId: number): void;
}

/** Where the data plane logs. */
export interface PlaneLog {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

/**
 * What a client must send past its login within one `playedMs` (5 s) to count as playing: a real
 * Java client in the world sends its position every second and more, hundreds of bytes a
 * second; a bot that logs in and sits there sends next to nothing (an answer to a keep-alive
 * every 15 s is 10 bytes). The same evidence allows its address (`filters/allow-list.ts`) and
 * makes its session a player (the control side's `Recorder.played`).
 */
export const playedBytes = 128;
