import { createSocket, type Socket } from 'node:dgram';
import { isDryRun } from '@palisade/contract';
import {
  readOpenReply1,
  readOpenReply2,
  writeOpenRequest1,
  writeOpenRequest2,
  writeUnconnectedPing,
} from '@palisade/mcproto';
import {
  type BedrockBackend,
  bedrockJoin,
  bedrockPing,
  bedrockPlayer,
  freeUdpPort,
  startBedrockBackend,
} from '@palisade/peers/bedrock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  type EdgeStack,
  saved,
  stackStartMs,
  startEdgeStack,
} from '../../test/stack';
import type { Edge } from '../edge';

let stack: EdgeStack;
let owner: ApiClient;
let networkId: number;
let setId: number;
let tunnelPort: number;
/** The tunnel's allocated name: the domain its connections count under. */
let tunnelHost: string;
let backend: BedrockBackend;
let edge: Edge;
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
/** The path parameters of the test network's routes. */
const params = () => ({ id: String(networkId) });

const edgeCaughtUp = () => stack.caughtUp(edge);

/** Points the tunnel's set at these backends and waits until the edge found which answer. */
async function backends(list: string[], load_balancing_mode = 0) {
  const patched = await owner.route('updateBackendSet', {
    params: { ...params(), setId: String(setId) },
    body: { backends: list, load_balancing_mode },
  });
  expect(patched.statusCode).toBe(200);
  await edgeCaughtUp();
  await vi.waitFor(
    async () => {
      const health = await stack.backendHealth(edge, networkId);
      const checked = new Set(health.filter((b) => b.status !== 'unknown').map((b) => b.address));
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
          clientGuid: BigInt(Math.floor(Math.random() * 2 ** 48)),
        }),
      );
      const reply2 = readOpenReply2((await next(3000)) ?? new Uint8Array());
      return reply2.kind === 'ok' ? reply2.value : null;
    },
    close: () => socket.close(),
  };
}

beforeAll(async () => {
  tunnelPort = await freeUdpPort();
  backend = await startBedrockBackend('Bedrock MOTD');
  const location = `br${suffix}`;
  stack = await startEdgeStack(location, { bedrockPorts: `${tunnelPort}-${tunnelPort}` });
  ({ owner } = stack);
  networkId = (await owner.route('createNetwork', { body: { name: 'bedrock' } })).body.data.id;
  const set = await owner.route('createBackendSet', {
    params: params(),
    body: { name: 'bedrock', backends: [`127.0.0.1:${backend.port}`] },
  });
  setId = set.body.data.id;
  const tunnel = await owner.route('createBedrockTunnel', {
    params: params(),
    body: { name: 'Bedrock', backend_set_id: setId, location },
  });
  expect(tunnel.statusCode).toBe(200);
  expect(tunnel.body.data.port).toBe(tunnelPort);
  tunnelHost = tunnel.body.data.allocated_cname;
  // Sessions are judged a player or a login after a second rather than five.
  edge = await stack.edge({ playedMs: 1000 });
  await vi.waitFor(() => expect(edge.bedrockPorts()).toContain(tunnelPort), { timeout: 5000 });
}, stackStartMs);

afterAll(async () => {
  backend?.close();
  await stack?.close();
});

