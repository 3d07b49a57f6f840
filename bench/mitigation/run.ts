/**
 * Mitigation against a bot flood as attack tools make one: 100 times the network's threshold
 * of new connections a second for 60 s, from a proxy list of 4,000 addresses (1,000 /24s in 60
 * hosting ASNs, see edge-process.ts), with valid handshakes and random names: raw logins that
 * reconnect once when kicked, bots that ping first, and real clients that log in and idle.
 * Every address comes back every 4 s, jailed or not (a jailed one's connection gives up after
 * 10 s). Meanwhile 100 real players (mineflayer, of five releases from 1.8.8 to 1.21.4, each
 * from its own address in a residential ISP) join, one every half second; as many others join
 * the same way before the flood, for what serving them costs the edge alone.
 *
 * Everything runs in two network namespaces of its own (namespaces.ts; root and `nft` needed):
 * the edge, with its kernel first line (an nftables table, `--kernel off` leaves it out), and
 * the game servers in one, the edge on core 1 and the game servers on core 0; the bots and
 * players in the other, on core 0, each from its own address on a veth pair. Then, the edge
 * stopped, the same flood for as long against HAProxy rejecting every connection
 * (`tcp-request connection reject`) on core 1.
 * Prints:
 *   the share of bot connections that reached a game server (target <= 1 %),
 *   the share of players in within 10 s of their first try (target >= 99 %),
 *   the CPU time per refused connection of the edge beside HAProxy's per rejected one: core 1's
 *   busy time (its idle states' residency, which counts each moment once, whoever spent it: the
 *   proxy's processes and the kernel receiving, dropping and answering what is sent to it),
 *   less a quiet stretch's, while core 1 is shielded from the machine's other tasks (shield.ts).
 *   The edge's is less what the same players cost it alone, joining with no flood before it
 *   (HAProxy's reject serves no player). Where the kernel has no cpuidle driver: the proxy's
 *   process tree (utime and stime, /proc/PID/stat) plus core 1's softirq time (/proc/stat),
 *   which counts twice a softirq tick that lands in the proxy's own thread (CpuMeter).
 * Then what one first contact costs the edge, warm, beside HAProxy's reject: 1,000 new
 * addresses a second for 10 s (newcomersStep), each verified once before its address can be
 * jailed; a flood's new addresses are most of what the edge spends on it. And the same against
 * the plainest Node server that holds a raw login as the edge does (node-floor.ts): Node's own
 * share of it.
 * Last, unless `--capacity off`: the largest flood each absorbs on its core, in steps of 10 s
 * that double the rate from 1,000 bots a second, with a generator cheap enough for it (flood.c,
 * compiled here with gcc): the edge while every one of 10 players gets in within 10 s, HAProxy
 * while it rejects every connection at once (none left waiting for its accept) within its core.
 * Usage: npm run bench:mitigation [-- --threshold 10 --seconds 60 --players 100 --kernel on
 *   --capacity on --shield on] [--cpu-prof DIR]
 *   --shield on     the machine's other tasks leave core 1 for the run (shield.ts)
 *   --cpu-prof DIR  the edge writes a V8 CPU profile into DIR when it stops (after its steps)
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs, promisify } from 'node:util';
import { dropReasons, type EdgeSnapshot } from '@palisade/contract';
import { writeFrame, writeHandshake, writeLoginStart } from '@palisade/mcproto';
import {
  botFloodApart,
  type FloodOptions,
  type JoinResult,
  joinAsPlayer,
  loopbackSources,
} from '@palisade/peers';
import { freePort } from '@palisade/peers/ports';
import { namespacesUnavailable } from '../../apps/edge/test/netns';
import { network as testNetwork } from '../../apps/edge/test/stage-kit';
import { edgeAddress, makeNamespaces } from './namespaces';
import { shieldCore1 } from './shield';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({
  options: {
    threshold: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '60' },
    players: { type: 'string', default: '100' },
    kernel: { type: 'string', default: 'on' },
    capacity: { type: 'string', default: 'on' },
    shield: { type: 'string', default: 'on' },
    'cpu-prof': { type: 'string' },
    /** Set by the run itself when it starts again inside the load namespace. */
    'edge-namespace': { type: 'string' },
  },
});
const threshold = Number(values.threshold);
const seconds = Number(values.seconds);
const players = Number(values.players);
const kernel = values.kernel === 'on';
const capacity = values.capacity === 'on';
const profile = values['cpu-prof'];
const releases = ['1.8.8', '1.12.2', '1.16.5', '1.20.4', '1.21.4'] as const;
const hostOf = (release: string) => `v${release.replace(/\./g, '-')}.bench`;
/** Addresses as flood.c numbers them: four per /24, from 10.<second>.0.1 on. */
const tenNet = (count: number, second: number) =>
  loopbackSources(count, second, 4).map((address) => address.replace(/^127\./, '10.'));
