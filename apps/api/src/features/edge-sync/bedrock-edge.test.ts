import { createSocket, type Socket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackendHealth } from '@palisade/contract';
import { type Edge, startEdge } from '@palisade/edge';
import {
  readOpenReply1,
  readOpenReply2,
  writeOpenRequest1,
  writeOpenRequest2,
} from '@palisade/mcproto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BedrockBackend,
  bedrockJoin,
  bedrockPing,
  freeUdpPort,
  startBedrockBackend,
} from '../../../test/bedrock';
import { insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { createEdgeToken } from './tokens';

const quiet = { info() {}, warn() {}, debug() {} };

let h: Harness;
let token: string;
let owner: Account;
let networkId: number;
let setId: number;
let tunnelPort: number;
let backend: BedrockBackend;
let edge: Edge;
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-bedrock-'));
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const base = () => `/networks/${networkId}`;

async function edgeCaughtUp() {
  const { body } = await h.request<{ version: number }>({
    method: 'GET',
    url: '/api/v1/edge/config?since=0',
    headers: { 'x-edge-token': token },
  });
  await vi.waitFor(() => expect(edge.version()).toBeGreaterThanOrEqual(body.data.version), {
    timeout: 10_000,
    interval: 50,
  });
}

/** Points the tunnel's set at these backends and waits until the edge found which answer. */
async function backends(list: string[], load_balancing_mode = 0) {
  const patched = await owner.call('PATCH', `${base()}/backendSets/${setId}`, {
    backends: list,
    load_balancing_mode,
  });
  expect(patched.statusCode).toBe(200);
  await edgeCaughtUp();
  await vi.waitFor(
    async () => {
      await edge.reportHealth();
      const { body } = await owner.call<BackendHealth[]>('GET', `${base()}/backendHealth`);
      const checked = new Set(
        body.data.filter((b) => b.status !== 'unknown').map((b) => b.address),
      );
      for (const address of list) expect(checked.has(address)).toBe(true);
    },
    { timeout: 15_000, interval: 250 },
  );
}

/** A RakNet client by hand, from an address and socket the test chooses. */
async function rawClient(address = '127.0.0.1') {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, address, () => resolve()));
  const next = (timeoutMs = 1000) =>
    new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => {
        socket.off('message', got);
        resolve(null);
      }, timeoutMs);
      const got = (bytes: Buffer) => {
        clearTimeout(timer);
        resolve(bytes);
      };
      socket.once('message', got);
    });
  const send = (bytes: Uint8Array) => socket.send(bytes, tunnelPort, '127.0.0.1');
  return {
    socket,
    port: socket.address().port,
    send,
    next,
    /** Request 1, then request 2 with the cookie of reply 1: reply 2 from the backend, or null. */
    async handshake() {
      send(writeOpenRequest1({ protocol: 11, mtu: 1400 }));
      const reply1 = readOpenReply1((await next()) ?? new Uint8Array());
      if (reply1.kind !== 'ok') return null;
      send(
        writeOpenRequest2({
          cookie: reply1.value.cookie,
          server: { address: '127.0.0.1', port: tunnelPort },
          mtu: reply1.value.mtu,
          clientGuid: 7n,
        }),
      );
      const reply2 = readOpenReply2((await next(3000)) ?? new Uint8Array());
      return reply2.kind === 'ok' ? reply2.value : null;
    },
    close: () => socket.close(),
  };
}

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  tunnelPort = await freeUdpPort();
  const location = await insertLocation(h, `br${suffix}`, {
    bedrockPortMin: tunnelPort,
    bedrockPortMax: tunnelPort,
  });
  ({ token } = await createEdgeToken(h.deps.db, location.id, 'bedrock edge'));
  backend = await startBedrockBackend('Bedrock MOTD');
  owner = await account(h);
  await setPlan(h, owner.id, 3);
  networkId = (await owner.call('POST', '/networks', { name: 'bedrock' })).body.data.id;
  const set = await owner.call('POST', `${base()}/backendSets`, {
    name: 'bedrock',
    backends: [`127.0.0.1:${backend.port}`],
  });
  setId = set.body.data.id;
  const tunnel = await owner.call('POST', `${base()}/bedrockTunnels`, {
    name: 'Bedrock',
    backend_set_id: setId,
    location: location.id,
  });
  expect(tunnel.statusCode).toBe(201);
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
  await vi.waitFor(() => expect(edge.bedrockPorts()).toContain(tunnelPort), { timeout: 5000 });
}, 60_000);

afterAll(async () => {
  await edge?.stop();
  backend?.close();
  await h?.close();
  await rm(stateDir, { recursive: true, force: true });
});

describe('the Bedrock edge, end to end with bedrock-protocol peers', () => {
  it("answers the server list with the backend's MOTD, as the edge", async () => {
    await vi.waitFor(
      async () => expect((await bedrockPing(tunnelPort)).motd).toBe('Bedrock MOTD'),
      { timeout: 10_000, interval: 500 },
    );
    const pong = await bedrockPing(tunnelPort);
    expect(pong.playersMax).toBe(42);
    expect(pong.playersOnline).toBe(0);
    expect(pong.portV4).toBe(tunnelPort);
    expect(pong.version).toBe('1.21.50');
  });

  it('lets two players join at once, each seen by the backend at their own address', async () => {
    const [first, second] = await Promise.all([
      bedrockJoin(tunnelPort, 'Alex'),
      bedrockJoin(tunnelPort, 'Steve'),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(backend.joined).toEqual(
      expect.arrayContaining([
        { name: 'Alex', address: '127.0.0.1' },
        { name: 'Steve', address: '127.0.0.1' },
      ]),
    );
  });

  it('puts the PROXY v2 header on the first datagram only, naming the client', async () => {
    const client = await rawClient('127.0.0.7');
    const reply2 = await client.handshake();
    client.close();
    expect(reply2?.mtu).toBeGreaterThan(500);
    expect(backend.headerless()).toBe(0);
  });
});