describe('the Bedrock edge, end to end with bedrock-protocol peers', () => {
  it("answers the server list with the backend's MOTD, as the edge", async () => {
    // Waits for the edge's own ping of the backend rather than pinging until the MOTD shows:
    // the offline pongs meanwhile would spend 127.0.0.1's 5 pongs a second, which the next
    // test's clients need (each pings once, with a 1 s timeout, before it connects). Edges of
    // other test files may report the backend down, so its status may read 'partial'.
    await vi.waitFor(
      async () => {
        const health = await stack.backendHealth(edge, networkId);
        expect(health.find((b) => b.address === `127.0.0.1:${backend.port}`)?.edges_up).toBe(1);
      },
      { timeout: 10_000, interval: 250 },
    );
    const pong = await bedrockPing(tunnelPort);
    expect(pong.motd).toBe('Bedrock MOTD');
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
    expect(backend.clients()).toContainEqual({ address: '127.0.0.7', port: client.port });
    expect(backend.headerless()).toBe(0);
  });

  it("counts Bedrock players in the network's analytics and on the tunnel's row", async () => {
    const player = await bedrockPlayer(tunnelPort, 'Herobrine');
    expect(player).not.toBeNull();
    await vi.waitFor(() => expect(edge.recorder.players(networkId)).toBeGreaterThanOrEqual(1), {
      timeout: 5000,
    });
    // The tunnel's counters reach the recorder twice a second.
    await vi.waitFor(
      async () => {
        await edge.flushTelemetry();
        const tunnels = await owner.route('listBedrockTunnels', { params: params() });
        expect(tunnels.body.data[0]).toMatchObject({ players_online: 1 });
        expect(tunnels.body.data[0]?.ingress).toBeGreaterThan(1000);
        expect(tunnels.body.data[0]?.egress).toBeGreaterThan(1000);
      },
      { timeout: 5000, interval: 300 },
    );
    player?.close();
    await vi.waitFor(() => expect(edge.recorder.players(networkId)).toBe(0), { timeout: 15_000 });
    await edge.flushTelemetry();

    // Herobrine played; Alex and Steve (the test before) left as soon as they were in: logins.
    const versions = await owner.route('analyticsMcVersionBreakdown', { params: params() });
    expect(versions.body.data).toMatchObject({ 'Bedrock 1.21.50': 1 });
    const overview = await owner.route('statsOverview', { params: params() });
    expect(overview.body.data).toMatchObject({ logins_24h: 3, unique_players_24h: 1 });
    const unplayed = await owner.route('analyticsUnplayedLogins', { params: params() });
    expect(unplayed.body.data).toEqual({ value: 2 });
    expect(overview.body.data.bytes_out_24h).toBeGreaterThan(0);
    // The stored sessions by player name: what a dry run of a rule on their address names.
    const dryRun = (
      await owner.route('saveIpFirewall', {
        params: params(),
        query: { dry_run: 'true' },
        body: { cidr: '127.0.0.0/24', whitelist: false },
      })
    ).body.data;
    if (!isDryRun(dryRun)) throw new Error('a dry run saved a rule');
    expect(dryRun.players).toBe(3);
    expect([...dryRun.player_names].sort()).toEqual(['Alex', 'Herobrine', 'Steve']);
  });

  it('skips a backend that does not answer, and shows the offline pong when none does', async () => {
    const dead = `127.0.0.1:${await freeUdpPort()}`;
    await backends([dead, `127.0.0.1:${backend.port}`], 4);
    expect(await bedrockJoin(tunnelPort, 'Failover')).toBe(true);

    await owner.route('updateNetwork', {
      params: params(),
      body: { offline_motd_enabled: true, offline_motd: 'Back soon' },
    });
    await backends([dead]);
    await vi.waitFor(async () => expect((await bedrockPing(tunnelPort)).motd).toBe('Back soon'), {
      timeout: 10_000,
      interval: 500,
    });
    await backends([`127.0.0.1:${backend.port}`]);
  });

  it('answers nothing to firewalled addresses', async () => {
    const rule = await owner
      .route('saveIpFirewall', {
        params: params(),
        body: { cidr: '127.0.0.8/32', whitelist: false },
      })
      .then(saved);
    expect(rule.statusCode).toBe(200);
    await edgeCaughtUp();
    const blocked = await rawClient('127.0.0.8');
    blocked.send(writeUnconnectedPing({ time: 1n, clientGuid: 1n }));
    expect(await blocked.next()).toBeNull();
    expect(await blocked.handshake()).toBeNull();
    blocked.close();
    // The owner of the network looks the player up by where it connects from: refused, and why.
    await edge.flushTelemetry();
    const lookup = await owner.route('lookupPlayer', {
      params: params(),
      query: { q: '127.0.0.0/24' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body.data.connections.filter((c) => c.outcome === 'refused')).toEqual([
      expect.objectContaining({
        username: null,
        prefix: '127.0.0.0/24',
        domain: tunnelHost,
        edition: 'bedrock',
        reason: 'firewall',
      }),
    ]);
    await owner.route('deleteIpFirewall', {
      params: { ...params(), entryId: String(rule.body.data.id) },
    });
    await edgeCaughtUp();
    const allowed = await rawClient('127.0.0.8');
    expect(await allowed.handshake()).not.toBeNull();
    allowed.close();
  });

  it('bans an address that opens sessions faster than the network allows', async () => {
    await owner.route('updateNetwork', {
      params: params(),
      body: { connections_per_second_threshold: 20, client_ban_seconds: 60 },
    });
    await edgeCaughtUp();
    // A tenth of the threshold, 2, is below the floor: 5 sessions a second, the 6th is banned.
    // Twelve request 2s in one burst: should a second begin among them, one side has six.
    const clients = await Promise.all(Array.from({ length: 12 }, () => rawClient('127.0.0.9')));
    const cookies: (number | null)[] = [];
    for (const client of clients) {
      client.send(writeOpenRequest1({ protocol: 11, mtu: 1400 }));
      const reply1 = readOpenReply1((await client.next()) ?? new Uint8Array());
      cookies.push(reply1.kind === 'ok' ? reply1.value.cookie : null);
    }
    expect(cookies.every((c) => c !== null)).toBe(true);
    clients.forEach((client, i) => {
      client.send(
        writeOpenRequest2({
          cookie: cookies[i] ?? null,
          server: { address: '127.0.0.1', port: tunnelPort },
          mtu: 1400,
          clientGuid: BigInt(100 + i),
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Banned: not even request 1 is answered now.
    const late = await rawClient('127.0.0.9');
    late.send(writeOpenRequest1({ protocol: 11, mtu: 1400 }));
    expect(await late.next()).toBeNull();
    for (const client of [...clients, late]) client.close();
  });

  it('survives 100,000 junk datagrams and a handshake flood, memory bounded, a player joining', async () => {
    const flooders = await Promise.all(
      ['127.0.0.20', '127.0.0.21', '127.0.0.22'].map((a) => rawClient(a)),
    );
    const junk = Buffer.alloc(1200);
    let x = 0x5eed;
    const random = () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    };
    const request1 = writeOpenRequest1({ protocol: 11, mtu: 1400 });
    const forged2 = writeOpenRequest2({
      cookie: 0x12345678,
      server: { address: '127.0.0.1', port: tunnelPort },
      mtu: 1400,
      clientGuid: 1n,
    });
    const before = process.memoryUsage().rss;
    let sent = 0;
    const flood = (async () => {
      while (sent < 100_000) {
        for (let i = 0; i < 500; i++, sent++) {
          const kind = sent % 10;
          const length = 1 + (random() % junk.length);
          for (let j = 0; j < length; j += 4) junk.writeUInt32LE(random(), j);
          const bytes = kind === 0 ? request1 : kind === 1 ? forged2 : junk.subarray(0, length);
          (flooders[sent % flooders.length] as Awaited<ReturnType<typeof rawClient>>).send(bytes);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const joined = bedrockJoin(tunnelPort, 'Survivor', 30_000);
    await flood;
    expect(await joined).toBe(true);
    expect(sent).toBe(100_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
    expect((await bedrockPing(tunnelPort)).motd).toBe('Bedrock MOTD');
    for (const flooder of flooders) flooder.close();
  }, 60_000);
});