/** The bots' proxy list, as edge-process.ts places it (10.16.0.0/12: hosting ASNs). */
const botSources = tenNet(4000, 16);
/**
 * Addresses the flood never used, in no provider (10.40.0.0/13: edge-process.ts places no ASN
 * there), for the first contacts' step: flood.c's numbers from `first` on.
 */
const newcomers = { first: 24 * 1024, count: 10_000 };
const newcomerSources = tenNet(newcomers.count, 16 + newcomers.first / 1024);
/** Each player's own address, in a residential ISP (10.200.0.0/16). */
const playerSource = (i: number) => `10.200.${i % 250}.${1 + Math.floor(i / 250)}`;
const children: ChildProcess[] = [];

/**
 * Starts a process in the edge's namespace, pinned to a core; resolves with its first stdout
 * line parsed as JSON.
 */
function start<T>(
  namespace: string,
  core: number,
  args: string[],
): Promise<{ child: ChildProcess; first: T }> {
  const child = spawn(
    'ip',
    ['netns', 'exec', namespace, 'taskset', '-c', String(core), process.execPath, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ child, first: JSON.parse(line) as T }));
    child.once('exit', (code) =>
      reject(new Error(`${args.find((a) => a.endsWith('.ts'))} exited with ${code}`)),
    );
  });
}
const tsx = (script: string, ...args: string[]) => [
  '--import',
  'tsx',
  path.join(here, script),
  ...args,
];

/** The bots' names (peers' `botFlood` and flood.c): players are `Player` and `Capacity`. */
const isBot = (name: string) => name.startsWith('bot');

/** A bot flood in a process of its own on core 0. */
const nodeFlood = (options: FloodOptions) =>
  botFloodApart(options, ['taskset', '-c', '0'], (child) => children.push(child));

/** `/proc/PID/stat`'s fields after the command's name: [2] is the parent, [11..14] the times. */
async function statFields(pid: string) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return text.slice(text.lastIndexOf(') ') + 2).split(' ');
}

/**
 * CPU seconds a process has used so far, user and system: its own, its children's that it has
 * waited for (the edge's `nft -f` runs), and those of its descendants still running (the `nft -i`
 * session it keeps), from /proc.
 */
async function cpuSeconds(pid: number) {
  const processes = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = new Map(
    await Promise.all(processes.map(async (p) => [p, await statFields(p)] as const)),
  );
  const tree = new Set([String(pid)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, fields] of stats)
      if (!tree.has(p) && tree.has(fields[1] ?? '')) {
        tree.add(p);
        grew = true;
      }
  }
  let ticks = 0;
  for (const p of tree)
    ticks += (stats.get(p) ?? []).slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return ticks / 100;
}

/**
 * Softirq seconds core 1 has spent so far, from /proc/stat: where the kernel receives what is
 * sent to the proxy (RPS steers it there, namespaces.ts) and drops what nftables drops.
 */
async function softirqSeconds() {
  const line = (await readFile('/proc/stat', 'utf8'))
    .split('\n')
    .find((l) => l.startsWith('cpu1 '));
  return Number(line?.split(/\s+/)[7] ?? 0) / 100;
}

const execFileAsync = promisify(execFile);

/**
 * Seconds core 1 has spent idle so far, from the residency its idle states report
 * (`cpuidle/stateN/time`, microseconds, kept exactly rather than sampled per tick); null where
 * the kernel has no cpuidle driver. Read by a process on core 1: an idle state's time is
 * added when the core leaves it, and a quiet core may have been in one for seconds.
 */
async function idleSeconds(): Promise<number | null> {
  const dir = '/sys/devices/system/cpu/cpu1/cpuidle';
  const states = await readdir(dir).catch(() => []);
  if (states.length === 0) return null;
  const files = states.map((state) => path.join(dir, state, 'time'));
  const { stdout } = await execFileAsync('taskset', ['-c', '1', 'cat', ...files]);
  return stdout.split('\n').reduce((sum, us) => sum + Number(us || 0), 0) / 1e6;
}

