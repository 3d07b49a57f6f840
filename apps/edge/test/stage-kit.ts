import { connect, createServer, type Server, type Socket } from 'node:net';
import { type EdgeNetwork, type EdgeSnapshot, edgeSnapshot } from '@palisade/contract';
import {
  type Handshake,
  readFrame,
  readString,
  writeFrame,
  writeHandshake,
  writeLoginStart,
} from '@palisade/mcproto';
import { AttackDetector } from '../src/detection/detector';
import { AllowList } from '../src/filters/allow-list';
import { CheckMemory } from '../src/filters/checks';
import { Jail } from '../src/filters/jail';
import { RateGuard } from '../src/filters/rate';
import { Slots } from '../src/filters/slots';
import { lazyGeo } from '../src/geo/lazy';
import type { Connection } from '../src/listener/connection';
import type { JavaRuntime } from '../src/listener/runtime';
import { StatusCache } from '../src/listener/status-cache';
import { createEdgeMetrics } from '../src/metrics/metrics';
import { BackendHealth } from '../src/routing/health';
import { compileState, type EdgeState } from '../src/state';
import { Recorder } from '../src/sync/recorder';
import { WakeRequests } from '../src/sync/wake-requests';

/** A 1.21.4 bot's login to the test network, frame by frame, as attack tools send it. */
export const botLogin = {
  handshake: writeFrame(
    0x00,
    writeHandshake({
      protocolVersion: 769,
      serverAddress: 'play.example.com',
      serverPort: 25565,
      nextState: 2,
    }),
  ),
  loginStart: writeFrame(0x00, writeLoginStart({ username: 'Bot' }, 769)),
};

/** Listens on a free loopback port: the port, for a test's backend. */
export async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * What a stage's test needs: a runtime of the edge's real parts over a snapshot of one network
 * (id 1, `play.example.com` on backend set 1), and real sockets to act on.
 */
export function network(settings: Partial<EdgeNetwork> = {}): EdgeNetwork {
  return {
    id: 1,
    connections_per_second_threshold: 50,
    client_ban_seconds: 30,
    client_allow_seconds: 600,
    mitigation_message: 'Slow down',
    vpn_block: false,
    antivpn_kick_msg: 'No VPNs',
    forward_true_slp: false,
    offline_motd_enabled: true,
    offline_motd: 'Back soon',
    offline_kick_message: 'Offline',
    offline_favicon: '',
    edge_secret: 'secret',
    verification: null,
    firewall: { ip: [], asn: [], country: [] },
    ...settings,
  };
}

export function snapshot(net: EdgeNetwork, backends: string[] = [], bac = false): EdgeSnapshot {
  return edgeSnapshot.parse({
    version: 1,
    generated_at: new Date().toISOString(),
    location: { id: 'test', name: 'Test', public_address: '127.0.0.1' },
    networks: [net],
    routes: [{ host: 'play.example.com', network_id: net.id, backend_set_id: 1, bac }],
    backend_sets: [
      {
        id: 1,
        network_id: net.id,
        backends,
        proxy_protocol: false,
        vulcan_ac_enabled: false,
        load_balancing_mode: 0,
      },
    ],
    bedrock: [],
  });
}

/** A Java runtime whose telemetry the test reads back. */
export type TestRuntime = JavaRuntime & { recorder: Recorder };

export function runtime(state: EdgeState, geo: { asn?: number; country?: string } = {}) {
  const detector = new AttackDetector({ threshold: () => 50 });
  // The tests' backends listen on loopback, which an edge dials only when its location allows it.
  const health = new BackendHealth();
  health.guard.allow(['127.0.0.1']);
  const rt: TestRuntime = {
    state: () => state,
    country: () => geo.country ?? null,
    asn: () => geo.asn ?? null,
    recorder: new Recorder(detector),
    health,
    rate: new RateGuard(() => geo.asn ?? null),
    allow: new AllowList(),
    checks: new CheckMemory(),
    jail: new Jail(),
    slots: new Slots(),
    statusCache: new StatusCache(health.guard),
    wake: new WakeRequests(),
    metrics: createEdgeMetrics({ defaultMetrics: false }),
    handshakeTimeoutMs: 500,
    playedMs: 200,
    log: { debug() {} },
  };
  return rt;
}

/** The refusals counted so far, by reason, for network 1. */
export function dropped(rt: TestRuntime) {
  return rt.recorder.drain(Date.now(), true).buckets.find((b) => b.network_id === 1)?.dropped;
}

/** A connected pair: `edge` is the accepted side a stage acts on, `client` the player's. */
export async function socketPair(): Promise<{ edge: Socket; client: Socket; close(): void }> {
  const server = createServer({ pauseOnConnect: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const client = connect(port, '127.0.0.1');
  client.on('error', () => undefined);
  const edge = await accepted;
  edge.on('error', () => undefined);
  server.close();
  return {
    edge,
    client,
    close() {
      edge.destroy();
      client.destroy();
    },
  };
}

/** Everything the client side reads until the edge closes the connection. */
export function readAll(client: Socket): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.once('close', () => resolve(Buffer.concat(chunks)));
  });
}

/** The text of the login Disconnect the edge sent, or null when it sent none. */
export function kickText(bytes: Buffer): string | null {
  const frame = readFrame(bytes);
  if (frame.kind !== 'ok' || frame.value.packetId !== 0x00) return null;
  const json = readString(frame.value.body, 0, 262_144);
  return json.kind === 'ok' ? (JSON.parse(json.value) as { text: string }).text : null;
}

/** A routed connection of network 1 over `socket`, as the route stage would make it. */
export function routed(
  rt: JavaRuntime,
  socket: Socket,
  handshake: Partial<Handshake> = {},
  address = '198.51.100.20',
): Connection {
  const state = rt.state() as EdgeState;
  const network = state.network(1);
  const set = state.backendSet(1);
  const route = state.route('play.example.com');
  if (!network || !set || !route) throw new Error('the snapshot lacks network 1');
  return {
    socket,
    client: { address, port: 50_000 },
    handshake: {
      protocolVersion: 767,
      serverAddress: 'play.example.com',
      serverPort: 25565,
      nextState: 2,
      ...handshake,
    },
    handshakeFrame: Buffer.alloc(0),
    pending: Buffer.alloc(0),
    login: (handshake.nextState ?? 2) !== 1,
    route,
    network,
    set,
    geo: lazyGeo(rt, address),
    firewallAllowed: false,
    allowed: rt.allow.has(1, address),
    checks: null,
    username: 'Player',
  };
}

export { compileState };
