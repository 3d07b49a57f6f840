import type { Socket } from 'node:net';
import { limboReleases } from './releases';

/**
 * The limbo: the edge completes the login itself (offline mode), spawns the client in an empty
 * world for a second or two and watches what a real client does and a bot usually does not
 * (docs/edge.md, "The limbo"). This file is all the edge's hot path loads; the protocol
 * libraries come in with the first client that enters verification.
 */

export interface LimboRequest {
  /** Paused; the caller has read `received` from it and nothing more. */
  socket: Socket;
  /** Every byte the client sent so far: the handshake, the Login Start, and anything after. */
  received: Buffer;
  /** Protocol version from the handshake. */
  protocol: number;
  /** From Login Start. */
  username: string;
  /** Where a 1.20.5+ client is sent after passing (what it connected to). */
  transfer: { host: string; port: number };
  /** Kick text after passing, for clients without Transfer. */
  rejoinMessage: string;
  /** Kick text on failure. */
  failMessage: string;
  /** Told once the client answered the first thing the limbo asked (one round trip). */
  answered?: () => void;
  /** Takes what ends the verification as timed out, once its slot is given to another client. */
  whenTaken?: (listener: () => void) => void;
}

/**
 * Why a client failed: it did not get through login and configuration in time, or stayed silent
 * while its slot was wanted (`timeout`),
 * its positions did not follow gravity (`no_gravity`), it answered the keep-alive wrongly or
 * not at all (`keep_alive`), it did not confirm the teleport with its id (`teleport`), it sent
 * no client settings or brand (`no_settings`), it sent something malformed or too much
 * (`protocol`), or it left (`closed`).
 */
export type LimboFailure =
  | 'timeout'
  | 'no_gravity'
  | 'keep_alive'
  | 'teleport'
  | 'no_settings'
  | 'protocol'
  | 'closed';

export type LimboVerdict =
  | { passed: true; ms: number }
  | { passed: false; reason: LimboFailure; ms: number };

/** Whether the limbo speaks this protocol version (1.8.8 to 1.21.4); cheap. */
export function limboSupports(protocol: number): boolean {
  return Object.hasOwn(limboReleases, protocol);
}

let session: Promise<typeof import('./session')> | undefined;

/**
 * Loads the protocol libraries and builds each release's packets now (a few seconds of CPU and
 * about 120 MB), so that the first clients of an attack do not wait for it: building one
 * release's takes 70 to 400 ms of the event loop.
 */
export async function warmLimbo(): Promise<void> {
  session ??= import('./session');
  await (await session).warm();
}

/**
 * Runs the verification on the client's socket and settles with the verdict once the socket is
 * closed. Never rejects: a client that cannot be verified (unsupported version, a library that
 * fails) gets a failure.
 */
export async function verifyInLimbo(request: LimboRequest): Promise<LimboVerdict> {
  const started = performance.now();
  try {
    session ??= import('./session');
    return await (await session).runSession(request, started);
  } catch {
    request.socket.destroy();
    return { passed: false, reason: 'protocol', ms: Math.round(performance.now() - started) };
  }
}