/**
 * A proxy's CPU: its process and core 1's softirq time, less the softirq of a quiet stretch.
 * Beside it, core 1's busy time (all the time it was not idle, less a quiet stretch's), which
 * counts each moment once: where CPU time is accounted by tick (`CONFIG_TICK_CPU_ACCOUNTING`
 * without `CONFIG_IRQ_TIME_ACCOUNTING`), a tick that finds a softirq in the proxy's thread is
 * in both the process's time and the core's softirq time, and so twice in their sum.
 */
class CpuMeter {
  private quietRate = { softirq: 0, busy: 0 };
  private from = { process: 0, softirq: 0, idle: null as number | null, at: 0 };

  constructor(private readonly pid: number) {}

  /**
   * Core 1's softirq and busy time per second over `ms` with the proxy idle. The busy rate is
   * the least of four stretches: what the last run left behind (a proxy's exit, its table's
   * removal) settles within the first.
   */
  async quiet(ms: number) {
    const softirq = await softirqSeconds();
    const busy: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const idle = await idleSeconds();
      const at = performance.now();
      await sleep(ms / 4);
      const after = await idleSeconds();
      const seconds = (performance.now() - at) / 1000;
      if (idle !== null && after !== null) busy.push(1 - (after - idle) / seconds);
    }
    this.quietRate = {
      softirq: ((await softirqSeconds()) - softirq) / (ms / 1000),
      busy: busy.length > 0 ? Math.max(0, Math.min(...busy)) : 0,
    };
    return this.quietRate.busy;
  }

  async begin() {
    this.from = {
      process: await cpuSeconds(this.pid),
      softirq: await softirqSeconds(),
      idle: await idleSeconds(),
      at: performance.now(),
    };
  }

  async end() {
    const elapsed = (performance.now() - this.from.at) / 1000;
    const process = (await cpuSeconds(this.pid)) - this.from.process;
    const softirq = Math.max(
      0,
      (await softirqSeconds()) - this.from.softirq - this.quietRate.softirq * elapsed,
    );
    const idle = await idleSeconds();
    const core =
      idle === null || this.from.idle === null
        ? null
        : Math.max(0, elapsed - (idle - this.from.idle) - this.quietRate.busy * elapsed);
    // What the proxy cost: core 1's busy time where the kernel tells it, else the sum.
    const spent = core ?? process + softirq;
    return { process, softirq, core, spent, elapsed };
  }
}

/** The edge's metrics: connections by outcome and the kernel's drops by reason. */
async function edgeCounts(metricsPort: number) {
  const text = await (await fetch(`http://${edgeAddress}:${metricsPort}/metrics`)).text();
  const outcomes: Record<string, number> = {};
  for (const m of text.matchAll(/palisade_edge_connections_total\{outcome="(\w+)"\} (\d+)/g))
    outcomes[m[1] as string] = Number(m[2]);
  const kernelDrops: Record<string, number> = {};
  for (const m of text.matchAll(/palisade_edge_kernel_dropped_total\{reason="(\w+)"\} (\d+)/g))
    kernelDrops[m[1] as string] = Number(m[2]);
  const filter = /^palisade_edge_kernel_filter (\d+)$/m.exec(text)?.[1] === '1';
  return { outcomes, kernelDrops, filter };
}
const refusals = (o: Record<string, number>) =>
  [...dropReasons, 'vpn'].reduce((sum, reason) => sum + (o[reason] ?? 0), 0);
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.entries(after)
    .map(([key, n]) => `${key} ${n - (before[key] ?? 0)}`)
    .join(', ');

