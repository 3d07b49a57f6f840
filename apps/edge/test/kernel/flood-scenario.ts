import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { joinAsPlayer, loopbackSources, rawLogin, startSpawnServer } from '@palisade/peers';
import { startEdge } from '../../src';
import { apiClient, startEdgeStack } from '../stack';

/**
 * A whole edge under a bot flood, in a network namespace of its own (run by
 * `kernel-flood.test.ts` through `inNamespace`): the `palisade` control plane in a child process,
 * an edge with the kernel filter (`off` as the first argument: without it), a real Minecraft
 * server behind a domain that always checks (`bac`), bots from 240 addresses of the namespace's
 * loopback that fail the in-world check, garbage senders, and real players. Prints what it saw
 * as one JSON line; the test judges it.
 */

const exec = promisify(execFile);
const kernel = process.argv[2] !== 'off';
// The namespace reaches none of the host's databases: the API keeps its own (PGlite).
delete process.env.TEST_DATABASE_URL;

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const host = `flood.${suffix}.example.com`;
const stack = await startEdgeStack(`kf${suffix}`);
const created = await stack.owner.route('createNetwork', { body: { name: 'flooded' } });
const params = { id: String(created.body.data.id) };
await stack.owner.route('updateNetwork', {
  params,
  body: { connections_per_second_threshold: 20 },
});
const server = await startSpawnServer('1.21.4');
await stack.routedDomain(Number(params.id), host, { backends: [`127.0.0.1:${server.port}`] }, true);
// Started here rather than by `stack.edge`, whose wait for the config needs a vitest worker.
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-edge-'));
const edge = await startEdge({
  ...stack.edgeOptions(stateDir),
  playedMs: 1000,
  handshakeTimeoutMs: 2000,
  ...(kernel ? { kernelFilter: { readMs: 2000 } } : {}),
});
const config = await apiClient(stack.apiUrl, { 'x-edge-token': stack.token }).route('edgeConfig', {
  query: { since: 0 },
});
while (edge.version() < config.body.data.version) await sleep(50);

/** The sum of a metric's series whose line matches `pattern` (its value the first group). */
const metric = async (pattern: RegExp) => {
  let sum = 0;
  for (const match of (await edge.metrics.metrics()).matchAll(pattern)) sum += Number(match[1]);
  return sum;
};
/** Every connection the edge process accepted, however it ended. */
const accepted = () => metric(/^palisade_edge_connections_total\{[^}]*\} (\d+)$/gm);
const kernelJail = () =>
  metric(/^palisade_edge_kernel_dropped_total\{reason="kernel_jail"\} (\d+)$/gm);

/** Whether a TCP connection from `from` is accepted within `ms` (a dropped SYN is not). */
const reaches = (from: string, ms: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: edge.port, localAddress: from });
    const done = (reached: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reached);
    };
    const timer = setTimeout(() => done(false), ms);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** The bots' names, to look for on the server. */
const names = new Set<string>();

/** Each source logs in once, `perSecond` of them a second, as silent bots do. */
async function wave(sources: string[], perSecond: number, timeoutMs: number, reconnects: number) {
  const runs = [];
  for (const localAddress of sources) {
    const username = `bot${names.size}`;
    names.add(username);
    runs.push(
      rawLogin({
        port: edge.port,
        serverHost: host,
        username,
        localAddress,
        protocol: 769,
        timeoutMs,
        reconnects,
      }),
    );
    await sleep(1000 / perSecond);
  }
  return Promise.all(runs);
}

/** What is not Minecraft, `count` times from `from`: past 20 in a minute it is jailed. */
async function garbage(from: string, count: number) {
  for (let i = 0; i < count; i += 1)
    await new Promise<void>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: edge.port, localAddress: from }, () =>
        socket.end('GET / HTTP/1.1\r\nHost: example.com\r\n\r\n'),
      );
      socket.setTimeout(1500, () => socket.destroy());
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      socket.on('close', () => resolve());
    });
}

// Two bots per /24 over 120 of them (the subnet's verifications are capped at 4), and garbage.
const bots = loopbackSources(240, 60, 2);
const senders = loopbackSources(8, 90, 4);

// Jailed: each bot fails the in-world check (it sends nothing after Login Start) and tries again
// the moment it is kicked.
await Promise.all([wave(bots, 60, 4000, 1), ...senders.map((from) => garbage(from, 22))]);
await sleep(1000);
/** Bot logins the edge process read and refused: first tries, and reconnects it was told about. */
const verified = await metric(
  /^palisade_edge_connections_total\{outcome="verification"\} (\d+)$/gm,
);
const jailSize = kernel
  ? ((await exec('nft', ['list', 'map', 'inet', 'palisade_edge', 'jail4'])).stdout.match(
      /127\.\d+\.\d+\.\d+/g,
    )?.length ?? 0)
  : 0;

// They reconnect, all of them: the edge process accepts none of it.
const before = { accepted: await accepted(), kernelJail: await kernelJail() };
await Promise.all([wave(bots, 120, 1500, 0), wave(senders, 20, 1500, 0)]);
await sleep(2500);
const after = { accepted: await accepted(), kernelJail: await kernelJail() };

// Players get in while the bots keep coming.
const [players] = await Promise.all([
  Promise.all(
    [1, 2, 3].map((i) =>
      joinAsPlayer({
        port: edge.port,
        serverHost: host,
        username: `Player${i}`,
        localAddress: `127.0.${100 + i}.1`,
        version: '1.21.4',
        timeoutMs: 60_000,
      }),
    ),
  ),
  wave(bots.slice(0, 120), 40, 1500, 0),
]);

// The dashboard's figures: the kernel's refusals by reason in the attack's details.
await sleep(2500);
await edge.flushTelemetry();
const attacks = (await stack.owner.route('listAttacks', { params })).body.data.attacks;
const details = attacks[0]
  ? (
      await stack.owner.route('getAttack', {
        params: { ...params, attackId: String(attacks[0].id) },
      })
    ).body.data
  : null;

// The first bot's jail ends when the kernel's element says: dropped just before, let in after.
const first = bots[0] as string;
let expiry: { seconds: number; droppedBefore: boolean; inAfter: boolean } | null = null;
if (kernel) {
  const listed = JSON.parse(
    (await exec('nft', ['-j', 'list', 'map', 'inet', 'palisade_edge', 'jail4'])).stdout,
  ) as {
    nftables: { map?: { elem?: [{ elem?: { val: string; expires: number } }, unknown][] } }[];
  };
  // A map's element comes as [key, verdict].
  const element = listed.nftables
    .flatMap((o) => o.map?.elem ?? [])
    .find(([key]) => key.elem?.val === first)?.[0].elem;
  if (element) {
    const ends = Date.now() + element.expires * 1000;
    await sleep(Math.max(0, ends - 2500 - Date.now()));
    const droppedBefore = !(await reaches(first, 1000));
    await sleep(Math.max(0, ends + 1500 - Date.now()));
    expiry = { seconds: element.expires, droppedBefore, inAfter: await reaches(first, 2000) };
  }
}

console.log(
  JSON.stringify({
    kernel,
    jailSize,
    verified,
    before,
    after,
    players: players.map((p) => (p.spawned ? true : p.why)),
    botsAtServer: server.loggedIn.filter((name) => names.has(name)).length,
    droppedByReason: details?.dropped_by_reason ?? null,
    expiry,
  }),
);
server.close();
await edge.stop();
await rm(stateDir, { recursive: true, force: true });
await stack.close();
process.exit(0);
