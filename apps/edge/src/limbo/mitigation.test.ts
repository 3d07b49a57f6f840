import {
  botFlood,
  idleClient,
  joinAsPlayer,
  loopbackSources,
  rawLogin,
  type SpawnServer,
  startSpawnServer,
} from '@palisade/peers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EdgeStack, stackStartMs, startEdgeStack } from '../../test/stack';
import type { Edge } from '../edge';
import { providerSuspects } from '../filters/jail';
import { unverifiedMessage } from '../listener/stages/checks';

/**
 * Protection on by default, end to end: a network with no verification server, a verified
 * domain per release on a real server of that release, an edge, real players (mineflayer, which
 * simulates a client's physics) and the bots attack tools send, from loopback addresses.
 */
const releases = ['1.8.8', '1.12.2', '1.16.5', '1.20.4', '1.21.4'] as const;
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const hostOf = (release: string) => `v${release.replace(/\./g, '-')}.${suffix}.example.com`;
const threshold = 10;

let stack: EdgeStack;
let edge: Edge;
let networkId: number;
const servers = new Map<string, SpawnServer>();

beforeAll(async () => {
  stack = await startEdgeStack(`mit${suffix}`);
  networkId = (await stack.owner.route('createNetwork', { body: { name: 'protected' } })).body.data
    .id;
  await stack.owner.route('updateNetwork', {
    params: { id: String(networkId) },
    body: { connections_per_second_threshold: threshold },
  });
  for (const release of releases) {
    const server = await startSpawnServer(release);
    servers.set(release, server);
    await stack.routedDomain(networkId, hostOf(release), {
      backends: [`127.0.0.1:${server.port}`],
    });
  }
  edge = await stack.edge({ playedMs: 1000, handshakeTimeoutMs: 2000 });
}, stackStartMs);

afterAll(async () => {
  for (const server of servers.values()) server.close();
  await stack?.close();
});

const joined = () => [...servers.values()].flatMap((s) => s.joined);
const loggedIn = () => [...servers.values()].flatMap((s) => s.loggedIn);