function snapshotOf(ports: Record<string, number>): EdgeSnapshot {
  // A new network as the API makes it, with the threshold asked for.
  const network = testNetwork({
    connections_per_second_threshold: threshold,
    client_ban_seconds: 60,
    client_allow_seconds: 300,
    mitigation_message: 'Too many connections from your address. Try again in a minute.',
  });
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
async function haproxyReject(
  namespace: string,
  dir: string,
  rate: number,
  span: number,
  program: string | null,
) {
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
      `  bind ${edgeAddress}:${port}`,
      '  tcp-request connection reject',
      '  default_backend none',
      'backend none',
      '  server none 127.0.0.1:9',
      '',
    ].join('\n'),
  );
  const haproxy = spawn(
    'ip',
    ['netns', 'exec', namespace, 'taskset', '-c', '1', 'haproxy', '-db', '-f', config],
    { stdio: 'ignore' },
  );
  children.push(haproxy);
  await sleep(1000);
  if (haproxy.exitCode !== null)
    throw new Error('HAProxy did not start: is it installed? (sh tooling/system-packages.sh)');
  // `ip netns exec` and `taskset` exec what they run: the pid is HAProxy's.
  const meter = new CpuMeter(haproxy.pid ?? 0);
  await meter.quiet(3000);
  await meter.begin();
  const flood = await nodeFlood({
    port,
    host: edgeAddress,
    serverHost: hostOf('1.21.4'),
    perSecond: rate,
    seconds: span,
    sources: botSources,
    mix: { raw: 1, pingFirst: 0, idle: 0 },
  });
  const cpu = await meter.end();
  const absorbed = program ? await haproxyCapacity(program, port, haproxy.pid ?? 0) : null;
  haproxy.kill();
  return { cpu, connections: flood.connections, absorbed };
}

/** What flood.c did: connections opened and how they ended. */
interface CFlood {
  opened: number;
  connected: number;
  answered: number;
  failed: number;
  timedOut: number;
  reconnects: number;
  seconds: number;
}
/** The C bots' names: this prefix and eight hex digits (their number). */
const cBotPrefix = 'botc';

/** Compiles flood.c into `dir`; resolves with the program's path. */
function buildFlood(dir: string) {
  const program = path.join(dir, 'flood');
  const built = spawnSync('gcc', ['-O2', '-o', program, path.join(here, 'flood.c')], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`gcc could not build flood.c: ${built.stderr}`);
  return program;
}

/**
 * `rate` C bots a second for `span` seconds at the proxy's `port`, on core 0, from the flood's
 * addresses unless `from` names others; each gives up after `timeoutMs`.
 */
function cFlood(
  program: string,
  port: number,
  rate: number,
  span: number,
  from = { first: 0, count: botSources.length, timeoutMs: 2000 },
): Promise<CFlood> {
  const login = Buffer.concat([
    writeFrame(
      0x00,
      writeHandshake({
        protocolVersion: 769,
        serverAddress: hostOf('1.21.4'),
        serverPort: 25565,
        nextState: 2,
      }),
    ),
    writeFrame(0x00, writeLoginStart({ username: `${cBotPrefix}00000000` }, 769)),
  ]);
  const nameAt = login.indexOf(`${cBotPrefix}00000000`) + cBotPrefix.length;
  const child = spawn(
    'taskset',
    [
      '-c',
      '0',
      program,
      edgeAddress,
      String(port),
      String(rate),
      String(span),
      // Short by default, so a flood the kernel drops does not run the generator out of
      // descriptors.
      String(from.timeoutMs),
      String(from.first),
      String(from.count),
      login.toString('hex'),
      String(nameAt),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim()) as CFlood)
        : reject(new Error(`flood.c exited ${code}`)),
    );
  });
}

/** What a step of the generator made of its rate, which a busy core 0 may not reach. */
const sent = (bots: CFlood) =>
  `${(bots.opened / 10).toFixed(0)} connections/s opened (${bots.timedOut} timed out, ${bots.failed} not made)`;

/**
 * What a first contact costs on core 1 once the edge is warm: 1,000 new addresses a second for
 * 10 s, each a raw login that waits for the proxy's verdict (at the edge: verified in the limbo,
 * failed, jailed, closed) and reconnects once (at the edge: meeting the kernel's reset); no
 * players. These addresses are in no provider, so no ASN share or slot refuses them: each is one
 * verification. `pid` is the proxy's process on core 1.
 */
async function newcomersStep(program: string, port: number, pid: number) {
  const meter = new CpuMeter(pid);
  await meter.quiet(1000);
  await meter.begin();
  const bots = await cFlood(program, port, 1000, newcomers.count / 1000, {
    ...newcomers,
    timeoutMs: 10_000,
  });
  return { bots, cpu: await meter.end() };
}

/**
 * The same step against Node's floor (node-floor.ts) on core 1, per connection it took: with no
 * jail there, each bot's reconnect is one too.
 */
async function floorContacts(namespace: string, program: string) {
  const floor = await start<{ port: number }>(namespace, 1, tsx('node-floor.ts', edgeAddress));
  const { bots, cpu } = await newcomersStep(program, floor.first.port, floor.child.pid ?? 0);
  floor.child.kill('SIGTERM');
  return { bots, perConnection: (cpu.spent / bots.connected) * 1e6 };
}

