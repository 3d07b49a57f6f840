import type { Socket } from 'node:net';

/**
 * What a verification is asked and what it answers: shared by the limbo's light entry
 * (`index.ts`, on the hot path) and the session it loads on first use (`session.ts`).
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
  /**
   * Told once if the client has sent nothing `ms` after its login success: the first sign of a
   * raw bot, long before its time runs out.
   */
  silent?: { ms: number; tell: () => void };
  /** Takes what ends the verification as timed out, once its slot is given to another client. */
  whenTaken?: (listener: () => void) => void;
  /**
   * Told of a failure as soon as it is known, before the client is kicked (or closed, if it
   * sent nothing since its Login Start); that waits for what it answers (the kernel's first line
   * refusing the address, so that a bot that reconnects the moment it is kicked meets the
   * kernel's reset rather than another accept).
   */
  failed?: () => Promise<void> | undefined;
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
