import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Bot,
  joinAsPlayer,
  playAwhile,
  type SpawnServer,
  startSpawnServer,
} from '@palisade/peers';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { startApiBalancer } from '@palisade/peers/haproxy';
import { ping } from '@palisade/peers/minecraft';
import { ownDatabase } from '@palisade/peers/own-database';
import { palisadeCli, stopped } from '@palisade/peers/palisade-process';
import { freePort } from '@palisade/peers/ports';
import { testPostgres } from '@palisade/peers/postgres';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client';
import { playSessions, users } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/features/account/passwords';
import { createEdgeToken } from '../apps/api/src/features/edge-sync/tokens';
import { insertLocation } from '../apps/api/test/fixtures';

/**
 * Scale-out, end to end on PostgreSQL: two `palisade start` API processes (no edge of their
 * own) behind HAProxy in HTTP mode, two `palisade edge` processes for one location syncing
 * through the balancer, and real players (mineflayer on minecraft-protocol) joining through
 * both. One API process and one edge are killed with SIGKILL mid-traffic and the edge is
 * started again. What the players did is then compared with what the analytics say.
 */

const release = '1.21.4';
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const location = `so${suffix}`;
const email = `scale.${suffix}@example.com`;
const password = 'a long enough password';
const domains = [`one.${suffix}.example.com`, `two.${suffix}.example.com`] as const;
/** The rollup job's period in the API processes, short so that the test sees many runs. */
const jobSeconds = 2;
/** Every API process shares the database and these three secrets, and nothing else. */
const secrets = {
  jwt: randomBytes(32).toString('hex'),
  captchaHmac: randomBytes(32).toString('hex'),
  dataKey: randomBytes(32).toString('hex'),
};

type Daemon = Awaited<ReturnType<ReturnType<typeof palisadeCli>['daemon']>>;
type EdgeName = 'a' | 'b';

/** A TCP connection a client made to an edge that the edge counts for the network. */
interface Connection {
  at: number;
  kind: 'join' | 'ping';
  domain: string;
  username?: string;
}

let dataDir: string;
let server: Awaited<ReturnType<typeof testPostgres>> | undefined;
let own: Awaited<ReturnType<typeof ownDatabase>> | undefined;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
const tokens: Record<EdgeName, string> = { a: '', b: '' };
let cli: ReturnType<typeof palisadeCli>;
let dns: DnsServer;
let backend: SpawnServer;
let balancer: Awaited<ReturnType<typeof startApiBalancer>>;
const apis: { port: number; process: Daemon; killedAt?: number }[] = [];
const edges = new Map<EdgeName, { port: number; args: string[]; process: Daemon }>();
const connections: Connection[] = [];
const players = new Map<string, { bot: Bot; edge: EdgeName; ended: boolean }>();
/** Players who quit by themselves. */
const left = new Set<string>();

/** Waits out the last 2.5 s of a minute, so that a connection and its count share a minute. */
async function clearOfMinuteEnd() {
  const rest = 60_000 - (Date.now() % 60_000);
  if (rest < 2500) await sleep(rest + 200);
}