const capacityRates = [1000, 2000, 4000, 8000, 16_000];
const capacityPlayers = 10;

/**
 * The largest flood the edge absorbs on core 1: steps of 10 s, each with 10 players joining;
 * the last rate at which every player got in within 10 s.
 */
async function edgeCapacity(
  program: string,
  port: number,
  pid: number,
  reached: Set<string>,
  step: { n: number },
) {
  let absorbed = 0;
  for (const rate of capacityRates) {
    const meter = new CpuMeter(pid);
    await meter.quiet(1000);
    const botsBefore = [...reached].filter(isBot).length;
    await meter.begin();
    const flood = cFlood(program, port, rate, 10);
    await sleep(1000);
    const joins: Promise<JoinResult>[] = [];
    for (let i = 0; i < capacityPlayers; i += 1) {
      const n = step.n++;
      const release = releases[n % releases.length] as string;
      joins.push(
        joinAsPlayer({
          port,
          host: edgeAddress,
          serverHost: hostOf(release),
          username: `Capacity${n}`,
          localAddress: playerSource(2 * players + n),
          version: release,
          timeoutMs: 15_000,
        }),
      );
      await sleep(800);
    }
    const results = await Promise.all(joins);
    const bots = await flood;
    const cpu = await meter.end();
    const inTime = results.filter((r) => r.spawned && r.ms <= 10_000).length;
    const late = results.map((r) => (r.spawned ? `${r.ms} ms` : r.why)).join(', ');
    const botsIn = [...reached].filter(isBot).length - botsBefore;
    console.log(
      `  edge at ${rate} bots/s: ${inTime} of ${capacityPlayers} players in within 10 s${inTime < capacityPlayers ? ` (${late})` : ''}, ${botsIn} bots at a game server, ${sent(bots)}, ${(cpu.spent / cpu.elapsed).toFixed(2)} of core 1 (the edge's processes ${(cpu.process / cpu.elapsed).toFixed(2)})`,
    );
    if (inTime < capacityPlayers) break;
    absorbed = rate;
  }
  return absorbed;
}

/**
 * The largest flood HAProxy's reject absorbs on core 1: the last rate at which it rejected
 * every connection at once (none timed out waiting for its accept) within its core.
 */
async function haproxyCapacity(program: string, port: number, pid: number) {
  let absorbed = 0;
  for (const rate of capacityRates) {
    const meter = new CpuMeter(pid);
    await meter.quiet(1000);
    await meter.begin();
    const bots = await cFlood(program, port, rate, 10);
    const cpu = await meter.end();
    const core = cpu.spent / cpu.elapsed;
    console.log(
      `  HAProxy at ${rate} bots/s: ${sent(bots)}, ${core.toFixed(2)} of core 1 (HAProxy's process ${(cpu.process / cpu.elapsed).toFixed(2)})`,
    );
    if (bots.timedOut > bots.opened / 100 || core > 0.95) break;
    absorbed = rate;
  }
  return absorbed;
}

/**
 * The players joining the edge at `port` as during a flood: `players` of them, one every
 * `(seconds - 10) / players` s, each of five releases in turn, each from its own address
 * (`playerSource` from `first` on) and named `name` and its number.
 */
async function joinPlayers(port: number, name: string, first: number) {
  const gap = ((seconds - 10) * 1000) / players;
  const joins: Promise<JoinResult>[] = [];
  for (let i = 0; i < players; i += 1) {
    const release = releases[i % releases.length] as string;
    joins.push(
      joinAsPlayer({
        port,
        host: edgeAddress,
        serverHost: hostOf(release),
        username: `${name}${i}`,
        localAddress: playerSource(first + i),
        version: release,
        timeoutMs: 30_000,
      }),
    );
    await sleep(gap);
  }
  return Promise.all(joins);
}

/**
 * What the same number of players, joining as they do during the flood (each leaves once in the
 * world), cost the edge with no flood: subtracted from what it spends under the flood, so a refusal
 * is not charged with relaying players' worlds (HAProxy's reject serves none). Other addresses
 * and names than the flood's players, who would otherwise be on the allow list by then. Players
 * under attack are verified in the limbo first, players alone are not: that verification stays
 * in the refusals' cost.
 */
