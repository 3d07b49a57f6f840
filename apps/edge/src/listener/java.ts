import { connect, createServer, type Socket } from 'node:net';
import {
  type Handshake,
  legacyStatus,
  readFrame,
  readHandshake,
  readLegacyPing,
  readLoginStart,
  routingHost,
  type StatusResponse,
  writeProxyV2,
} from '@palisade/mcproto';
import type { RateGuard } from '../filters/rate';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import { orderBackends } from '../routing/balancer';
import { type BackendHealth, splitAddress } from '../routing/health';
import type { EdgeState } from '../state';
import type { Recorder } from '../sync/recorder';
import { readUntil } from './connection-reader';
import { disconnect } from './frames';
import { fetchStatus, offlineStatus, serveStatus } from './status';
import type { Verifier } from './verification';

export interface JavaRuntime {
  state(): EdgeState | null;
  country: CountryLookup;
  asn: AsnLookup;
  recorder: Recorder;
  health: BackendHealth;
  rate: RateGuard;
  verifier: Verifier;
  log: { debug(message: string): void };
}

type First =
  | { kind: 'handshake'; handshake: Handshake; size: number }
  | { kind: 'legacy'; host: string | undefined }
  | { kind: 'invalid' };

const unknownHost = 'This address is not served here. Check the server address.';
const statusCache = new Map<string, { at: number; status: StatusResponse }>();

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

const clientAddress = (socket: Socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** Dials the set's backends in balancer order; the first that answers within 3 s wins. */
async function dial(
  rt: JavaRuntime,
  setId: number,
  mode: number,
  backends: string[],
  client: string,
): Promise<{ socket: Socket; address: string } | null> {
  for (const backend of orderBackends(
    setId,
    mode,
    backends.map((b) => rt.health.state(b)),
    client,
  )) {
    const { host, port } = splitAddress(backend.address);
    const socket = await new Promise<Socket | null>((resolve) => {
      const s = connect({ host, port, timeout: 3000, noDelay: true });
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

async function handle(rt: JavaRuntime, socket: Socket) {
  socket.setNoDelay(true);
  socket.on('error', () => socket.destroy());
  const address = clientAddress(socket);
  const first = await readUntil(socket, parseFirst, { maxBytes: 4096, timeoutMs: 5000 });
  const state = rt.state();
  if (!first || first.value.kind === 'invalid' || !state) return socket.destroy();
  if (first.value.kind === 'legacy') {
    return socket.end(
      legacyStatus('v1.4', {
        protocol: 127,
        version: 'Palisade',
        motd: 'Update your game to join.',
        online: 0,
        max: 0,
      }),
    );
  }
  const { handshake, size } = first.value;
  const host = routingHost(handshake.serverAddress);
  const route = state.route(host);
  const network = route ? state.network(route.network_id) : undefined;
  const set = route ? state.backendSet(route.backend_set_id) : undefined;
  let pending = first.bytes.subarray(size);
  if (!route || !network || !set) {
    if (handshake.nextState === 1)
      return serveStatus(
        socket,
        pending,
        offlineStatus(handshake.protocolVersion, unknownHost, ''),
      );
    return disconnect(socket, unknownHost);
  }
  const net = network.settings;
  rt.recorder.connection(net.id);
  const login = handshake.nextState !== 1;

  const verdict = network.firewall.check(address, rt.asn(address), rt.country(address));
  if (verdict === 'block') {
    rt.recorder.dropped(net.id, 'firewall');
    return login
      ? disconnect(socket, 'You are not allowed to join this server.')
      : socket.destroy();
  }
  if (verdict !== 'allow') {
    const admitted = rt.rate.isBanned(net.id, address)
      ? 'ban'
      : rt.rate.admit(net.id, address, {
          threshold: net.connections_per_second_threshold,
          banSeconds: net.client_ban_seconds,
        });
    if (admitted !== 'pass') {
      rt.recorder.dropped(net.id, 'rate_limit');
      return login ? disconnect(socket, net.mitigation_message) : socket.destroy();
    }
  }

  let username: string | null = null;
  if (!login) {
    rt.recorder.statusPing(net.id);
    rt.verifier.sawPing(net.id, address);
    if (!net.forward_true_slp) {
      const key = `${host}|${handshake.protocolVersion}`;
      let cached = statusCache.get(key);
      if (!cached || Date.now() - cached.at > 5000) {
        const healthy = set.backends.filter((b) => rt.health.state(b).healthy);
        let status: StatusResponse | null = null;
        for (const backend of healthy) {
          status = await fetchStatus(backend, handshake);
          if (status) break;
        }
        cached = status ? { at: Date.now(), status } : undefined;
        if (cached) statusCache.set(key, cached);
      }
      if (cached) return serveStatus(socket, pending, cached.status);
      if (!net.offline_motd_enabled) return socket.destroy();
      return serveStatus(
        socket,
        pending,
        offlineStatus(handshake.protocolVersion, net.offline_motd, net.offline_favicon),
      );
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
      { maxBytes: 8192, timeoutMs: 5000, initial: pending },
    );
    if (!start?.value) {
      rt.recorder.dropped(net.id, 'invalid');
      return socket.destroy();
    }
    username = start.value;
    pending = start.bytes;
    if (route.bac) {
      const kick = rt.verifier.check(net, address);
      if (kick) {
        rt.recorder.dropped(net.id, 'verification');
        return disconnect(socket, kick);
      }
    }
  }

  const upstream = await dial(rt, set.id, set.load_balancing_mode, set.backends, address);
  if (!upstream) {
    return login
      ? disconnect(socket, net.offline_kick_message)
      : serveStatus(
          socket,
          pending,
          offlineStatus(handshake.protocolVersion, net.offline_motd, net.offline_favicon),
        );
  }
  const backend = upstream.socket;
  const backendState = rt.health.state(upstream.address);
  backendState.active += 1;
  if (set.proxy_protocol) {
    backend.write(
      writeProxyV2({
        transport: 'tcp',
        source: { address, port: socket.remotePort ?? 0 },
        destination: {
          address: (socket.localAddress ?? '0.0.0.0').replace(/^::ffff:/, ''),
          port: socket.localPort ?? 0,
        },
      }),
    );
  }
  // The client's own bytes go on unchanged, so Forge markers and forwarding data survive.
  backend.write(first.bytes.subarray(0, size));
  backend.write(pending);
  const session = username
    ? rt.recorder.login(net.id, {
        username,
        protocol: handshake.protocolVersion,
        domain: route.host,
        country: rt.country(address),
        asn: rt.asn(address),
      })
    : null;
  if (login) rt.rate.allow(net.id, address, net.client_allow_seconds);

  socket.on('data', (chunk: Buffer) => rt.recorder.bytes(net.id, session, chunk.length, 0));
  backend.on('data', (chunk: Buffer) => rt.recorder.bytes(net.id, session, 0, chunk.length));
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    backendState.active -= 1;
    if (session) rt.recorder.logout(session);
    socket.destroy();
    backend.destroy();
  };
  for (const side of [socket, backend]) {
    side.once('close', close);
    side.once('error', close);
  }
  // pipe() pauses the faster side while the slower one drains: back-pressure both ways.
  socket.pipe(backend);
  backend.pipe(socket);
  socket.resume();
}

/** The Minecraft Java listener: one bad connection never disturbs another. */
export function createJavaListener(rt: JavaRuntime) {
  return createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    handle(rt, socket).catch((error: Error) => {
      rt.log.debug(`connection failed: ${error.message}`);
      socket.destroy();
    });
  });
}
