import { createHmac } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Handshake,
  readFrame,
  readHandshake,
  readStatusResponse,
  writeFrame,
  writeHandshake,
} from '@palisade/mcproto';
import type { DnsServer } from '@palisade/peers/dns-server';
import { startProxyV2Checker } from '@palisade/peers/haproxy';
import { type Backend, join, ping, startBackend } from '@palisade/peers/minecraft';
import { freePort } from '@palisade/peers/ports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  type EdgeStack,
  saved,
  stackStartMs,
  startEdgeStack,
} from '../../test/stack';
import { type Edge, startEdge } from '../edge';
import { loadAsnLookup } from '../geo/asn';
import { loadCountryLookup } from '../geo/country';

let stack: EdgeStack;
let dns: DnsServer;
let apiUrl: string;
let owner: ApiClient;
let networkId: number;
let backend: Backend;
let edge: Edge;
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const host = `play.${suffix}.example.com`;

/** The path parameters of the test network's routes. */
const params = () => ({ id: String(networkId) });

/**
 * Loopback has no country or ASN in the offline databases; these loopback addresses get one so
 * the country and ASN firewalls can be exercised. Every other address goes to the real lookups.
 */
const country = loadCountryLookup();
const asn = await loadAsnLookup();
const geo = {
  country: (address: string) => (address === '127.0.0.2' ? 'CN' : country(address)),
  asn: (address: string) => (address === '127.0.0.3' ? 4134 : asn(address)),
};

/** Adds a domain of the test's network on a new backend set, verified. */
const routedDomain = (name: string, set: Parameters<EdgeStack['routedDomain']>[2], bac = false) =>
  stack.routedDomain(networkId, name, set, bac);
const edgeCaughtUp = () => stack.caughtUp(edge);

