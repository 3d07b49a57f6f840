import { limboReleases } from './releases';
import type { LimboRequest, LimboVerdict } from './verdict';

/**
 * The limbo: the edge completes the login itself (offline mode), spawns the client in an empty
 * world for a second or two and watches what a real client does and a bot usually does not
 * (docs/edge.md, "The limbo"). This file is all the edge's hot path loads; the protocol
 * libraries come in with the first client that enters verification.
 */

export type { LimboFailure, LimboRequest, LimboVerdict } from './verdict';

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
    void request.failed?.();
    return { passed: false, reason: 'protocol', ms: Math.round(performance.now() - started) };
  }
}