async function api<T>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T };
  expect(response.ok, `${method} ${url}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.data;
}

let playerCount = 0;
/** A real player joins through an edge from an address of its own, plays, and stays. */
async function join(edge: EdgeName, domain: string) {
  playerCount += 1;
  const username = `Player${playerCount}`;
  await clearOfMinuteEnd();
  const at = Date.now();
  const result = await joinAsPlayer({
    port: edges.get(edge)?.port ?? 0,
    serverHost: domain,
    username,
    localAddress: `127.0.${60 + playerCount}.1`,
    version: release,
    stay: true,
    timeoutMs: 20_000,
  });
  expect(result, `${username} through edge ${edge}`).toMatchObject({ spawned: true, attempts: 1 });
  if (!result.spawned || !result.bot) return;
  // It plays: the edge counts a client as a player once it has (docs/edge.md).
  await playAwhile(result.bot, 3000);
  connections.push({ at, kind: 'join', domain, username });
  const player = { bot: result.bot, edge, ended: false };
  result.bot.once('end', () => {
    player.ended = true;
  });
  players.set(username, player);
}

/**
 * Server-list pings through an edge until it routes `domain`. A ping the edge does not route yet
 * is nobody's connection; one that fails fails the test, since the edge may have counted it.
 */
async function pingUntilRouted(edge: EdgeName, domain: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await clearOfMinuteEnd();
    const at = Date.now();
    const reply = await ping(edges.get(edge)?.port ?? 0, domain, { timeoutMs: 15_000 });
    if (!JSON.stringify(reply.description).includes('not served')) {
      connections.push({ at, kind: 'ping', domain });
      return;
    }
    expect(Date.now(), `${domain} not routed by edge ${edge}`).toBeLessThan(deadline);
    await sleep(200);
  }
}

/** Each edge serves players from two processes (`palisade edge --workers`). */
const edgeWorkers = 2;

async function startEdge(name: EdgeName) {
  const port = edges.get(name)?.port ?? (await freePort());
  const args = edges.get(name)?.args ?? [
    'edge',
    '--api',
    balancer.url,
    '--token',
    tokens[name],
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--state-dir',
    path.join(dataDir, `edge-${name}`),
    '--metrics-port',
    String(await freePort()),
    '--workers',
    String(edgeWorkers),
    '--no-tunnels',
    // A test never writes the host's firewall (the kernel filter runs in a namespace).
    '--kernel-filter',
    'off',
  ];
  const process = await cli.daemon(args, {}, 'metrics at');
  edges.set(name, { port, args, process });
  // Counted in the minute the client acted in: no worker still busy building the in-world
  // verification (seconds of CPU at start on a loaded machine) while the clock turns.
  await vi.waitFor(
    () =>
      expect(process.output().split('in-world verification ready').length - 1).toBe(edgeWorkers),
    { timeout: 60_000, interval: 200 },
  );
}

/** The rollup runs an API process logged: the period of each, and when it ended. */
const rollups = (process: Daemon) =>
  process
    .output()
    .split('\n')
    .filter((line) => line.includes('"telemetry rolled up"'))
    .map((line) => JSON.parse(line) as { period: string; time: number });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'palisade-scale-out-'));
  dns = await startDnsServer();
  backend = await startSpawnServer(release);
  // PostgreSQL, as PGlite is one process's alone: the tests' server, or else one of the test's own.
  server = await testPostgres();
  // A database of the test's own, so that the API processes' telemetry jobs (retention,
  // partitions) touch no other test's rows. What an operator does with `palisade migrate`,
  // `location add`, `edge token create` (one token per edge: a token is an edge's identity in
  // its telemetry) and `user create --activate`:
  own = await ownDatabase(location, server.url);
  cli = palisadeCli(dataDir, own.url);
  database = await openDatabase({ databaseUrl: own.url, dataDir: null });
  await database.migrate();
  const { db } = database;
  await insertLocation({ deps: { db, secrets } }, location, {
    publicAddress: '127.0.0.1',
    allowedBackends: [`127.0.0.1:${backend.port}`],
  });
  for (const name of ['a', 'b'] as const)
    tokens[name] = (await createEdgeToken(db, location, `edge ${name}`)).token;
  await db.insert(users).values({
    email,
    firstname: 'Scale',
    lastname: 'Out',
    passwordHash: await hashPassword(password),
    activatedAt: new Date(),
  });
});

afterAll(async () => {
  for (const player of players.values()) player.bot.end();
  for (const { process } of [...edges.values(), ...apis])
    if (process.exitCode === null && process.signalCode === null) process.kill('SIGKILL');
  await balancer?.stop();
  backend?.close();
  await dns?.close();
  await database?.close();
  await own?.drop();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Six processes (seven with a PostgreSQL of the test's own) and about sixteen real players: 60 s on the shared two-core machine at a load
// average of 4, 85 s at 10 to 13 (where starting the API processes alone takes 25 s).
describe('scale-out on PostgreSQL', {
  timeout: 240_000,
}, () => {
  it('keeps players, config and telemetry through a killed API process and a killed edge', async () => {
    const ports = [await freePort(), await freePort()];
    balancer = await startApiBalancer(ports);
    // The edges start beside the API processes, and sync once the balancer has one.
    const edgesUp = Promise.all([startEdge('a'), startEdge('b')]);
    const started = await Promise.all(
      ports.map((port, i) =>
        cli.daemon(
          ['start'],
          {
            JWT_SECRET: secrets.jwt,
            CAPTCHA_HMAC_KEY: secrets.captchaHmac,
            DATA_KEY: secrets.dataKey,
            DATA_DIR: path.join(dataDir, `api-${i + 1}`),
            PORT: String(port),
            HOST: '127.0.0.1',
            EDGE_JAVA_PORT: '0',
            CAPTCHA: 'off',
            DNS_SERVERS: dns.address,
            EXPOSURE_CHECK_HOURS: '0',
            TELEMETRY_JOB_SECONDS: String(jobSeconds),
            TRUST_PROXY: '127.0.0.1',
          },
          'Palisade is up',
        ),
      ),
    );
    for (const [i, process] of started.entries()) apis.push({ port: ports[i] ?? 0, process });
    await balancer.ready();
    await edgesUp;

    const { token } = await api<{ token: string }>(balancer.url, 'POST', '/auth/login', undefined, {
      email,
      password,
    });
    const network = await api<{ id: number; txt_verification: string }>(
      balancer.url,
      'POST',
      '/networks',
      token,
      { name: 'Scale-out' },
    );
    const set = await api<{ id: number }>(
      balancer.url,
      'POST',
      `/networks/${network.id}/backendSets`,
      token,
      { name: 'lobby', backends: [`127.0.0.1:${backend.port}`] },
    );
    /** A domain on the set, proven through DNS, through the API at `base`. */
    const addDomain = async (base: string, name: string) => {
      const domain = await api<{ id: number }>(
        base,
        'POST',
        `/networks/${network.id}/domains`,
        token,
        { name, backend_set_id: set.id },
      );
      dns.setTxt(`_palisade.${name}`, [network.txt_verification]);
      const verified = await api<{ verified: boolean }>(
        base,
        'GET',
        `/networks/${network.id}/domains/${domain.id}/verify`,
        token,
      );
      expect(verified.verified).toBe(true);
    };
    await addDomain(balancer.url, domains[0]);
    await pingUntilRouted('a', domains[0]);
    await pingUntilRouted('b', domains[0]);

    // Players join through both edges; two of them leave again.
    for (const edge of ['a', 'b', 'a', 'b'] as const) await join(edge, domains[0]);
    for (const username of ['Player1', 'Player2']) {
      players.get(username)?.bot.quit();
      left.add(username);
    }

    // The API process that ran the rollups last dies while players keep joining.
    const [x, y] = [...apis].sort(
      (p, q) => (rollups(q.process).at(-1)?.time ?? 0) - (rollups(p.process).at(-1)?.time ?? 0),
    );
    if (!x || !y) throw new Error('two API processes expected');
    expect(rollups(x.process).length).toBeGreaterThan(0);
    const joining = Promise.all([join('a', domains[0]), join('b', domains[0])]);
    x.process.kill('SIGKILL');
    x.killedAt = Date.now();
    await joining;
    await join('a', domains[0]);
    await join('b', domains[0]);

    // Edge a dies 3 s into a 10-second bucket in which it took no new connection (what it
    // counts before a bucket closes is in its memory alone); players keep joining through b, each
    // join with its seconds of play over well before then.
    const killAt = Math.ceil((Date.now() + 1500) / 10_000) * 10_000 + 3000;
    while (Date.now() < killAt - 9000) {
      await join('b', domains[0]);
      await sleep(2000);
    }
    await sleep(killAt - Date.now());
    /** The players edge a carried (or had carried) when it died. */
    const onKilledEdge = [...players].filter(([, p]) => p.edge === 'a').map(([name]) => name);
    edges.get('a')?.process.kill('SIGKILL');
    await vi.waitFor(
      () => {
        for (const player of players.values())
          if (player.edge === 'a') expect(player.ended).toBe(true);
      },
      { timeout: 10_000 },
    );
    // Those on b stay connected, and new players get in through it.
    await sleep(2000);
    await join('b', domains[0]);
    await join('b', domains[0]);
    for (const [username, player] of players)
      if (player.edge === 'b' && !left.has(username))
        expect(player.ended, `${username} on edge b`).toBe(false);

    // A change made through the surviving API process reaches b, and a after its restart.
    await addDomain(`http://127.0.0.1:${y.port}`, domains[1]);
    await pingUntilRouted('b', domains[1]);
    await startEdge('a');
    await pingUntilRouted('a', domains[1]);
    await join('a', domains[1]);
    await join('a', domains[0]);
    await join('b', domains[1]);

    // Everyone leaves; the edges stop and hand over what they still hold.
    for (const player of players.values()) if (!player.ended) player.bot.quit();
    await vi.waitFor(() => expect([...players.values()].every((p) => p.ended)).toBe(true));
    for (const name of ['a', 'b'] as const)
      expect(await stopped(edges.get(name)?.process as Daemon)).toBe(0);

    // The rollup job: one run per period across both processes, and the survivor goes on alone.
    const periods = [...rollups(x.process), ...rollups(y.process)].map((run) => run.period);
    expect(new Set(periods).size, `periods run: ${periods.join(' ')}`).toBe(periods.length);
    expect(rollups(y.process).filter((run) => run.time > (x.killedAt ?? 0)).length).toBeGreaterThan(
      1,
    );

    // Every minute's connections, every login and every player, counted once.
    const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
    const expected = new Map<number, number>();
    for (const c of connections) expected.set(minute(c.at), (expected.get(minute(c.at)) ?? 0) + 1);
    const first = minute(Math.min(...connections.map((c) => c.at)));
    const last = minute(Math.max(...connections.map((c) => c.at)));
    const points = (last - first) / 60_000 + 1;
    const cps = await api<{ points: [number, number][]; step_seconds: number }>(
      balancer.url,
      'GET',
      `/networks/${network.id}/stats/cpsInRange?from=${first}&to=${last + 59_999}&points=${points}`,
      token,
    );
    expect(cps.step_seconds).toBe(60);
    const made = connections.map((c) => `${c.kind} ${new Date(c.at).toISOString()}`);
    expect(
      cps.points.map(([t, v]) => [t, Math.round(v * 60)]),
      made.join(', '),
    ).toEqual(
      [...Array(points).keys()].map((i) => [
        first + i * 60_000,
        expected.get(first + i * 60_000) ?? 0,
      ]),
    );
    const joins = connections.filter((c) => c.kind === 'join');
    const logins = await api<Record<string, number>>(
      balancer.url,
      'GET',
      `/networks/${network.id}/analytics/topDomains?period=1d`,
      token,
    );
    expect(logins).toEqual(
      Object.fromEntries(
        domains.map((d) => [d, joins.filter((c) => c.domain === d).length] as const),
      ),
    );
    const overview = await api<{ logins_24h: number; connections_24h: number }>(
      balancer.url,
      'GET',
      `/networks/${network.id}/stats/overview`,
      token,
    );
    expect(overview).toMatchObject({
      logins_24h: joins.length,
      connections_24h: connections.length,
    });
    expect(
      await api(balancer.url, 'GET', `/networks/${network.id}/analytics/uniqueUsers`, token),
    ).toEqual({ value: joins.length });
    // One play session per join, whichever edge and API process carried it.
    const sessions = await database?.db
      .select({ username: playSessions.username })
      .from(playSessions)
      .where(eq(playSessions.networkId, network.id));
    expect(sessions?.map((s) => s.username).sort()).toEqual(joins.map((c) => c.username).sort());
    // The sessions edge a carried when it died were ended by its restart, as of its last write
    // of the telemetry queue; those of players still on b are open.
    await vi.waitFor(
      async () => {
        const rows = await database?.db
          .select({ username: playSessions.username, endedAt: playSessions.endedAt })
          .from(playSessions)
          .where(eq(playSessions.networkId, network.id));
        for (const [username, player] of players) {
          const endedAt = rows?.find((row) => row.username === username)?.endedAt ?? null;
          if (onKilledEdge.includes(username)) {
            expect(endedAt, `${username} on the killed edge`).not.toBeNull();
            expect(endedAt?.getTime()).toBeLessThanOrEqual(killAt);
          } else if (player.edge === 'b' && !player.ended)
            expect(endedAt, `${username} on edge b`).toBeNull();
        }
      },
      { timeout: 30_000, interval: 500 },
    );
  });
});