/** A backend that only notes the handshakes it reads, then closes each connection. */
async function recordingBackend() {
  const handshakes: Handshake[] = [];
  const server: Server = createServer((socket) => {
    let bytes = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const frame = readFrame(bytes);
      if (frame.kind !== 'ok') return;
      const handshake = readHandshake(frame.value.body);
      if (handshake.kind === 'ok') handshakes.push(handshake.value);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, handshakes, close: () => server.close() };
}

beforeAll(async () => {
  stack = await startEdgeStack(`e2e${suffix}`);
  ({ dns, apiUrl, owner } = stack);
  backend = await startBackend('Backend MOTD');
  networkId = (await owner.route('createNetwork', { body: { name: 'e2e' } })).body.data.id;
  // A busy server's threshold: these tests are about routing; mitigation has its own tests.
  await owner.route('updateNetwork', {
    params: params(),
    body: { connections_per_second_threshold: 500 },
  });
  await routedDomain(host, { backends: [`127.0.0.1:${backend.port}`] });
  edge = await stack.edge({ stateDir, handshakeTimeoutMs: 500, geo });
}, stackStartMs);

afterAll(async () => {
  backend?.close();
  await stack?.close();
});

describe('the Java edge, end to end with real Minecraft peers', () => {
  it("answers the server list with the backend's status", async () => {
    const status = await ping(edge.port, host);
    expect(status.description).toMatchObject({ text: 'Backend MOTD' });
    expect(status.players.max).toBe(42);
    expect(status.version.protocol).toBe(767);
  });

  it('logs a player in through to the backend and reports the session', async () => {
    const result = await join(edge.port, host, 'Steve', backend);
    expect(result.joined).toBe(true);
    expect(backend.joined).toContain('Steve');
    await vi.waitFor(() => expect(edge.recorder.open()).toEqual([]), { timeout: 5000 });
    await edge.flushTelemetry();

    // The client left as soon as it was in, without playing: a login, not a player.
    const overview = await owner.route('statsOverview', { params: params() });
    expect(overview.body.data).toMatchObject({ logins_24h: 1, unique_players_24h: 0 });
    const unplayed = await owner.route('analyticsUnplayedLogins', { params: params() });
    expect(unplayed.body.data).toEqual({ value: 1 });
    expect(overview.body.data.connections_24h).toBeGreaterThanOrEqual(2);
    expect(overview.body.data.bytes_in_24h).toBeGreaterThan(0);
    expect(overview.body.data.bytes_out_24h).toBeGreaterThan(0);
  });

  it('says so when nobody serves the address asked for', async () => {
    const status = await ping(edge.port, `nobody.${suffix}.example.com`);
    expect(status.description).toMatchObject({ text: expect.stringContaining('not served here') });
    const refused = await join(edge.port, `nobody.${suffix}.example.com`, 'Alex', backend);
    expect(refused).toEqual({ joined: false, reason: expect.stringContaining('not served here') });
  });

  it('routes wildcard domains and host names with Forge markers and a trailing dot', async () => {
    const wild = `*.mods${suffix}.example.com`;
    await routedDomain(wild, { backends: [`127.0.0.1:${backend.port}`] });
    await edgeCaughtUp();
    const status = await ping(edge.port, `eu.mods${suffix}.example.com.\0FML3\0`);
    expect(status.description).toMatchObject({ text: 'Backend MOTD' });
  });

  it('routes a handshake whose frame length starts with the legacy ping byte 0xFE', async () => {
    // minecraft-protocol's own server takes such a frame for a legacy ping (vanilla does not):
    // this backend just notes the handshakes it reads.
    const received = await recordingBackend();
    try {
      await routedDomain(`*.long${suffix}.example.com`, {
        backends: [`127.0.0.1:${received.port}`],
      });
      await edgeCaughtUp();
      const tail = `.long${suffix}.example.com`;
      let name = tail;
      while (name.length + 61 <= 246) name = `${'a'.repeat(60)}.${name}`;
      name = `${'b'.repeat(246 - name.length - 1)}.${name}`;
      expect(name).toHaveLength(246);
      // VarInt 254 is FE 01: id 00, protocol 767 (2 bytes), length 246 (2 bytes), host, port, state.
      const handshake = { protocolVersion: 767, serverAddress: name, serverPort: 25565 };
      const frame = writeFrame(0x00, writeHandshake({ ...handshake, nextState: 2 }));
      expect([...frame.subarray(0, 2)]).toEqual([0xfe, 0x01]);
      expect(await join(edge.port, name, 'LongName', null)).toMatchObject({ joined: false });
      expect(received.handshakes).toContainEqual({ ...handshake, nextState: 2 });
    } finally {
      received.close();
    }
  });

  it('answers legacy pings at once, each form in its own format, half-closed too', async () => {
    const legacy = (bytes: number[], halfClose: boolean) =>
      new Promise<{ text: string; ms: number }>((resolve, reject) => {
        const started = Date.now();
        const socket = connect(edge.port, '127.0.0.1', () =>
          halfClose ? socket.end(Buffer.from(bytes)) : socket.write(Buffer.from(bytes)),
        );
        let reply = Buffer.alloc(0);
        socket.on('data', (chunk: Buffer) => {
          reply = Buffer.concat([reply, chunk]);
        });
        socket.once('error', reject);
        socket.once('close', () =>
          resolve({
            text: Buffer.from(reply.subarray(3)).swap16().toString('utf16le'),
            ms: Date.now() - started,
          }),
        );
      });
    const beta = await legacy([0xfe], false);
    expect(beta.text).toBe('Update your game to join.§0§0');
    const v14 = await legacy([0xfe, 0x01], false);
    expect(v14.text.startsWith('§1\u0000127\u0000')).toBe(true);
    // The edge under test waits 500 ms for a handshake: answered before that, not at it.
    expect(Math.max(beta.ms, v14.ms)).toBeLessThan(450);
    expect((await legacy([0xfe, 0x01], true)).text.startsWith('§1\u0000')).toBe(true);
  });

  it('keeps one status per host asked for and protocol version, asked for once', async () => {
    const asked: { host: string; protocol: number }[] = [];
    // minecraft-protocol's server notes the handshake's host on the client; its types do not.
    const plain = await startBackend('Plain', undefined, {
      beforePing: (response, client) => {
        const host = (client as typeof client & { serverHost: string }).serverHost;
        asked.push({ host, protocol: client.protocolVersion });
        return { ...response, description: { text: `Hello ${host}` } };
      },
    });
    // A server with ViaVersion: each client is answered with its own protocol.
    const via: number[] = [];
    const echoing = await startBackend('Echo', undefined, {
      beforePing: (response, client) => {
        via.push(client.protocolVersion);
        return { ...response, version: { ...response.version, protocol: client.protocolVersion } };
      },
    });
    try {
      await routedDomain(`*.cache${suffix}.example.com`, { backends: [`127.0.0.1:${plain.port}`] });
      await routedDomain(`echo.cache${suffix}.com`, { backends: [`127.0.0.1:${echoing.port}`] });
      await edgeCaughtUp();
      const statusOf = (host: string, protocol: number, localAddress = '127.0.0.1') =>
        new Promise<{ text: unknown; protocol: number }>((resolve, reject) => {
          const socket = connect({ port: edge.port, host: '127.0.0.1', localAddress }, () =>
            socket.write(
              Buffer.concat([
                writeFrame(
                  0x00,
                  writeHandshake({
                    protocolVersion: protocol,
                    serverAddress: host,
                    serverPort: 25565,
                    nextState: 1,
                  }),
                ),
                writeFrame(0x00, new Uint8Array()),
              ]),
            ),
          );
          let bytes = Buffer.alloc(0);
          socket.on('data', (chunk: Buffer) => {
            bytes = Buffer.concat([bytes, chunk]);
            const frame = readFrame(bytes);
            if (frame.kind !== 'ok') return;
            socket.destroy();
            const status = readStatusResponse(frame.value.body);
            if (status.kind !== 'ok') return reject(new Error('no status'));
            resolve({ text: status.value.description, protocol: status.value.version.protocol });
          });
          socket.once('error', reject);
        });
      const eu = `eu.cache${suffix}.example.com`;
      const us = `us.cache${suffix}.example.com`;
      expect((await statusOf(eu, 767)).text).toEqual({ text: `Hello ${eu}` });
      expect((await statusOf(us, 767)).text).toEqual({ text: `Hello ${us}` });
      expect(asked).toHaveLength(2);
      const flood = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          statusOf(eu.toUpperCase(), 767, `127.0.${10 + (i % 6)}.${1 + i}`),
        ),
      );
      expect(asked).toHaveLength(2);
      // This backend speaks one version: every client sees it, and older ones the mismatch.
      expect(new Set(flood.map((f) => f.protocol))).toEqual(new Set([767]));
      expect((await statusOf(eu, 340)).protocol).toBe(767);
      expect(asked.slice(2)).toEqual([{ host: eu, protocol: 340 }]);

      // Players of three releases ping the ViaVersion server within the cache's 5 s, twice.
      const echo = `echo.cache${suffix}.com`;
      const releases = ['1.8.8', '1.12.2', '1.21.1'];
      // The client library builds each release's codecs on its first ping: not inside the 5 s.
      for (const release of releases)
        await ping(edge.port, `warm.cache${suffix}.example.com`, { release });
      for (let round = 0; round < 2; round += 1) {
        const seen = [];
        for (const release of releases)
          seen.push((await ping(edge.port, echo, { release })).version.protocol);
        expect(seen).toEqual([47, 340, 767]);
      }
      // One request per protocol version, the first time each was asked for.
      expect(via).toEqual([47, 340, 767]);
    } finally {
      plain.close();
      echoing.close();
    }
  });

  it('keeps firewalled addresses out and lets them back in when the rule goes', async () => {
    const rule = await owner
      .route('saveIpFirewall', {
        params: params(),
        body: { cidr: '127.0.0.0/8', whitelist: false },
      })
      .then(saved);
    expect(rule.statusCode).toBe(200);
    await edgeCaughtUp();
    expect(await join(edge.port, host, 'Blocked', backend)).toEqual({
      joined: false,
      reason: 'You are not allowed to join this server.',
    });
    await owner.route('deleteIpFirewall', {
      params: { ...params(), entryId: String(rule.body.data.id) },
    });
    await edgeCaughtUp();
    expect((await join(edge.port, host, 'Welcome', backend)).joined).toBe(true);
  });

  it('refuses blocked countries and ASNs', async () => {
    const byCountry = await owner
      .route('saveCountryFirewall', {
        params: params(),
        body: { country_id: 156, whitelist: false },
      })
      .then(saved);
    const byAsn = await owner
      .route('saveAsnFirewall', { params: params(), body: { asn: 4134, whitelist: false } })
      .then(saved);
    expect([byCountry.statusCode, byAsn.statusCode]).toEqual([200, 200]);
    await edgeCaughtUp();
    const refused = { joined: false, reason: 'You are not allowed to join this server.' };
    expect(await join(edge.port, host, 'FromCN', backend, '127.0.0.2')).toEqual(refused);
    expect(await join(edge.port, host, 'FromAS4134', backend, '127.0.0.3')).toEqual(refused);
    expect((await join(edge.port, host, 'Elsewhere', backend, '127.0.0.4')).joined).toBe(true);
    await owner.route('deleteCountryFirewall', {
      params: { ...params(), entryId: String(byCountry.body.data.id) },
    });
    await owner.route('deleteAsnFirewall', {
      params: { ...params(), entryId: String(byAsn.body.data.id) },
    });
  });

  it('brings a config change to the running edge in under a second', async () => {
    const before = edge.version();
    const started = Date.now();
    await owner.route('updateNetwork', {
      params: params(),
      body: { mitigation_message: 'Slow down a little' },
    });
    await vi.waitFor(() => expect(edge.version()).toBeGreaterThan(before), {
      timeout: 5000,
      interval: 10,
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("runs the verification server's reconnect check on bac domains", async () => {
    // Under attack only, so on this network's other domains nobody is checked in peacetime:
    // a bac domain is checked always.
    const created = await owner.route('createVerificationServer', {
      params: params(),
      body: {
        mode: 'under_attack',
        ping_check: false,
        reconnect_check: true,
        world_check: false,
        whitelist_seconds: 600,
        kick_message: 'Reconnect to verify you are human',
      },
    });
    expect(created.statusCode).toBe(201);
    const name = `verified.${suffix}.example.com`;
    await routedDomain(name, { backends: [`127.0.0.1:${backend.port}`] }, true);
    await edgeCaughtUp();
    expect(await join(edge.port, name, 'Human', backend, '127.0.0.5')).toEqual({
      joined: false,
      reason: 'Reconnect to verify you are human',
    });
    expect((await join(edge.port, name, 'Human', backend, '127.0.0.5')).joined).toBe(true);
    expect((await join(edge.port, name, 'Human', backend, '127.0.0.5')).joined).toBe(true);
  });

  it('skips a dead backend and uses the next one of the set', async () => {
    const name = `failover.${suffix}.example.com`;
    await routedDomain(name, {
      backends: [`127.0.0.1:${await freePort()}`, `127.0.0.1:${backend.port}`],
      load_balancing_mode: 4,
    });
    await edgeCaughtUp();
    for (const player of ['First', 'Second'])
      expect((await join(edge.port, name, player, backend, '127.0.0.6')).joined).toBe(true);
  });

  it("tells the network's owner which backends answer the edge, and how fast", async () => {
    const open = `127.0.0.1:${backend.port}`;
    const closed = `127.0.0.1:${await freePort()}`;
    await routedDomain(`health.${suffix}.example.com`, { backends: [open, closed] });
    await edgeCaughtUp();
    await vi.waitFor(
      async () => {
        const health = await stack.backendHealth(edge, networkId);
        const seen = new Map(health.map((b) => [b.address, b]));
        // Every edge serves every network: another test file's edge, in a location that does not
        // allow loopback backends, may report the same backend down ('partial').
        expect(seen.get(open)).toMatchObject({
          status: expect.stringMatching(/^(up|partial)$/),
          edges_up: 1,
        });
        expect(seen.get(open)?.latency_ms).toBeGreaterThanOrEqual(0);
        expect(seen.get(closed)).toMatchObject({ status: 'down', latency_ms: null, edges_up: 0 });
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('shows the offline MOTD and kick message when no backend answers', async () => {
    const closed = await freePort();
    const name = `down.${suffix}.example.com`;
    await owner.route('updateNetwork', {
      params: params(),
      body: {
        offline_motd_enabled: true,
        offline_motd: 'Back soon',
        offline_kick_message: 'The server is restarting',
      },
    });
    await routedDomain(name, { backends: [`127.0.0.1:${closed}`] });
    await edgeCaughtUp();
    const status = await ping(edge.port, name);
    expect(status.description).toMatchObject({ text: 'Back soon' });
    expect(await join(edge.port, name, 'Early', null)).toEqual({
      joined: false,
      reason: 'The server is restarting',
    });
  });

  it('sends PROXY protocol v2 that HAProxy accepts, carrying the player address', async () => {
    const checker = await startProxyV2Checker(backend.port);
    try {
      const name = `proxied.${suffix}.example.com`;
      await routedDomain(name, { backends: [`127.0.0.1:${checker.port}`], proxy_protocol: true });
      await edgeCaughtUp();

      const result = await join(edge.port, name, 'Proxied', backend);
      expect(result.joined).toBe(true);
      if (!result.joined) return;
      await vi.waitFor(
        () => expect(checker.log).toContain(`player 127.0.0.1:${result.localPort}`),
        { timeout: 5000 },
      );
      // Health checks say who they are too (LOCAL), so HAProxy logs no error for them. Another
      // test file's edge may report the same backend down ('partial'): this edge's check counts.
      const health = await stack.backendHealth(edge, networkId);
      expect(health.find((b) => b.address === `127.0.0.1:${checker.port}`)).toMatchObject({
        status: expect.stringMatching(/^(up|partial)$/),
        edges_up: 1,
      });
      expect(checker.log, checker.log).not.toContain('PROXY protocol header');
    } finally {
      await checker.stop();
    }
  });

  it('signs the handshake for backends with vulcan_ac_enabled', async () => {
    const received = await recordingBackend();
    try {
      const name = `signed.${suffix}.example.com`;
      await routedDomain(name, {
        backends: [`127.0.0.1:${received.port}`],
        vulcan_ac_enabled: true,
      });
      await edgeCaughtUp();
      const result = await join(edge.port, name, 'Signed', null);
      expect(result.joined).toBe(false);

      const [signed = ''] = received.handshakes.map((h) => h.serverAddress);
      const [payloadHost, client, seconds, signature] = signed.split('///');
      expect(payloadHost).toBe(name);
      expect(client).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(Math.abs(Number(seconds) - Date.now() / 1000)).toBeLessThan(30);
      const secret = (await owner.route('getNetwork', { params: params() })).body.data
        .backend_secret;
      const expected = createHmac('sha256', secret)
        .update(`${payloadHost}///${client}///${seconds}`)
        .digest('base64url');
      expect(signature).toBe(expected);
    } finally {
      received.close();
    }
  });

  it('bans an address that opens connections faster than the network allows', async () => {
    const name = `busy.${suffix}.example.com`;
    const busy = {
      id: String((await owner.route('createNetwork', { body: { name: 'busy' } })).body.data.id),
    };
    await owner.route('updateNetwork', {
      params: busy,
      body: { connections_per_second_threshold: 10, client_ban_seconds: 60 },
    });
    const set = await owner.route('createBackendSet', {
      params: busy,
      body: { name: 'set', backends: [`127.0.0.1:${backend.port}`] },
    });
    const domain = await owner.route('addDomain', {
      params: busy,
      body: { name, backend_set_id: set.body.data.id },
    });
    const txt = (await owner.route('getNetwork', { params: busy })).body.data.txt_verification;
    dns.setTxt(`_palisade.${name}`, [txt]);
    await owner.route('verifyDomain', {
      params: { ...busy, domainId: String(domain.body.data.id) },
    });
    await edgeCaughtUp();

    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        ping(edge.port, name, { timeoutMs: 1000 }).then(
          () => 'answered',
          () => 'dropped',
        ),
      ),
    );
    expect(outcomes).toContain('dropped');
    await expect(ping(edge.port, name, { timeoutMs: 1000 })).rejects.toThrow();
    await edge.flushTelemetry();
    const overview = await owner.route('statsOverview', { params: busy });
    expect(overview.body.data.mitigated_24h).toBeGreaterThan(0);
  });

  it('drops a client that never finishes its handshake', async () => {
    const socket = connect(edge.port, '127.0.0.1');
    socket.write(Buffer.from([0x10, 0x00]));
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on('error', () => undefined);
      socket.once('close', () => resolve(Date.now() - started));
    });
    // The edge under test gives clients 500 ms; the default is 5 s.
    expect(closedAfter).toBeLessThan(2000);
  });

  it('routes from the snapshot on disk when started while the API is down', async () => {
    const ownDir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));
    await copyFile(path.join(stateDir, 'snapshot.json'), path.join(ownDir, 'snapshot.json'));
    const offline = await startEdge({
      ...stack.edgeOptions(ownDir),
      apiUrl: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const status = await ping(offline.port, host);
      expect(status.description).toMatchObject({ text: 'Backend MOTD' });
    } finally {
      await offline.stop();
      await rm(ownDir, { recursive: true, force: true });
    }
  });

  it('keeps routing and counting while the API is away, and delivers each batch once', async () => {
    // A relay stands in for the network path to the API, so the API can "go away" and return.
    const apiPort = Number(new URL(apiUrl).port);
    const open = new Set<import('node:net').Socket>();
    const relay = createServer((socket) => {
      const upstream = connect(apiPort, '127.0.0.1');
      for (const side of [socket, upstream]) {
        open.add(side);
        side.on('error', () => undefined);
        side.once('close', () => open.delete(side));
      }
      socket.pipe(upstream).pipe(socket);
    });
    const relayPort = await freePort();
    const up = () => new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
    const down = () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of open) socket.destroy();
      });
    const logins = async () =>
      (await owner.route('statsOverview', { params: params() })).body.data.logins_24h;
    const dir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));
    const options = { ...stack.edgeOptions(dir), apiUrl: `http://127.0.0.1:${relayPort}` };
    await up();
    let away = await startEdge(options);
    try {
      await vi.waitFor(() => expect(away.version()).toBeGreaterThan(0), { timeout: 5000 });
      const before = await logins();
      await down();
      expect((await join(away.port, host, 'Offline1', backend, '127.0.0.7')).joined).toBe(true);
      await away.stop();
      away = await startEdge(options);
      expect((await join(away.port, host, 'Offline2', backend, '127.0.0.7')).joined).toBe(true);
      await away.flushTelemetry();
      expect(await logins()).toBe(before);

      await up();
      await away.flushTelemetry();
      expect(await logins()).toBe(before + 2);
      await away.flushTelemetry();
      expect(await logins()).toBe(before + 2);
    } finally {
      await away.stop();
      await down();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exposes Prometheus metrics', async () => {
    const text = await edge.metrics.metrics();
    expect(text).toMatch(/palisade_edge_connections_total\{outcome="proxied"\} [1-9]/);
    expect(text).toMatch(/palisade_edge_config_version [1-9]/);
  });
});
