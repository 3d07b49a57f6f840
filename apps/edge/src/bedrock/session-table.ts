import { playedBytes, type TelemetrySink } from '../ports';
import type { BedrockPinger } from './pinger';
import type { BedrockSession } from './session';

/** What the session table needs of the tunnel port's runtime. */
export interface TableRuntime {
  recorder: TelemetrySink;
  pinger: BedrockPinger;
  limits: {
    sessionsPerAddress: number;
    sessionsPerTunnel: number;
    idleMs: number;
    openingMs: number;
  };
  /** The stretch a session is judged on, from its login until it plays. */
  playedMs: number;
}

/**
 * The sessions of one Bedrock tunnel port, by client address and port: those open, those whose
 * backend socket is being dialed, and how many each address holds. It hands their byte counts
 * to telemetry, judges who played, ends the quiet ones and reports the tunnel's own counters.
 */
export class SessionTable {
  private readonly sessions = new Map<string, BedrockSession>();
  private readonly dialing = new Set<string>();
  private readonly perAddress = new Map<string, number>();
  /** Bytes relayed since the tunnel's counters were last handed to telemetry. */
  private relayed = { in: 0, out: 0 };

  constructor(private readonly rt: TableRuntime) {}

  get size() {
    return this.sessions.size;
  }

  get(key: string) {
    return this.sessions.get(key);
  }

  /** A retry of request 2 while the backend socket opens. */
  isDialing(key: string) {
    return this.dialing.has(key);
  }

  /** Whether the address holds all its sessions, or the tunnel all of its. */
  full(address: string) {
    const { sessionsPerAddress, sessionsPerTunnel } = this.rt.limits;
    return (
      (this.perAddress.get(address) ?? 0) >= sessionsPerAddress ||
      this.sessions.size + this.dialing.size >= sessionsPerTunnel
    );
  }

  /** Holds the address's place while its backend socket is dialed. */
  reserve(key: string, address: string) {
    this.dialing.add(key);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
  }

  /** The dial failed: the place is given back. */
  abandon(key: string, address: string) {
    this.dialing.delete(key);
    this.release(address);
  }

  /** The dial succeeded: the session is open under its key. */
  open(key: string, session: BedrockSession) {
    this.dialing.delete(key);
    this.rt.pinger.state(session.backend).active += 1;
    this.sessions.set(key, session);
  }

  /** Ends the session if it is still the one under `key` (`lingerMs`: see `BedrockSession.close`). */
  endIfCurrent(key: string, session: BedrockSession, lingerMs: number) {
    if (this.sessions.get(key) === session) this.end(key, session, lingerMs);
  }

  private release(address: string) {
    const left = (this.perAddress.get(address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }

  private end(key: string, session: BedrockSession, lingerMs = 0) {
    this.flush(session);
    session.close(lingerMs);
    this.sessions.delete(key);
    this.release(session.client.address);
    const backend = this.rt.pinger.state(session.backend);
    backend.active = Math.max(0, backend.active - 1);
    if (session.telemetryId) this.rt.recorder.logout(session.telemetryId);
  }

  private flush(session: BedrockSession) {
    if (session.pendingIn + session.pendingOut === 0) return;
    this.rt.recorder.bytes(
      session.networkId,
      session.telemetryId,
      session.pendingIn,
      session.pendingOut,
    );
    this.relayed.in += session.pendingIn;
    this.relayed.out += session.pendingOut;
    session.pendingIn = 0;
    session.pendingOut = 0;
  }

  /**
   * Hands byte counts to telemetry and closes sessions gone quiet; called twice a second.
   * `tunnelId`: the tunnel the port serves now, whose counters are reported (null: none).
   */
  sweep(tunnelId: number | null, now = Date.now()) {
    const { idleMs, openingMs } = this.rt.limits;
    for (const [key, session] of this.sessions) {
      if (session.state === 'opening' && now - session.started > openingMs) {
        // The backend never answered request 1: down until its pings say otherwise, and the
        // client's next request 2 (RakNet retries it) opens a session to the next backend.
        this.rt.pinger.markDown(session.backend);
        this.end(key, session);
      } else if (now - session.lastClient > idleMs) this.end(key, session);
      else {
        this.flush(session);
        this.judgePlay(session, now);
      }
    }
    this.report(tunnelId, now);
  }

  /**
   * Every `playedMs` from its login until it plays: a session whose client sent `playedBytes` of
   * game datagrams in that time is a player (counted as one); otherwise it is a login so far.
   */
  private judgePlay(session: BedrockSession, now: number) {
    if (session.telemetryId === null || session.judgedFrom === null || session.played) return;
    if (now - session.judgedFrom < this.rt.playedMs) return;
    session.played = session.playedBytes >= playedBytes;
    session.playedBytes = 0;
    session.judgedFrom = now;
    if (session.played) this.rt.recorder.played(session.telemetryId);
  }

  /** The tunnel's own counters, for its row on the Bedrock screen. */
  private report(tunnelId: number | null, now: number) {
    let players = 0;
    for (const session of this.sessions.values()) if (session.played) players += 1;
    if (tunnelId === null || players + this.relayed.in + this.relayed.out === 0) return;
    this.rt.recorder.bedrockTunnel(tunnelId, this.relayed.in, this.relayed.out, players, now);
    this.relayed = { in: 0, out: 0 };
  }

  /** Ends every session and reports the counters one last time. */
  close(tunnelId: number | null) {
    for (const [key, session] of this.sessions) this.end(key, session);
    this.report(tunnelId, Date.now());
  }
}
