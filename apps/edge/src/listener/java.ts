import { connect, createServer, type Socket } from 'node:net';
import {
  type Handshake,
  legacyStatus,
  readFrame,
  readHandshake,
  readLegacyPing,
  readLoginStart,
  routingHost,
  writeFrame,
  writeHandshake,
  writeProxyV2,
} from '@palisade/mcproto';
import type { GeoOf } from '../filters/firewall';
import { hostingAsns } from '../filters/hosting-asns';
import type { RateGuard } from '../filters/rate';
import type { Strikes } from '../filters/strikes';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import type { EdgeMetrics, Outcome } from '../metrics/metrics';
import { orderBackends } from '../routing/balancer';
import { type BackendHealth, splitAddress } from '../routing/health';
import type { BackendSet, EdgeState } from '../state';
import type { Recorder } from '../sync/recorder';
import { readUntil } from './connection-reader';
import { disconnect } from './frames';
import { Relay } from './relay';
import { signHandshake } from './signed-handshake';
import { offlineStatus, serveStatus } from './status';
import type { StatusCache } from './status-cache';
import type { Verifier } from './verification';

export interface JavaRuntime {
  state(): EdgeState | null;
  country: CountryLookup;
  asn: AsnLookup;
  recorder: Recorder;
  health: BackendHealth;
  rate: RateGuard;
  verifier: Verifier;
  strikes: Strikes;
  statusCache: StatusCache;
  metrics: EdgeMetrics;
  /** How long a client may take to send its handshake and Login Start (slowloris). */
  handshakeTimeoutMs: number;
  log: { debug(message: string): void };
}

type First =
  | { kind: 'handshake'; handshake: Handshake; size: number }
  | { kind: 'legacy'; host: string | undefined }
  | { kind: 'invalid' };

export const unknownHostMessage = 'This address is not served here. Check the server address.';
export const firewallMessage = 'You are not allowed to join this server.';

/** The first thing a client sends: a handshake frame, or a pre-1.7 server-list ping. */
function parseFirst(bytes: Uint8Array, ended: boolean): First | 'more' {
  if (bytes[0] === 0xfe) {
    const legacy = readLegacyPing(bytes, ended);
    if (legacy.kind === 'incomplete') return 'more';
    return legacy.kind === 'ok' ? { kind: 'legacy', host: legacy.value.host } : { kind: 'invalid' };
  }
  const frame = readFrame(bytes, 2048);
  if (frame.kind === 'incomplete') return 'more';
  if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return { kind: 'invalid' };
  const handshake = readHandshake(frame.value.body);
  return handshake.kind === 'ok'
    ? { kind: 'handshake', handshake: handshake.value, size: frame.size }
    : { kind: 'invalid' };
}

/** The address's ASN and country, each looked up at most once and only if asked for. */
function lazyGeo(rt: JavaRuntime, address: string): GeoOf {
  let asn: number | null | undefined;
  let country: string | null | undefined;
  return {
    asn() {
      if (asn === undefined) asn = rt.asn(address);
      return asn;
    },
    country() {
      if (country === undefined) country = rt.country(address);
      return country;
    },
  };
}

