import { setTimeout as sleep } from 'node:timers/promises';
import {
  idleClient,
  joinAsPlayer,
  playAwhile,
  type SpawnServer,
  startSpawnServer,
} from '@palisade/peers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EdgeStack, stackStartMs, startEdgeStack } from '../../test/stack';
import type { Edge } from '../edge';

/**
 * Players and logins, end to end: real players (mineflayer, which plays as a client does) and
 * the bots of a flood's first second, which log in at the backend and sit there, through an
 * edge to a real API. Every figure and chart of players counts the players alone; the bots show
 * as logins that never played.
 */
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const playHost = `play.${suffix}.example.com`;
const floodHost = `flood.${suffix}.example.com`;
const playedMs = 1000;

/** Loopback has no country: the players' addresses are in DE here, the bots' in CN. */
const geo = {
  country: (address: string) => (address.startsWith('127.0.60.') ? 'DE' : 'CN'),
  asn: () => null,
};

let stack: EdgeStack;
let edge: Edge;
let networkId: number;
let players: SpawnServer;
let bots: SpawnServer;
const params = () => ({ id: String(networkId) });

beforeAll(async () => {
  stack = await startEdgeStack(`pl${suffix}`);
  networkId = (await stack.owner.route('createNetwork', { body: { name: 'players' } })).body.data
    .id;
  // Peacetime throughout: nobody is checked, so the bots reach the backend as a flood's first
  // second does before the threshold trips.
  await stack.owner.route('updateNetwork', {
    params: params(),
    body: { connections_per_second_threshold: 500 },
  });
  players = await startSpawnServer('1.20.4');
  bots = await startSpawnServer('1.21.4');
  await stack.routedDomain(networkId, playHost, { backends: [`127.0.0.1:${players.port}`] });
  await stack.routedDomain(networkId, floodHost, { backends: [`127.0.0.1:${bots.port}`] });
  edge = await stack.edge({ playedMs, geo });
}, stackStartMs);

afterAll(async () => {
  players?.close();
  bots?.close();
  await stack?.close();
});

/** A player who joins and plays past the edge's judgement. */
async function player(username: string, n: number) {
  const joined = await joinAsPlayer({
    port: edge.port,
    serverHost: playHost,
    username,
    localAddress: `127.0.60.${n}`,
    version: '1.20.4',
    timeoutMs: 30_000,
    stay: true,
  });
  if (!joined.spawned || !joined.bot) throw new Error(`${username}: ${JSON.stringify(joined)}`);
  await playAwhile(joined.bot, playedMs * 2);
  return joined.bot;
}

describe('players and logins', () => {
  it('counts the players who play, and the bots that log in and idle as logins only', {
    timeout: 120_000,
  }, async () => {
    const botNames = [1, 2, 3, 4].map((n) => `FloodBot${n}`);
    const idlers = botNames.map((username, i) =>
      idleClient({
        port: edge.port,
        serverHost: floodHost,
        username,
        localAddress: `127.0.61.${i + 1}`,
        version: '1.21.4',
        idleMs: 15_000,
      }),
    );
    const [stayer, quick] = await Promise.all([player('Stayer', 1), player('Quick', 2)]);
    // Their sessions began before this: Stayer's lasts more than 30 s once it quits after it.
    const joinedAt = Date.now();
    await vi.waitFor(() => expect(bots.joined).toEqual(expect.arrayContaining(botNames)), {
      timeout: 20_000,
    });
    // Everyone has been on longer than the edge takes to judge: the bots are still there.
    await sleep(playedMs * 2);
    expect(edge.recorder.players(networkId)).toBe(2);

    await edge.flushTelemetry();
    const live = (await stack.owner.route('statsOverview', { params: params() })).body.data;
    expect(live).toMatchObject({ players: 2, peak_players_24h: 2, logins_24h: 6 });
    const chart = (
      await stack.owner.route('statsPlayers', { params: params(), query: { period: '1h' } })
    ).body.data;
    expect(Math.max(...chart.points.map(([, value]) => value))).toBe(2);

    // Quick leaves after a few seconds (a bounce); the bots leave by themselves; Stayer plays
    // past 30 seconds.
    quick.quit();
    for (const run of await Promise.all(idlers)) expect(run.kicks).toEqual([]);
    await sleep(Math.max(0, joinedAt + 31_000 - Date.now()));
    stayer.quit();
    await vi.waitFor(() => expect(edge.recorder.players(networkId)).toBe(0), { timeout: 10_000 });
    await edge.flushTelemetry();

    const { route } = stack.owner;
    const data = <T>(reply: Promise<{ body: { data: T } }>) => reply.then((r) => r.body.data);
    const p = { params: params() };
    expect(await data(route('statsOverview', p))).toMatchObject({
      peak_players_24h: 2,
      logins_24h: 6,
      unique_players_24h: 2,
    });
    expect(await data(route('analyticsUniqueUsers', p))).toEqual({ value: 2 });
    expect(await data(route('analyticsUnplayedLogins', p))).toEqual({ value: 4 });
    expect(await data(route('analyticsBounceRate', p))).toEqual({ value: 0.5 });
    expect(await data(route('analyticsMcVersionBreakdown', p))).toEqual({ '1.20.3–1.20.4': 2 });
    expect(await data(route('analyticsTopDomains', p))).toEqual({ [playHost]: 2 });
    expect(await data(route('analyticsCountryHeatmap', p))).toEqual([{ key: 'DE', value: 2 }]);
  });
});