async function playersAlone(port: number, meter: CpuMeter) {
  await meter.begin();
  const results = await joinPlayers(port, 'Alone', players);
  const cpu = await meter.end();
  const spawned = results.filter((r) => r.spawned).length;
  console.log(
    `players alone: ${spawned} of ${players} in, ${cpu.spent.toFixed(2)} s of core 1 over ${cpu.elapsed.toFixed(0)} s`,
  );
  return cpu;
}

/** The run inside the load namespace: the edge (and then HAProxy) in `namespace`. */
async function bench(namespace: string) {
  // The load generator (this process) and the players share core 0 with the game servers.
  spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)]);
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-bench-mitigation-'));
  const backend = await start<Record<string, number>>(namespace, 0, tsx('backend.ts', ...releases));
  const reached = new Set<string>();
  createInterface({ input: backend.child.stdout as NodeJS.ReadableStream }).on('line', (name) =>
    reached.add(name),
  );
  await writeFile(path.join(dir, 'snapshot.json'), JSON.stringify(snapshotOf(backend.first)));
  const metricsPort = await freePort();
  const edgeStarted = start<{ port: number }>(namespace, 1, [
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : []),
    ...tsx('edge-process.ts', dir, String(metricsPort), edgeAddress, kernel ? 'on' : 'off'),
  ]);
  // The in-world verification builds each release's packets at start: wait until it is ready
  // (its line may come before the port's).
  const ready = new Promise<void>((resolve) =>
    createInterface({ input: children.at(-1)?.stderr as NodeJS.ReadableStream }).on(
      'line',
      (line) => {
        if (line.includes('in-world verification ready')) resolve();
      },
    ),
  );
  const edge = await edgeStarted;
  await ready;
  const rate = threshold * 100;
  const first = await edgeCounts(metricsPort);
  if (kernel && !first.filter) throw new Error('the edge did not start its kernel filter');
  console.log(
    `flood: ${rate} bots/s (100 x the threshold of ${threshold}) for ${seconds} s from ${botSources.length} addresses; ${players} players; kernel first line ${first.filter ? 'on' : 'off'}`,
  );

  const meter = new CpuMeter(edge.child.pid ?? 0);
  console.log(`core 1 quiet: ${((await meter.quiet(3000)) * 100).toFixed(2)} % busy`);
  const alone = await playersAlone(edge.first.port, meter);
  const before = await edgeCounts(metricsPort);
  await meter.begin();
  const flood = nodeFlood({
    port: edge.first.port,
    host: edgeAddress,
    serverHost: hostOf('1.21.4'),
    burst: threshold * 3,
    perSecond: rate,
    seconds,
    sources: botSources,
  });
  await sleep(5000);
  const results = await joinPlayers(edge.first.port, 'Player', 0);
  const bots = await flood;
  const cpu = await meter.end();
  // The kernel's counters are read into the metrics every 2 s.
  await sleep(2500);
  const after = await edgeCounts(metricsPort);

  const botsIn = [...reached].filter(isBot).length;
  const inTime = results.filter((r) => r.spawned && r.ms <= 10_000);
  const times = results.flatMap((r) => (r.spawned ? [r.ms] : [])).sort((a, b) => a - b);
  const failed = results.flatMap((r, i) =>
    r.spawned
      ? []
      : [
          `${releases[i % releases.length]}: ${r.why} after ${r.attempts} tries${reached.has(`Player${i}`) ? ', logged in at the game server' : ''}`,
        ],
  );
  console.log(`edge outcomes: ${delta(after.outcomes, before.outcomes)}`);
  console.log(`kernel drops (packets): ${delta(after.kernelDrops, before.kernelDrops) || 'none'}`);
  const program = buildFlood(dir);
  const newcomer = await newcomersStep(program, edge.first.port, edge.child.pid ?? 0);
  const perNewAddress = (newcomer.cpu.spent / newcomers.count) * 1e6;
  if (capacity) console.log('largest flood absorbed on core 1 (flood.c, 10 s a step):');
  const edgeAbsorbed = capacity
    ? await edgeCapacity(program, edge.first.port, edge.child.pid ?? 0, reached, { n: 0 })
    : null;
  // Plain Node and HAProxy have core 1 without the edge: its idle timers (6 to 16 ms a second)
  // were part of the quiet time subtracted from theirs, as large as HAProxy's reject itself.
  const edgeGone = new Promise((resolve) => edge.child.once('exit', resolve));
  edge.child.kill('SIGTERM');
  await edgeGone;
  const floor = await floorContacts(namespace, program);
  const ha = await haproxyReject(namespace, dir, rate, seconds, capacity ? program : null);
  // A refused connection: a bot's that did not end at a game server, whoever refused it.
  const refused = bots.connections - botsIn;
  const us = (seconds: number, n: number) => (seconds / n) * 1e6;
  const measure = cpu.core !== null && ha.cpu.core !== null ? 'busy time' : 'process + softirq';
  const perRefusal = us(cpu.spent - alone.spent, refused);
  const perReject = us(ha.cpu.spent, ha.connections);
  console.log('');
  console.log(
    `bots at a game server    ${((botsIn / bots.connections) * 100).toFixed(2)} % (${botsIn} of ${bots.connections} bot connections; target <= 1 %)`,
  );
  console.log(
    `players in within 10 s   ${((inTime.length / players) * 100).toFixed(1)} % (${inTime.length} of ${players}; median ${times[Math.floor(times.length / 2)] ?? '-'} ms, slowest ${times.at(-1) ?? '-'} ms; target >= 99 %)${failed.length ? `; not in: ${failed.join('; ')}` : ''}`,
  );
  console.log(
    `refusals the edge counted ${refusals(after.outcomes) - refusals(before.outcomes)} of the ${refused} refused connections (the rest the kernel dropped, by the edge's filter or a full accept queue)`,
  );
  console.log(
    `CPU per refusal          edge ${perRefusal.toFixed(0)} us (core 1 ${measure}: ${cpu.spent.toFixed(2)} s under the flood, less ${alone.spent.toFixed(2)} s the players cost alone; ${(cpu.spent / cpu.elapsed).toFixed(2)} of a core over ${cpu.elapsed.toFixed(0)} s; the edge's processes ${us(cpu.process, refused).toFixed(0)} us) vs HAProxy ${perReject.toFixed(0)} us (${ha.connections} rejected): ${(perRefusal / perReject).toFixed(2)} x (target <= 0.5)`,
  );
  console.log(
    `first contacts           edge ${perNewAddress.toFixed(0)} us of core 1 per new address, warm (${newcomers.count} addresses outside the flood's providers, 1000 a second, each a raw login verified and failed; ${newcomer.bots.failed} reconnects refused before a socket, ${newcomer.bots.timedOut} timed out): ${(perNewAddress / perReject).toFixed(1)} x HAProxy's reject; plain Node ${floor.perConnection.toFixed(0)} us per connection (node-floor.ts, ${floor.bots.connected} taken): ${(floor.perConnection / perReject).toFixed(1)} x`,
  );
  if (edgeAbsorbed !== null)
    console.log(
      `largest flood absorbed   edge ${edgeAbsorbed} bots/s with every player in vs HAProxy's reject ${ha.absorbed} bots/s (steps ${capacityRates.join(', ')})`,
    );
  console.log(`load average             ${(await readFile('/proc/loadavg', 'utf8')).trim()}`);
  await rm(dir, { recursive: true, force: true });
}