const clientAddress = (socket: Socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/**
 * What a backend of the set reads first: the PROXY v2 header when the set asks for it, then the
 * handshake, signed when the set asks for that. Unsigned, it is the client's own bytes, so Forge
 * markers and forwarding data survive.
 */
function preamble(
  socket: Socket,
  client: { address: string; port: number },
  set: BackendSet,
  network: { edge_secret: string },
  handshake: Handshake,
  original: Buffer,
): Buffer {
  const header = set.proxy_protocol
    ? writeProxyV2({
        transport: 'tcp',
        source: client,
        destination: {
          address: (socket.localAddress ?? '0.0.0.0').replace(/^::ffff:/, ''),
          port: socket.localPort ?? 0,
        },
      })
    : new Uint8Array(0);
  const forwarded = set.vulcan_ac_enabled
    ? writeFrame(0x00, writeHandshake(signHandshake(handshake, client, network.edge_secret)))
    : original;
  return Buffer.concat([header, forwarded]);
}

/** Dials the set's backends in balancer order; the first that answers within 3 s wins. */
async function dial(
  rt: JavaRuntime,
  setId: number,
  mode: number,
  backends: string[],
  client: string,
  onread: Relay['onread'],
): Promise<{ socket: Socket; address: string } | null> {
  for (const backend of orderBackends(
    setId,
    mode,
    backends.map((b) => rt.health.state(b)),
    client,
  )) {
    const { host, port } = splitAddress(backend.address);
    const socket = await new Promise<Socket | null>((resolve) => {
      const s = connect({ host, port, timeout: 3000, noDelay: true, onread });
      s.once('connect', () => {
        s.setTimeout(0);
        resolve(s);
      });
      s.once('timeout', () => {
        s.destroy();
        resolve(null);
      });
      s.once('error', () => resolve(null));
    });
    if (socket) return { socket, address: backend.address };
    rt.health.markDown(backend.address);
  }
  return null;
}

/** Where a handled connection ended up, for the metrics; a proxied one is counted at once. */
async function handle(rt: JavaRuntime, socket: Socket): Promise<Outcome> {
  socket.on('error', () => socket.destroy());
  const address = clientAddress(socket);
  const first = await readUntil(socket, parseFirst, {
    maxBytes: 4096,
    timeoutMs: rt.handshakeTimeoutMs,
  });
  const state = rt.state();
  if (!first || first.value.kind === 'invalid' || !state) {
    rt.strikes.strike(address);
    socket.destroy();
    return 'invalid';
  }
  if (first.value.kind === 'legacy') {
    socket.end(
      legacyStatus('v1.4', {
        protocol: 127,
        version: 'Palisade',
        motd: 'Update your game to join.',
        online: 0,
        max: 0,
      }),
    );
    return 'status_served';
  }
  const { handshake, size } = first.value;
  const host = routingHost(handshake.serverAddress);
  const route = state.route(host);
  const network = route ? state.network(route.network_id) : undefined;
  const set = route ? state.backendSet(route.backend_set_id) : undefined;
  let pending = first.bytes.subarray(size);
  const login = handshake.nextState !== 1;
  if (!route || !network || !set) {
    if (login) disconnect(socket, unknownHostMessage);
    else
      serveStatus(
        socket,
        pending,
        offlineStatus(handshake.protocolVersion, unknownHostMessage, ''),
      );
    return 'unknown_host';
  }
  const net = network.settings;
  const geo = lazyGeo(rt, address);
  rt.recorder.connection(net.id, { address, domain: route.host, geo, bytes: first.bytes.length });
  const client = { address, port: socket.remotePort ?? 0 };
  const opening = () =>
    preamble(socket, client, set, net, handshake, first.bytes.subarray(0, size));

  const verdict = network.firewall.check(address, geo);
  const refuse = (outcome: Outcome, message: string | null): Outcome => {
    if (message !== null && login) disconnect(socket, message);
    else socket.destroy();
    return outcome;
  };
  if (verdict === 'block') {
    rt.recorder.dropped(net.id, 'firewall');
    return refuse('firewall', firewallMessage);
  }
  if (verdict !== 'allow') {
    const asn = net.vpn_block ? geo.asn() : null;
    if (asn !== null && hostingAsns.has(asn)) {
      rt.recorder.dropped(net.id, 'firewall');
      return refuse('vpn', net.antivpn_kick_msg);
    }
    const admitted = rt.rate.isBanned(net.id, address)
      ? 'ban'
      : rt.rate.admit(net.id, address, {
          threshold: net.connections_per_second_threshold,
          banSeconds: net.client_ban_seconds,
        });
    if (admitted !== 'pass') {
      rt.recorder.dropped(net.id, 'rate_limit');
      return refuse('rate_limit', net.mitigation_message);
    }
  }

  let username: string | null = null;
  if (!login) {
    rt.recorder.statusPing(net.id);
    rt.verifier.sawPing(net.id, address);
    if (!net.forward_true_slp) {
      const healthy = set.backends.filter((b) => rt.health.state(b).healthy);
      const status = await rt.statusCache.get(route.host, handshake, healthy, opening());
      if (status) serveStatus(socket, pending, status);
      else if (net.offline_motd_enabled)
        serveStatus(
          socket,
          pending,
          offlineStatus(handshake.protocolVersion, net.offline_motd, net.offline_favicon),
        );
      else socket.destroy();
      return status ? 'status_served' : 'no_backend';
    }
  } else {
    const start = await readUntil(
      socket,
      (bytes) => {
        const frame = readFrame(bytes, 4096);
        if (frame.kind === 'incomplete') return 'more';
        if (frame.kind === 'malformed' || frame.value.packetId !== 0x00) return null;
        const parsed = readLoginStart(frame.value.body, handshake.protocolVersion);
        return parsed.kind === 'ok' ? parsed.value.username : null;
      },
      { maxBytes: 8192, timeoutMs: rt.handshakeTimeoutMs, initial: pending },
    );
    if (!start?.value) {
      rt.recorder.dropped(net.id, 'invalid');
      rt.strikes.strike(address);
      socket.destroy();
      return 'invalid';
    }
    username = start.value;
    pending = start.bytes;
    if (route.bac) {
      const kick = rt.verifier.check(net, address);
      if (kick) {
        rt.recorder.dropped(net.id, 'verification');
        return refuse('verification', kick);
      }
    }
  }

  let session: string | null = null;
  const relay = new Relay(socket, {
    in(bytes) {
      rt.recorder.bytes(net.id, session, bytes, 0);
      rt.metrics.bytesIn.inc(bytes);
    },
    out(bytes) {
      rt.recorder.bytes(net.id, session, 0, bytes);
      rt.metrics.bytesOut.inc(bytes);
    },
  });
  const upstream = await dial(
    rt,
    set.id,
    set.load_balancing_mode,
    set.backends,
    address,
    relay.onread,
  );
  if (!upstream) {
    if (login) disconnect(socket, net.offline_kick_message);
    else
      serveStatus(
        socket,
        pending,
        offlineStatus(handshake.protocolVersion, net.offline_motd, net.offline_favicon),
      );
    return 'no_backend';
  }
  const backend = upstream.socket;
  const backendState = rt.health.state(upstream.address);
  backendState.active += 1;
  if (username)
    session = rt.recorder.login(net.id, {
      username,
      protocol: handshake.protocolVersion,
      domain: route.host,
      country: geo.country(),
      asn: geo.asn(),
    });
  // One write: one segment for the backend to read.
  backend.write(Buffer.concat([opening(), pending]));
  if (login) rt.rate.allow(net.id, address, net.client_allow_seconds);

  rt.metrics.open.inc();
  relay.attach(backend, () => {
    backendState.active -= 1;
    rt.metrics.open.dec();
    if (session) rt.recorder.logout(session);
  });
  return 'proxied';
}

/** The Minecraft Java listener: one bad connection never disturbs another. */
export function createJavaListener(rt: JavaRuntime) {
  return createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    if (rt.strikes.jailed(clientAddress(socket))) {
      rt.metrics.connections.inc({ outcome: 'invalid' });
      socket.destroy();
      return;
    }
    handle(rt, socket).then(
      (outcome) => rt.metrics.connections.inc({ outcome }),
      (error: Error) => {
        rt.log.debug(`connection failed: ${error.message}`);
        rt.metrics.connections.inc({ outcome: 'invalid' });
        socket.destroy();
      },
    );
  });
}
