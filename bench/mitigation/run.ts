/**
 * Mitigation against a bot flood as attack tools make one: 100 times the network's threshold
 * of new connections a second for 60 s, from a proxy list of 4,000 loopback addresses (1,000
 * /24s in 60 hosting ASNs, see edge-process.ts), with valid handshakes and random names: raw
 * logins that reconnect once when kicked, bots that ping first, and real clients that log in
 * and idle. Meanwhile 100 real players (mineflayer, of five releases from 1.8.8 to 1.21.4, each
 * from its own address in a residential ISP) join, one every half second. The edge runs with
 * the network's default settings (no verification server) on core 1; the load, the players and
 * the game servers on core 0. Then the same flood against HAProxy rejecting every connection
 * (`tcp-request connection reject`) on core 1. Prints:
 *   the share of bot connections that reached a game server (target <= 1 %),
 *   the share of players in within 10 s of their first try (target >= 99 %),
 *   the edge's CPU time per refused connection beside HAProxy's per rejected one.
 * Usage: npm run bench:mitigation [-- --threshold 10 --seconds 60 --players 100]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { dropReasons, type EdgeNetwork, type EdgeSnapshot } from '@palisade/contract';
import { botFlood, type JoinResult, joinAsPlayer, loopbackSources } from '@palisade/peers';
import { freePort } from '@palisade/peers/ports';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    threshold: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '60' },
    players: { type: 'string', default: '100' },
  },
});
const threshold = Number(values.threshold);
const seconds = Number(values.seconds);
const players = Number(values.players);
const releases = ['1.8.8', '1.12.2', '1.16.5', '1.20.4', '1.21.4'] as const;
const hostOf = (release: string) => `v${release.replace(/\./g, '-')}.bench`;
const children: ChildProcess[] = [];

/** Starts a process pinned to a core; resolves with its first stdout line parsed as JSON. */
function start<T>(core: number, args: string[]): Promise<{ child: ChildProcess; first: T }> {
  const child = spawn('taskset', ['-c', String(core), process.execPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, first: JSON.parse(line) as T }));
    child.once('exit', (code) => reject(new Error(`${args.at(2)} exited with ${code}`)));
  });
}
const tsx = (script: string, ...args: string[]) => [
  '--import',
  'tsx',
  path.join(here, script),
  ...args,
];

/** CPU seconds a process has used so far (user and system), from /proc. */
async function cpuSeconds(pid: number) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The edge's connections by outcome, from its metrics. */
async function outcomes(metricsPort: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const found: Record<string, number> = {};
  for (const m of text.matchAll(/palisade_edge_connections_total\{outcome="(\w+)"\} (\d+)/g))
    found[m[1] as string] = Number(m[2]);
  return found;
}
const refusals = (o: Record<string, number>) =>
  [...dropReasons, 'vpn'].reduce((sum, reason) => sum + (o[reason] ?? 0), 0);

function snapshotOf(ports: Record<string, number>): EdgeSnapshot {
  // A new network as the API makes it, with the threshold asked for.
  const network: EdgeNetwork = {
    id: 1,
    edge_secret: 'bench',
    connections_per_second_threshold: threshold,
    client_ban_seconds: 60,
    client_allow_seconds: 300,
    mitigation_message: 'Too many connections from your address. Try again in a minute.',
    vpn_block: false,
    antivpn_kick_msg: '',
    forward_true_slp: false,
    offline_motd_enabled: true,
    offline_motd: 'Offline',
    offline_kick_message: 'Offline',
    offline_favicon: '',
    verification: null,
    firewall: { ip: [], asn: [], country: [] },
  };
  return {
    version: 1,
    generated_at: new Date().toISOString(),
    // The game servers listen on loopback, which an edge dials only when its location allows it.
    location: {
      id: 'bench',
      name: 'Bench',
      public_address: '127.0.0.1',
      allowed_backends: ['127.0.0.1'],
    },
    networks: [network],
    routes: releases.map((release, i) => ({
      host: hostOf(release),
      network_id: 1,
      backend_set_id: i + 1,
      bac: false,
    })),
    backend_sets: releases.map((release, i) => ({
      id: i + 1,
      network_id: 1,
      backends: [`127.0.0.1:${ports[release]}`],
      proxy_protocol: false,
      vulcan_ac_enabled: false,
      load_balancing_mode: 0,
      wake: null,
    })),
    bedrock: [],
    wireguard: null,
    tunnels: [],
  };
}

