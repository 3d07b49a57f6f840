import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import type { EdgeSnapshot } from '@palisade/contract';
import {
  readOpenRequest1,
  readOpenRequest2,
  readUnconnectedPing,
  writeOpenReply1,
} from '@palisade/mcproto';
import type { GeoOf } from '../filters/firewall';
import { hostingAsns } from '../filters/hosting-asns';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import { playedBytes, type TelemetrySink } from '../ports';
import type { BackendGuard } from '../routing/backend-guard';
import { orderBackends } from '../routing/balancer';
import type { EdgeState } from '../state';
import type { Cookies } from './cookie';
import { dialBackend } from './dial';
import type { SessionLimiter } from './limiter';
import type { BedrockMetrics } from './metrics';
import type { BedrockPinger } from './pinger';
import { offlineMotd, PongTemplate } from './pong';
import type { PongGate } from './pong-limit';
import { BedrockSession } from './session';

export type BedrockTunnel = EdgeSnapshot['bedrock'][number];

export interface BedrockLimits {
  /** Sessions one address (any source port) may hold on one tunnel. */
  sessionsPerAddress: number;
  sessionsPerTunnel: number;
  /**
   * Pongs one address gets per second from one tunnel port, from all the edge's workers together;
   * the only answer larger than what it sent.
   */
  pongsPerAddress: number;
  /** A session whose client sent nothing for this long is closed. */
  idleMs: number;
  /**
   * A backend that does not answer request 1 in this time is marked down and the session
   * closed, so the client's retry goes to the next backend.
   */
  openingMs: number;
}

export interface BedrockRuntime {
  state(): EdgeState | null;
  recorder: TelemetrySink;
  pinger: BedrockPinger;
  /** Which backends may be sent datagrams (`routing/backend-guard.ts`). */
  guard: BackendGuard;
  limiter: SessionLimiter;
  /** Counts pongs per address (`pong-limit.ts`): in this process, or for all the workers. */
  pongs: PongGate;
  cookies: Cookies;
  metrics: BedrockMetrics;
  country: CountryLookup;
  asn: AsnLookup;
  /** The edge's RakNet GUID, in every pong and reply 1 it sends itself. */
  guid: bigint;
  limits: BedrockLimits;
  /** The stretch a session is judged on, from its login until it plays (`tunnel-port.ts`). */
  playedMs: number;
  /** Bind with SO_REUSEPORT: the edge's workers share each port (Linux spreads by sender). */
  reusePort: boolean;
}

/** Largest MTU the edge offers in reply 1: Ethernet's 1500 less nothing RakNet counts twice. */
const maxMtu = 1492;
/** Reply 1 with a cookie is this long; a shorter request 1 is not answered (amplification). */
const reply1Size = 32;
/** A Bedrock player whose login the edge could not read (compressed with Snappy, or cut off). */
export const unnamed = 'Bedrock player';

/**
 * One Bedrock tunnel's public UDP port. A datagram from a client with a session is relayed at
 * once. Anything else is one of three things, and everything else is dropped unanswered: an
 * unconnected ping (answered from the backend's cached pong, a few per address and second),
 * open connection request 1 (answered by the edge itself with a cookie, keeping no state), or
 * request 2 bearing that cookie, which opens a session to a backend. The network's firewall
 * runs before any answer; rate limits and caps before any session.
 */
export class TunnelPort {
  private readonly socket: Socket;
  private readonly sessions = new Map<string, BedrockSession>();
  private readonly dialing = new Set<string>();
  private readonly perAddress = new Map<string, number>();
  private readonly pong: PongTemplate;
  private closed = false;
  /** Bytes relayed since the tunnel's counters were last handed to telemetry. */
  private relayed = { in: 0, out: 0 };

  constructor(
    readonly port: number,
    host: string,
    private readonly rt: BedrockRuntime,
  ) {
    this.socket = createSocket({
      type: isIPv6(host) ? 'udp6' : 'udp4',
      reuseAddr: false,
      reusePort: rt.reusePort,
    });
    this.socket.on('message', (bytes, from) => this.receive(bytes, from));
    this.socket.on('error', () => undefined);
    this.pong = new PongTemplate(rt.guid, port);
    this.host = host;
  }

  private readonly host: string;

  listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.bind(this.port, this.host, () => {
        this.socket.off('error', reject);
        resolve();
      });
    });
  }

  get size() {
    return this.sessions.size;
  }

  private tunnel(): { tunnel: BedrockTunnel; state: EdgeState } | null {
    const state = this.rt.state();
    const tunnel = state?.bedrockByPort.get(this.port);
    return state && tunnel ? { tunnel, state } : null;
  }

  private receive(bytes: Buffer, from: RemoteInfo) {
    // One bad datagram never disturbs the port: whatever it makes throw, it is junk.
    try {
      this.handle(bytes, from);
    } catch {
      this.rt.metrics.count('junk');
    }
  }

  private handle(bytes: Buffer, from: RemoteInfo) {
    const key = `${from.address}|${from.port}`;
    const session = this.sessions.get(key);
    if (session) {
      this.rt.metrics.count('relayed_in');
      session.fromClient(bytes);
      return;
    }
    switch (bytes[0]) {
      case 0x01:
      case 0x02:
        return this.ping(bytes, from);
      case 0x05:
        return this.request1(bytes, from);
      case 0x07:
        return this.request2(bytes, from, key);
      default:
        this.rt.metrics.count('junk');
    }
  }

  /**
   * The network's firewall (and anti-VPN), then its bans. A refused datagram is dropped, and
   * counted as a connection of the tunnel's network unless it was already (request 2 is): the
   * attack chart's two curves count the same connections (docs/edge.md#telemetry).
   */
  private admitted(
    tunnel: BedrockTunnel,
    state: EdgeState,
    from: { address: string; bytes: number; counted: boolean },
    geo: GeoOf,
  ) {
    const networkId = tunnel.network_id;
    const network = state.network(networkId);
    if (!network) return false;
    const verdict = network.firewall.check(from.address, geo);
    if (verdict === 'allow') return true;
    const asn = verdict === 'none' && network.settings.vpn_block ? geo.asn() : null;
    const refusal =
      verdict === 'block' || (asn !== null && hostingAsns.has(asn))
        ? 'firewall'
        : this.rt.limiter.isBanned(networkId, from.address)
          ? 'rate_limit'
          : null;
    if (refusal === null) return true;
    if (!from.counted)
      this.rt.recorder.connection(networkId, {
        address: from.address,
        domain: tunnel.host,
        geo,
        bytes: from.bytes,
      });
    this.rt.recorder.dropped(networkId, refusal);
    this.rt.metrics.count(refusal);
    return false;
  }

  private ping(bytes: Buffer, from: RemoteInfo) {
    const found = this.tunnel();
    if (!found || readUnconnectedPing(bytes).kind !== 'ok') return this.rt.metrics.count('junk');
    const { tunnel, state } = found;
    const geo = lazyGeo(this.rt, from.address);
    const datagram = { address: from.address, bytes: bytes.length, counted: false };
    if (!this.admitted(tunnel, state, datagram, geo)) return;
    const set = state.backendSet(tunnel.backend_set_id);
    const network = state.network(tunnel.network_id)?.settings;
    const cached = set ? this.rt.pinger.pong(set.backends) : null;
    const motd =
      cached?.motd ??
      (network?.offline_motd_enabled
        ? offlineMotd(network.offline_motd, set ? this.rt.pinger.lastPong(set.backends) : null)
        : null);
    if (motd === null) return;
    // A worker's answer waits for the primary's count; the port may have closed meanwhile.
    this.rt.pongs.ask(`${this.port}|${from.address}`, this.rt.limits.pongsPerAddress, (granted) => {
      if (!granted) return this.rt.metrics.count('pong_limited');
      if (this.closed) return;
      this.rt.recorder.statusPing(tunnel.network_id);
      this.rt.metrics.count('pong');
      const pong = this.pong.answer(motd, bytes.subarray(1, 9));
      this.socket.send(pong, from.port, from.address);
    });
  }

  private request1(bytes: Buffer, from: RemoteInfo) {
    const request = readOpenRequest1(bytes);
    const found = this.tunnel();
    if (!found || request.kind !== 'ok' || bytes.length < reply1Size)
      return this.rt.metrics.count('junk');
    const { tunnel, state } = found;
    const geo = lazyGeo(this.rt, from.address);
    const datagram = { address: from.address, bytes: bytes.length, counted: false };
    if (!this.admitted(tunnel, state, datagram, geo)) return;
    this.rt.metrics.count('handshake');
    const reply = writeOpenReply1({
      serverGuid: this.rt.guid,
      cookie: this.rt.cookies.issue(from.address, from.port, request.value.protocol),
      mtu: Math.min(request.value.mtu, maxMtu),
    });
    this.socket.send(reply, from.port, from.address);
  }

  private request2(bytes: Buffer, from: RemoteInfo, key: string) {
    const request = readOpenRequest2(bytes);
    const found = this.tunnel();
    const protocol =
      request.kind === 'ok' && request.value.cookie !== null
        ? this.rt.cookies.check(request.value.cookie, from.address, from.port)
        : null;
    if (!found || request.kind !== 'ok' || protocol === null) return this.rt.metrics.count('junk');
    if (this.dialing.has(key)) return; // a retry while the backend socket opens
    const { tunnel, state } = found;
    const { address } = from;
    const geo = lazyGeo(this.rt, address);
    this.rt.recorder.connection(tunnel.network_id, {
      address,
      domain: tunnel.host,
      geo,
      bytes: bytes.length,
    });
    if (!this.admitted(tunnel, state, { address, bytes: bytes.length, counted: true }, geo)) return;
    const network = state.network(tunnel.network_id)?.settings;
    const set = state.backendSet(tunnel.backend_set_id);
    if (!network || !set) return this.rt.metrics.count('no_backend');
    const verdict = this.rt.limiter.admit(tunnel.network_id, address, {
      threshold: network.connections_per_second_threshold,
      banSeconds: network.client_ban_seconds,
    });
    const mine = this.perAddress.get(address) ?? 0;
    const full =
      mine >= this.rt.limits.sessionsPerAddress ||
      this.sessions.size + this.dialing.size >= this.rt.limits.sessionsPerTunnel;
    if (verdict !== 'pass' || full) {
      this.rt.recorder.dropped(tunnel.network_id, verdict === 'subnet' ? 'subnet' : 'rate_limit');
      return this.rt.metrics.count(full ? 'full' : 'rate_limit');
    }
    const [backend] = orderBackends(
      set.id,
      set.load_balancing_mode,
      set.backends.map((b) => this.rt.pinger.state(b)),
      address,
    );
    if (!backend) return this.rt.metrics.count('no_backend');
    this.dialing.add(key);
    this.perAddress.set(address, mine + 1);
    dialBackend(backend.address, this.rt.guard).then(
      (upstream) => {
        this.dialing.delete(key);
        if (this.closed) {
          upstream.close();
          return;
        }
        const client = { address, port: from.port };
        const session: BedrockSession = new BedrockSession(
          client,
          tunnel.network_id,
          backend.address,
          upstream,
          request.value,
          {
            ended: () => {
              if (this.sessions.get(key) === session) this.end(key, session, 1000);
            },
            toClient: (out) => {
              this.rt.metrics.count('relayed_out');
              if (!this.closed) this.socket.send(out, client.port, client.address);
            },
            login: (login) => {
              session.telemetryId = this.rt.recorder.login(tunnel.network_id, {
                // Play sessions keep 16 characters; a name the edge could not read is counted
                // as a player all the same.
                username: (login.username ?? unnamed).slice(0, 16),
                address,
                protocol: login.protocol,
                edition: 'bedrock',
                domain: tunnel.host,
                country: geo.country(),
                asn: geo.asn(),
              });
            },
          },
        );
        backend.active += 1;
        this.sessions.set(key, session);
        this.rt.metrics.opened();
        session.open(protocol);
      },
      () => {
        this.dialing.delete(key);
        this.release(address);
        this.rt.metrics.count('no_backend');
      },
    );
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

  /** Hands byte counts to telemetry and closes sessions gone quiet; called twice a second. */
  sweep(now = Date.now()) {
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
    this.report(now);
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
  private report(now: number) {
    let players = 0;
    for (const session of this.sessions.values()) if (session.played) players += 1;
    const tunnel = this.tunnel()?.tunnel;
    if (!tunnel || players + this.relayed.in + this.relayed.out === 0) return;
    this.rt.recorder.bedrockTunnel(tunnel.id, this.relayed.in, this.relayed.out, players, now);
    this.relayed = { in: 0, out: 0 };
  }

  close() {
    for (const [key, session] of this.sessions) this.end(key, session);
    this.report(Date.now());
    this.closed = true;
    this.socket.close();
  }
}
