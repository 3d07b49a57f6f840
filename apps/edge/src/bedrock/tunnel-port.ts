import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import type { EdgeSnapshot } from '@palisade/contract';
import {
  readOpenRequest1,
  readOpenRequest2,
  readUnconnectedPing,
  writeOpenReply1,
} from '@palisade/mcproto';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import type { TelemetrySink } from '../ports';
import type { BackendGuard } from '../routing/backend-guard';
import { orderBackends } from '../routing/balancer';
import type { CompiledNetwork, EdgeState } from '../state';
import { type Arrival, BedrockAdmission } from './admission';
import type { Cookies } from './cookie';
import { dialBackend } from './dial';
import type { SessionLimiter } from './limiter';
import type { BedrockMetrics } from './metrics';
import type { BedrockPinger } from './pinger';
import { offlineMotd, PongTemplate } from './pong';
import type { PongGate } from './pong-limit';
import { BedrockSession } from './session';
import { SessionTable } from './session-table';

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
  /** The stretch a session is judged on, from its login until it plays (`session-table.ts`). */
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
 * One Bedrock tunnel's public UDP port: the datagram dispatch. A datagram from a client with a
 * session is relayed at once. Anything else is one of three things, and everything else is
 * dropped unanswered: an unconnected ping (answered from the backend's cached pong, a few per
 * address and second), open connection request 1 (answered by the edge itself with a cookie,
 * keeping no state), or request 2 bearing that cookie, which opens a session to a backend. The
 * network's admission (`admission.ts`) runs before any answer and before any session; the
 * sessions are the table's (`session-table.ts`).
 */
export class TunnelPort {
  private readonly socket: Socket;
  private readonly table: SessionTable;
  private readonly admission: BedrockAdmission;
  private readonly pong: PongTemplate;
  private closed = false;

  constructor(
    readonly port: number,
    private readonly host: string,
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
    this.table = new SessionTable(rt);
    this.admission = new BedrockAdmission(rt);
  }

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
    return this.table.size;
  }

  private tunnel(): { tunnel: BedrockTunnel; state: EdgeState; network: CompiledNetwork } | null {
    const state = this.rt.state();
    const tunnel = state?.bedrockByPort.get(this.port);
    const network = tunnel ? state?.network(tunnel.network_id) : undefined;
    return state && tunnel && network ? { tunnel, state, network } : null;
  }

  /** Where a datagram came from, for the admission and telemetry. */
  private arrival(tunnel: BedrockTunnel, from: RemoteInfo, bytes: Buffer): Arrival {
    return {
      networkId: tunnel.network_id,
      address: from.address,
      domain: tunnel.host,
      geo: lazyGeo(this.rt, from.address),
      bytes: bytes.length,
    };
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
    const session = this.table.get(key);
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

  private ping(bytes: Buffer, from: RemoteInfo) {
    const found = this.tunnel();
    if (!found || readUnconnectedPing(bytes).kind !== 'ok') return this.rt.metrics.count('junk');
    const { tunnel, state, network } = found;
    if (!this.admission.beforeAnswer(network, this.arrival(tunnel, from, bytes))) return;
    const set = state.backendSet(tunnel.backend_set_id);
    const settings = network.settings;
    const cached = set ? this.rt.pinger.pong(set.backends) : null;
    const motd =
      cached?.motd ??
      (settings.offline_motd_enabled
        ? offlineMotd(settings.offline_motd, set ? this.rt.pinger.lastPong(set.backends) : null)
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
    const { tunnel, network } = found;
    if (!this.admission.beforeAnswer(network, this.arrival(tunnel, from, bytes))) return;
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
    if (this.table.isDialing(key)) return; // a retry while the backend socket opens
    const { tunnel, state, network } = found;
    const { address } = from;
    const set = state.backendSet(tunnel.backend_set_id);
    if (!set) return this.rt.metrics.count('no_backend');
    const arrival = this.arrival(tunnel, from, bytes);
    if (!this.admission.session(network, arrival, () => this.table.full(address))) return;
    const [backend] = orderBackends(
      set.id,
      set.load_balancing_mode,
      set.backends.map((b) => this.rt.pinger.state(b)),
      address,
    );
    if (!backend) return this.rt.metrics.count('no_backend');
    this.table.reserve(key, address);
    dialBackend(backend.address, this.rt.guard).then(
      (upstream) => {
        if (this.closed) {
          this.table.abandon(key, address);
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
            ended: () => this.table.endIfCurrent(key, session, 1000),
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
                country: arrival.geo.country(),
                asn: arrival.geo.asn(),
              });
            },
          },
        );
        this.table.open(key, session);
        this.rt.metrics.opened();
        session.open(protocol);
      },
      () => {
        this.table.abandon(key, address);
        this.rt.metrics.count('no_backend');
      },
    );
  }

  /** Hands byte counts to telemetry and closes sessions gone quiet; called twice a second. */
  sweep(now = Date.now()) {
    this.table.sweep(this.tunnel()?.tunnel.id ?? null, now);
  }

  close() {
    this.table.close(this.tunnel()?.tunnel.id ?? null);
    this.closed = true;
    this.socket.close();
  }
}