/** The flood against HAProxy, which rejects every connection at accept. */
async function haproxyReject(dir: string, rate: number, span: number) {
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  maxconn 8000',
      'defaults',
      '  mode tcp',
      '  timeout connect 2s',
      '  timeout client 10s',
      '  timeout server 10s',
      'frontend players',
      `  bind 127.0.0.1:${port}`,
      '  tcp-request connection reject',
      '  default_backend none',
      'backend none',
      '  server none 127.0.0.1:9',
      '',
    ].join('\n'),
  );
  const haproxy = spawn('taskset', ['-c', '1', 'haproxy', '-db', '-f', config], {
    stdio: 'ignore',
  });
  children.push(haproxy);
  await sleep(1000);
  if (haproxy.exitCode !== null)
    throw new Error('HAProxy did not start: is it installed? (sh tooling/system-packages.sh)');
  const pid = haproxy.pid ?? 0;
  const before = await cpuSeconds(pid);
  const flood = await botFlood({
    port,
    serverHost: hostOf('1.21.4'),
    perSecond: rate,
    seconds: span,
    sources: loopbackSources(4000, 16, 4),
    mix: { raw: 1, pingFirst: 0, idle: 0 },
  });
  const cpu = (await cpuSeconds(pid)) - before;
  haproxy.kill();
  return { cpu, connections: flood.connections };
}

async function main() {
  // The load generator (this process), the players and the game servers share core 0.
  spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)]);
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-bench-mitigation-'));
  const backend = await start<Record<string, number>>(0, tsx('backend.ts', ...releases));
  const reached = new Set<string>();
  createInterface({ input: backend.child.stdout as NodeJS.ReadableStream }).on('line', (name) =>
    reached.add(name),
  );
  await writeFile(path.join(dir, 'snapshot.json'), JSON.stringify(snapshotOf(backend.first)));
  const metricsPort = await freePort();
  const edge = await start<{ port: number }>(1, tsx('edge-process.ts', dir, String(metricsPort)));
  // The in-world verification builds each release's packets at start: wait until it is ready.
  await new Promise<void>((resolve) =>
    createInterface({ input: edge.child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('in-world verification ready')) resolve();
    }),
  );
  const edgePid = edge.child.pid ?? 0;
  const rate = threshold * 100;
  console.log(
    `flood: ${rate} bots/s (100 x the threshold of ${threshold}) for ${seconds} s; ${players} players`,
  );

  const cpuBefore = await cpuSeconds(edgePid);
  const before = await outcomes(metricsPort);
  const flood = botFlood({
    port: edge.first.port,
    serverHost: hostOf('1.21.4'),
    burst: threshold * 3,
    perSecond: rate,
    seconds,
    sources: loopbackSources(4000, 16, 4),
  });
  await sleep(5000);
  const gap = ((seconds - 10) * 1000) / players;
  const joins: Promise<JoinResult>[] = [];
  for (let i = 0; i < players; i += 1) {
    const release = releases[i % releases.length] as string;
    joins.push(
      joinAsPlayer({
        port: edge.first.port,
        serverHost: hostOf(release),
        username: `Player${i}`,
        localAddress: `127.200.${i % 250}.${1 + Math.floor(i / 250)}`,
        version: release,
        timeoutMs: 30_000,
      }),
    );
    await sleep(gap);
  }
  const results = await Promise.all(joins);
  const bots = await flood;
  const cpu = (await cpuSeconds(edgePid)) - cpuBefore;
  const after = await outcomes(metricsPort);
  const refused = refusals(after) - refusals(before);

  const botsIn = [...reached].filter((name) => bots.names.has(name)).length;
  const inTime = results.filter((r) => r.spawned && r.ms <= 10_000);
  const times = results.flatMap((r) => (r.spawned ? [r.ms] : [])).sort((a, b) => a - b);
  const failed = results.flatMap((r, i) =>
    r.spawned
      ? []
      : [
          `${releases[i % releases.length]}: ${r.why} after ${r.attempts} tries${reached.has(`Player${i}`) ? ', logged in at the game server' : ''}`,
        ],
  );
  const byOutcome = Object.entries(after)
    .map(([outcome, n]) => `${outcome} ${n - (before[outcome] ?? 0)}`)
    .join(', ');

  console.log(`edge outcomes: ${byOutcome}`);
  const ha = await haproxyReject(dir, rate, Math.min(seconds, 20));
  const perRefusal = (cpu / refused) * 1e6;
  const perReject = (ha.cpu / ha.connections) * 1e6;
  console.log('');
  console.log(
    `bots at a game server    ${((botsIn / bots.connections) * 100).toFixed(2)} % (${botsIn} of ${bots.connections} bot connections; target <= 1 %)`,
  );
  console.log(
    `players in within 10 s   ${((inTime.length / players) * 100).toFixed(1)} % (${inTime.length} of ${players}; median ${times[Math.floor(times.length / 2)] ?? '-'} ms, slowest ${times.at(-1) ?? '-'} ms; target >= 99 %)${failed.length ? `; not in: ${failed.join('; ')}` : ''}`,
  );
  console.log(
    `CPU per refusal          edge ${perRefusal.toFixed(0)} us (${refused} refused, ${(cpu / seconds).toFixed(2)} of a core) vs HAProxy ${perReject.toFixed(0)} us per rejected connection (${ha.connections}): ${(perRefusal / perReject).toFixed(1)} x`,
  );
  await rm(dir, { recursive: true, force: true });
}

try {
  await main();
} finally {
  for (const child of children) child.kill();
}