describe('mitigation, on by default', () => {
  it('checks nobody in peacetime: a plain client that idles gets in', async () => {
    const run = idleClient({
      port: edge.port,
      serverHost: hostOf('1.21.4'),
      username: 'QuietOne',
      localAddress: '127.0.90.1',
      version: '1.21.4',
      idleMs: 3000,
    });
    await vi.waitFor(() => expect(joined()).toContain('QuietOne'), { timeout: 20_000 });
    expect((await run).kicks).toEqual([]);
  });

  it('keeps a bot flood out while players of every release get in', {
    timeout: 120_000,
  }, async () => {
    // A regular plays before the attack: from then on the edge knows the address.
    const regular = await joinAsPlayer({
      port: edge.port,
      serverHost: hostOf('1.21.4'),
      username: 'Regular',
      localAddress: '127.0.91.1',
      version: '1.21.4',
      stay: true,
    });
    expect(regular).toMatchObject({ spawned: true, attempts: 1 });
    // It plays a little: the edge counts a client that logs in and sits there as no player.
    for (const line of ['hello', 'anyone around?', 'brb']) {
      if (regular.spawned) regular.bot?.chat(line);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (regular.spawned) regular.bot?.quit();

    // Half the bots from four crowded /24s, half from a hundred /24s of four addresses each.
    const sources = [...loopbackSources(1000, 20), ...loopbackSources(400, 40, 4)];
    const flood = botFlood({
      port: edge.port,
      serverHost: hostOf('1.21.4'),
      burst: threshold * 3,
      perSecond: threshold * 10,
      seconds: 6,
      // Bots that log in and idle are the limbo's own tests' (apps/edge/src/limbo): one here.
      mix: { raw: 0.85, pingFirst: 0.15, idle: 0 },
      sources: sources.filter((_, i) => i % 2 === 0).concat(sources.filter((_, i) => i % 2)),
    });
    // Players come once the edge refuses bots: it knows it is under attack by then.
    await vi.waitFor(
      async () =>
        expect(await edge.metrics.metrics()).toMatch(/outcome="(subnet|verification)"\} [1-9]/),
      { timeout: 30_000, interval: 100 },
    );
    const players = await Promise.all(
      releases.map((version, i) =>
        joinAsPlayer({
          port: edge.port,
          serverHost: hostOf(version),
          username: `Player${i}`,
          localAddress: `127.0.${100 + i}.1`,
          version,
          // The benchmark holds the 10 s figure; on a shared test machine this is not a timing.
          timeoutMs: 30_000,
        }),
      ),
    );
    // A client that logs in and idles, as bot tools' "real client" mode does, is sent away.
    const idler = await idleClient({
      port: edge.port,
      serverHost: hostOf('1.21.4'),
      username: 'IdleBot',
      localAddress: '127.0.92.1',
      version: '1.21.4',
      idleMs: 15_000,
    });
    expect(idler.kicks).toEqual([unverifiedMessage]);
    const again = await joinAsPlayer({
      port: edge.port,
      serverHost: hostOf('1.21.4'),
      username: 'Regular',
      localAddress: '127.0.91.1',
      version: '1.21.4',
      timeoutMs: 30_000,
    });
    const bots = await flood;

    for (const [i, player] of players.entries())
      expect(
        player,
        `${releases[i]}: ${JSON.stringify(player)}; its server saw ${servers.get(releases[i] as string)?.joined}`,
      ).toMatchObject({
        spawned: true,
        attempts: 2,
      });
    // 1.20.5 and later follow a Transfer; older ones rejoin after the kick.
    expect(players.map((p) => (p.spawned ? p.via : null))).toEqual([
      'rejoin',
      'rejoin',
      'rejoin',
      'rejoin',
      'transfer',
    ]);
    expect(again, JSON.stringify(again)).toMatchObject({ spawned: true, attempts: 1 });
    expect(joined()).not.toContain('IdleBot');
    // What reached a server: the bots of the second before the edge saw the attack (up to the
    // threshold, less on a machine too busy to send the burst at once), and at most the
    // benchmark's 1 % of the rest (npm run bench:mitigation).
    const botsIn = loggedIn().filter((name) => bots.names.has(name));
    expect(botsIn.length).toBeLessThanOrEqual(threshold + Math.ceil(bots.connections / 100));

    const metrics = await edge.metrics.metrics();
    const outcome = (name: string) =>
      Number(new RegExp(`outcome="${name}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    expect(outcome('verified')).toBeGreaterThanOrEqual(releases.length);
    expect(outcome('subnet')).toBeGreaterThan(0);
    expect(outcome('verification')).toBeGreaterThan(0);

    // The dashboard's figures: every refusal counted, by reason, on the attack.
    await edge.flushTelemetry();
    const params = { id: String(networkId) };
    const overview = await stack.owner.route('statsOverview', { params });
    expect(overview.body.data.mitigated_24h).toBeGreaterThan(bots.names.size / 2);
    const list = await stack.owner.route('listAttacks', { params });
    // One attack, still open (an attack closes after a quiet minute).
    expect(list.body.data.attacks).toHaveLength(1);
    const [attack] = list.body.data.attacks;
    expect(attack?.dropped).toBeGreaterThan(0);
    const details = (
      await stack.owner.route('getAttack', { params: { ...params, attackId: String(attack?.id) } })
    ).body.data;
    const reasons = details.dropped_by_reason;
    expect(reasons.subnet).toBeGreaterThan(0);
    expect(reasons.verification).toBeGreaterThan(0);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(details.dropped);
  });
});

describe('a provider of silent bots', () => {
  it("has its next addresses reset at accept, while another provider's player gets in", {
    timeout: 60_000,
  }, async () => {
    const id = (await stack.owner.route('createNetwork', { body: { name: 'providers' } })).body.data
      .id;
    await stack.owner.route('createVerificationServer', {
      params: { id: String(id) },
      body: { mode: 'always', ping_check: false },
    });
    const host = `providers.${suffix}.example.com`;
    await stack.routedDomain(id, host, {
      backends: [`127.0.0.1:${servers.get('1.21.4')?.port}`],
    });
    // Two providers, as the offline table would place real addresses; a /24 each for the bots,
    // whose verifications would otherwise wait for their subnet's few slots.
    const asn = (address: string) =>
      address.startsWith('127.150.') ? 64_500 : address.startsWith('127.151.') ? 64_501 : null;
    const geoEdge = await stack.edge({ geo: { asn, country: () => null }, playedMs: 1000 });
    const raw = (n: number) =>
      rawLogin({
        port: geoEdge.port,
        serverHost: host,
        username: `Silent${n}`,
        localAddress: `127.150.${n}.1`,
        protocol: 769,
        reconnects: 0,
      });

    // Each is verified: it reads the limbo's Login Success, and is dropped when its time is out.
    const first = await Promise.all(Array.from({ length: providerSuspects }, (_, i) => raw(i + 1)));
    for (const run of first) expect(run.received).toBeGreaterThan(0);
    // The provider's next address is reset unread, and counted for the network.
    const next = await raw(providerSuspects + 1);
    expect(next.received).toBe(0);
    const metrics = await geoEdge.metrics.metrics();
    expect(metrics).toMatch(/outcome="asn"\} [1-9]/);
    // A player of the other provider is verified and plays.
    const player = await joinAsPlayer({
      port: geoEdge.port,
      serverHost: host,
      username: 'Neighbour',
      localAddress: '127.151.0.1',
      version: '1.21.4',
      timeoutMs: 30_000,
    });
    expect(player).toMatchObject({ spawned: true, attempts: 2, via: 'transfer' });
  });
});