async function main() {
  const inside = values['edge-namespace'];
  if (inside) return bench(inside);
  const unavailable = await namespacesUnavailable();
  if (unavailable)
    throw new Error(`bench:mitigation runs in namespaces of its own: ${unavailable}`);
  const namespaces = await makeNamespaces([
    ...botSources,
    ...newcomerSources,
    ...Array.from({ length: 2 * players + capacityRates.length * capacityPlayers }, (_, i) =>
      playerSource(i),
    ),
  ]);
  // Core 1 is shielded here, where the run starts, for all the measuring the run inside does.
  const unshield = values.shield === 'on' ? await shieldCore1() : () => {};
  process.once('exit', unshield);
  try {
    const run = spawn(
      'ip',
      [
        'netns',
        'exec',
        namespaces.load,
        process.execPath,
        ...tsx('run.ts', ...process.argv.slice(2), '--edge-namespace', namespaces.edge),
      ],
      { stdio: 'inherit' },
    );
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    if (code !== 0) process.exitCode = code ?? 1;
  } finally {
    unshield();
    await namespaces.remove();
  }
}

const stopChildren = () => {
  for (const child of children) child.kill();
};
// An uncaught error too: what runs in the edge's namespace would outlive the run.
process.once('exit', stopChildren);
// A signal ends the run through `exit` too, so that core 1's tasks come back (shield.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
try {
  await main();
} finally {
  stopChildren();
}
