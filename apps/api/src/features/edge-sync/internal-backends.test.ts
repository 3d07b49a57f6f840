import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Edge, startEdge } from '@palisade/edge';
import { bedrockJoin, bedrockPing, freeUdpPort } from '@palisade/peers/bedrock';
import { type Backend, join, ping, startBackend } from '@palisade/peers/minecraft';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { setAllowedBackends } from '../admin/queries';
import { markVerified } from '../domains/queries';
import { createEdgeToken } from './tokens';

const quiet = { info() {}, warn() {}, debug() {} };
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));

let h: Harness;
let owner: Account;
let edge: Edge;
let token: string;
let networkId: number;
let guardedLocation: string;
/** A real Minecraft server on loopback: the operator's internal service a customer aims at. */
let internal: Backend;
const reached: string[] = [];
/** A UDP service on loopback, aimed at through a Bedrock tunnel; it counts what it receives. */
let udpService: UdpSocket;
let udpPort = 0;
const datagrams: number[] = [];
let tunnelPort = 0;

async function edgeCaughtUp() {
  const { body } = await h.route('edgeConfig', { query: { since: 0 } }, { 'x-edge-token': token });
  await vi.waitFor(() => expect(edge.version()).toBeGreaterThanOrEqual(body.data.version), {
    timeout: 10_000,
    interval: 50,
  });
}

/** A verified domain on a new set of `backends`, as a customer would have it. */
async function routed(name: string, backends: string[]) {
  const params = { id: String(networkId) };
  const set = await owner.route('createBackendSet', {
    params,
    body: { name: 'internal', backends },
  });
  expect(set.statusCode).toBe(200);
  const domain = await owner.route('addDomain', {
    params,
    body: { name, backend_set_id: set.body.data.id },
  });
  await markVerified(h.deps.db, domain.body.data.id);
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  internal = await startBackend('Internal service');
  internal.socketServer.on('connection', (socket) =>
    reached.push(`${socket.remoteAddress}:${socket.remotePort}`),
  );
  udpService = createSocket('udp4');
  udpService.on('message', (message) => datagrams.push(message.length));
  await new Promise<void>((resolve) => udpService.bind(0, '127.0.0.1', resolve));
  udpPort = udpService.address().port;
  // Another location allows the services (its edges sit next to them), so the API accepts the
  // backends; the edge under test is elsewhere, and its location allows nothing.
  await insertLocation(h, `lan${suffix}`, {
    allowedBackends: [
      `127.0.0.1:${internal.port}`,
      `[::1]:${internal.port}`,
      `127.0.0.1:${udpPort}`,
    ],
  });
  tunnelPort = await freeUdpPort();
  guardedLocation = (
    await insertLocation(h, `pub${suffix}`, {
      bedrockPortMin: tunnelPort,
      bedrockPortMax: tunnelPort,
    })
  ).id;
  ({ token } = await createEdgeToken(h.deps.db, guardedLocation, 'guarded edge'));
  owner = await account(h);
  await setPlan(h, owner.id, 3);
  networkId = (await owner.route('createNetwork', { body: { name: 'tunnel attempt' } })).body.data
    .id;
  const params = { id: String(networkId) };
  await routed(`ip.${suffix}.example.com`, [`127.0.0.1:${internal.port}`]);
  await routed(`name.${suffix}.example.com`, [`localhost:${internal.port}`]);
  const set = await owner.route('createBackendSet', {
    params,
    body: { name: 'internal udp', backends: [`127.0.0.1:${udpPort}`] },
  });
  const tunnel = await owner.route('createBedrockTunnel', {
    params,
    body: { name: 'internal udp', backend_set_id: set.body.data.id, location: guardedLocation },
  });
  expect(tunnel.body.data.port).toBe(tunnelPort);
  edge = await startEdge({
    apiUrl,
    token,
    stateDir,
    javaPort: 0,
    host: '127.0.0.1',
    log: quiet,
    telemetryIntervalMs: 3_600_000,
  });
  await edgeCaughtUp();
});

afterAll(async () => {
  await edge?.stop();
  internal?.close();
  udpService?.close();
  await h?.close();
  await rm(stateDir, { recursive: true, force: true });
});

describe('an edge and backends on internal addresses', () => {
  it('never dials, health-checks or pings a loopback backend its location does not allow', async () => {
    for (const host of [`ip.${suffix}.example.com`, `name.${suffix}.example.com`]) {
      expect(await join(edge.port, host, 'Mallory', internal)).toMatchObject({ joined: false });
      const status = await ping(edge.port, host);
      expect(JSON.stringify(status.description)).not.toContain('Internal service');
    }
    // The health checks ran (the edge reported the backends) and found them refused, not up.
    await vi.waitFor(
      async () => {
        await edge.reportHealth();
        const { body } = await owner.route('backendHealth', {
          params: { id: String(networkId) },
        });
        expect(body.data.map((b) => [b.address, b.status, b.latency_ms])).toEqual([
          [`127.0.0.1:${internal.port}`, 'down', null],
          [`localhost:${internal.port}`, 'down', null],
          [`127.0.0.1:${udpPort}`, 'down', null],
        ]);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(reached).toEqual([]);
    expect(internal.joined).toEqual([]);
  });

  it('never sends a datagram to a Bedrock backend its location does not allow', async () => {
    await vi.waitFor(() => expect(edge.bedrockPorts()).toContain(tunnelPort), { timeout: 5000 });
    // A Bedrock client asks for the server list and tries to join through the tunnel, and the
    // edge's pinger has had time to ask the backend for its status.
    const pong = await bedrockPing(tunnelPort);
    expect(pong.motd).not.toContain('Internal');
    expect(await bedrockJoin(tunnelPort, 'Mallory', 5000)).toBe(false);
    expect(datagrams).toEqual([]);
  });

  it('dials it once the operator allows that address at the edge’s own location', async () => {
    await setAllowedBackends(h.deps.db, guardedLocation, [`127.0.0.1:${internal.port}`]);
    await edgeCaughtUp();
    expect(await join(edge.port, `ip.${suffix}.example.com`, 'Operator', internal)).toMatchObject({
      joined: true,
    });
    expect(reached.length).toBeGreaterThan(0);
    // The host name is checked after it resolves: it reaches the same, now allowed, address.
    expect(await join(edge.port, `name.${suffix}.example.com`, 'Named', internal)).toMatchObject({
      joined: true,
    });
    expect(internal.joined).toEqual(['Operator', 'Named']);
  });
});
