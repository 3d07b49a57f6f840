/**
 * The edge against HAProxy (TCP mode, send-proxy-v2), side by side in one run, each proxy pinned
 * to core 1 and the backends and load (this process included) on core 0. Prints four figures:
 *   relay throughput both ways (server to player and player to server, over one connection and
 *   over four) and new connections per second (ratios to HAProxy per second and per CPU-second,
 *   medians of 5 rounds, with the share of its core each proxy used; beside them the plainest
 *   proxy Node makes, `node-proxy.ts`, on the same core: Node's floor), players one core carries (players' traffic
 *   per CPU-second, medians of 3 rounds) and memory per idle proxied connection. Then
 *   the Bedrock figures (bedrock.ts): datagrams relayed per CPU-second beside a plain UDP
 *   relay, and pings answered from the cached pong per CPU-second. Last, an edge of two
 *   workers (`palisade edge --workers 2`) beside HAProxy with `nbthread 2`, both on both cores:
 *   relay and new connections per CPU-second of all their processes.
 * Usage: npm run bench:edge [-- --relay | --connections] [--rounds N] [--cpu-prof DIR]
 *   --relay     only the relay throughput rounds (no memory, connection, players or Bedrock figures)
 *   --connections  only the new-connection rounds
 *   --rounds N  rounds of throughput and connections (default 5)
 *   --cpu-prof DIR  the edge writes a V8 CPU profile into DIR when the benchmark ends
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { EdgeSnapshot } from '@palisade/contract';
import { writeFrame, writeHandshake, writeLoginStart } from '@palisade/mcproto';
import { freePort } from '@palisade/peers/ports';
import { network as testNetwork } from '../../apps/edge/test/stage-kit';
import { benchBedrock } from './bedrock';

const here = path.dirname(new URL(import.meta.url).pathname);
const { values: options } = parseArgs({
  options: {
    relay: { type: 'boolean', default: false },
    connections: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
    'cpu-prof': { type: 'string' },
  },
});
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error('--rounds takes a whole number above 0');
const children: ChildProcess[] = [];
const protocol = 767;
/** The file limit here is 20 000 and a proxied connection holds two descriptors. */
const idleConnections = 9000;
/** Players kept playing at once through a proxy while its CPU per player is measured. */
const playingAtOnce = 500;
/** A player's move as its client sends it 20 times a second (position and look, framed). */
const moveBytes = Buffer.alloc(40, 0x6d);

/** Starts a pinned process (cores as taskset takes them); resolves with its first stdout line as JSON. */
function start<T>(cores: number | string, command: string, args: string[]): Promise<T> {
  const child = spawn('taskset', ['-c', String(cores), command, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}

const tsx = (script: string, ...args: string[]) => [
  '--import',
  'tsx',
  path.join(here, script),
  ...args,
];

/** What a player's client sends first: the handshake for `host` and a Login Start. */
const loginBytes = (host: string, name = 'Bench') =>
  Buffer.concat([
    writeFrame(
      0x00,
      writeHandshake({
        protocolVersion: protocol,
        serverAddress: host,
        serverPort: 25565,
        nextState: 2,
      }),
    ),
    writeFrame(0x00, writeLoginStart({ username: name }, protocol)),
  ]);

let sourceCounter = 0;
/** Spreads connections over 127.1.0.0/16 so no source runs out of ports. */
const nextSource = () => {
  sourceCounter = (sourceCounter + 1) % 62_500;
  return `127.1.${Math.floor(sourceCounter / 250)}.${(sourceCounter % 250) + 1}`;
};

function open(port: number, bytes: Buffer, localAddress = nextSource()): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress, noDelay: true });
    socket.once('error', reject);
    socket.once('connect', () => socket.write(bytes));
    socket.once('data', () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}

/** A proxy's process, or all of them (an edge's workers). */
type Pids = number | readonly number[];

/** CPU seconds the processes have used so far (user and system), from /proc. */
async function cpuSeconds(pids: Pids) {
  let seconds = 0;
  for (const pid of typeof pids === 'number' ? [pids] : pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    seconds += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return seconds;
}

/** A figure per second and the share of one core the proxy used meanwhile. */
interface Sample {
  rate: number;
  core: number;
}

/** What the player uploads, 64 KiB a write. */
const upload = Buffer.alloc(64 * 1024, 0x75);

/**
 * Relay throughput over `parallel` connections: `down`, the `stream` backend sends as fast as
 * the player reads; `up`, the player uploads as fast as the proxy takes it to the `sink`
 * backend (counted as the player's socket takes it: at most one write short per connection).
 */
async function throughput(
  pid: Pids,
  port: number,
  host: string,
  direction: 'down' | 'up',
  parallel: number,
  seconds = 3,
) {
  let bytes = 0;
  const sockets = await Promise.all(
    Array.from({ length: parallel }, () => open(port, loginBytes(host))),
  );
  for (const socket of sockets)
    if (direction === 'down') socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    else {
      const pump = () => {
        while (!socket.destroyed && socket.write(upload)) bytes += upload.length;
      };
      socket.on('drain', () => {
        bytes += upload.length;
        pump();
      });
      pump();
    }
  await sleep(500);
  const startBytes = bytes;
  const startCpu = await cpuSeconds(pid);
  const started = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const sample: Sample = {
    rate: (bytes - startBytes) / elapsed / 1e6,
    core: ((await cpuSeconds(pid)) - startCpu) / elapsed,
  };
  for (const socket of sockets) socket.destroy();
  return sample;
}

/** The relay's cases: each direction over one connection and over four. */
const relayCases = [
  { name: 'server -> player, 1 connection', direction: 'down', parallel: 1 },
  { name: 'server -> player, 4 connections', direction: 'down', parallel: 4 },
  { name: 'player -> server, 1 connection', direction: 'up', parallel: 1 },
  { name: 'player -> server, 4 connections', direction: 'up', parallel: 4 },
] as const;
const backendOf = (direction: 'down' | 'up') => (direction === 'down' ? 'stream' : 'sink');

async function connectionRate(
  pid: Pids,
  port: number,
  host: string,
  seconds = 4,
  concurrency = 32,
): Promise<Sample> {
  const bytes = loginBytes(host);
  const startCpu = await cpuSeconds(pid);
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        try {
          (await open(port, bytes)).destroy();
          done += 1;
        } catch (error) {
          failed += 1;
          if (failed === 1) console.warn(`  first failure: ${(error as Error).message}`);
        }
      }
    }),
  );
  if (failed > done / 100) console.warn(`  (${failed} connections failed on port ${port})`);
  return { rate: done / seconds, core: ((await cpuSeconds(pid)) - startCpu) / seconds };
}

/** Players through a proxy: how many one core carries, and how far the load kept up. */
interface Playing {
  /** Players one core carries: ticks relayed per CPU-second, over a player's 20 a second. */
  perCore: number;
  core: number;
  /** Ticks each player got per second, against the 20 the backend means to send. */
  ticks: number;
}

/**
 * `playingAtOnce` clients playing at once through the proxy to the `tick` backend: each sends a
 * move 20 times a second and gets a tick's packets (1 KiB) 20 times a second. A tick relayed,
 * with the move beside it, is the unit of work: its CPU cost gives the players one core
 * carries, whether or not the load side (on a busy core) kept up with 20 a second.
 */
async function playing(pid: number, port: number, host: string, seconds = 5): Promise<Playing> {
  const sockets: Socket[] = [];
  for (let i = 0; i < playingAtOnce; i += 100)
    sockets.push(
      ...(await Promise.all(Array.from({ length: 100 }, () => open(port, loginBytes(host))))),
    );
  let received = 0;
  for (const socket of sockets) socket.on('data', (chunk: Buffer) => (received += chunk.length));
  const moves = setInterval(() => {
    for (const socket of sockets) socket.write(moveBytes);
  }, 50);
  await sleep(1000);
  const startBytes = received;
  const startCpu = await cpuSeconds(pid);
  const started = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(pid)) - startCpu;
  const ticks = (received - startBytes) / 1024;
  clearInterval(moves);
  for (const socket of sockets) socket.destroy();
  await sleep(1000);
  return { perCore: ticks / cpu / 20, core: cpu / elapsed, ticks: ticks / elapsed / playingAtOnce };
}

async function rssKiB(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * Memory per idle proxied connection: the RSS with `idleConnections` open less the RSS before.
 * `collect` asks the process for a full collection first (the edge's, SIGUSR2), so garbage of
 * its start collected meanwhile is not taken off what the connections hold.
 */
async function idleMemory(pid: number, port: number, host: string, collect = false) {
  const bytes = loginBytes(host);
  const settled = async () => {
    if (collect) process.kill(pid, 'SIGUSR2');
    await sleep(1000);
    return rssKiB(pid);
  };
  const before = await settled();
  const sockets: Socket[] = [];
  for (let i = 0; i < idleConnections; i += 100)
    sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => open(port, bytes)))));
  await sleep(1000);
  const after = await settled();
  for (const socket of sockets) socket.destroy();
  await sleep(2000);
  return (after - before) / idleConnections;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The bench's backends' ports (backend.ts). */
interface Backends {
  stream: number;
  hello: number;
  tick: number;
  sink: number;
}
const backendNames = ['stream', 'hello', 'tick', 'sink'] as const;

/** HAProxy in TCP mode with `threads` threads on `cores`, one frontend per bench backend. */
async function startHaproxy(
  dir: string,
  cores: number | string,
  threads: number,
  backends: Backends,
) {
  const ports: Backends = {
    stream: await freePort(),
    hello: await freePort(),
    tick: await freePort(),
    sink: await freePort(),
  };
  const config = path.join(dir, `haproxy-${threads}.cfg`);
  await writeFile(
    config,
    [
      'global',
      '  maxconn 9900',
      `  nbthread ${threads}`,
      'defaults',
      '  mode tcp',
      '  timeout connect 3s',
      '  timeout client 120s',
      '  timeout server 120s',
      ...backendNames.flatMap((name) => [
        `frontend ${name}`,
        `  bind 127.0.0.1:${ports[name]}`,
        `  default_backend ${name}`,
        `backend ${name}`,
        `  server s 127.0.0.1:${backends[name]} send-proxy-v2`,
      ]),
      '',
    ].join('\n'),
  );
  const haproxy = spawn('taskset', ['-c', String(cores), 'haproxy', '-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(haproxy);
  await sleep(1000);
  return { pid: haproxy.pid ?? 0, ports };
}

/**
 * Two edge workers beside HAProxy with two threads, each free to use both cores (which the load
 * side shares): relay and new connections per CPU-second of all the proxy's processes, beside
 * the single-process edge's figures from the rounds before.
 */
async function twoWorkers(
  dir: string,
  backends: Backends,
  single: { relay: number; conns: number },
) {
  console.log('\nTwo edge workers vs HAProxy nbthread 2, both on cores 0-1 with the load\n');
  spawnSync('taskset', ['-a', '-cp', '0,1', String(process.pid)]);
  const edge = await start<{ port: number; pids: number[] }>('0,1', process.execPath, [
    ...tsx('edge-process.ts', dir, '0', '{}', '2'),
  ]);
  const haproxy = await startHaproxy(dir, '0,1', 2, backends);
  const relay = { edge: [] as Sample[], haproxy: [] as Sample[] };
  const conns = { edge: [] as Sample[], haproxy: [] as Sample[] };
  for (let round = 1; round <= 3; round += 1) {
    const order = round % 2 ? (['edge', 'haproxy'] as const) : (['haproxy', 'edge'] as const);
    for (const proxy of order) {
      const [pids, port] =
        proxy === 'edge' ? [edge.pids, edge.port] : [haproxy.pid, haproxy.ports.stream];
      relay[proxy].push(await throughput(pids, port, 'stream.bench', 'down', 8, 4));
      const hello = proxy === 'edge' ? edge.port : haproxy.ports.hello;
      conns[proxy].push(await connectionRate(pids, hello, 'hello.bench'));
    }
    const perCpu = (samples: Sample[]) => {
      const sample = samples.at(-1) as Sample;
      return `${(sample.rate / sample.core).toFixed(0)} (${(sample.core * 100).toFixed(0)} % of a core)`;
    };
    console.log(
      `round ${round}: relay MB per CPU-s workers ${perCpu(relay.edge)} vs HAProxy ${perCpu(relay.haproxy)}; connections per CPU-s workers ${perCpu(conns.edge)} vs HAProxy ${perCpu(conns.haproxy)}`,
    );
  }
  const perCpu = (sample: Sample) => sample.rate / sample.core;
  const ratio = (pair: { edge: Sample[]; haproxy: Sample[] }) =>
    median(pair.edge.map((e, i) => perCpu(e) / perCpu(pair.haproxy[i] as Sample)));
  const workers = (samples: Sample[]) => median(samples.map(perCpu));
  console.log('');
  console.log(
    `2 workers relay per CPU-s   ${workers(relay.edge).toFixed(0)} MB vs HAProxy nbthread 2 ${workers(relay.haproxy).toFixed(0)} MB: ${ratio(relay).toFixed(2)} x; vs one process ${(workers(relay.edge) / single.relay).toFixed(2)} x`,
  );
  console.log(
    `2 workers conns per CPU-s   ${workers(conns.edge).toFixed(0)} vs HAProxy nbthread 2 ${workers(conns.haproxy).toFixed(0)}: ${ratio(conns).toFixed(2)} x; vs one process ${(workers(conns.edge) / single.conns).toFixed(2)} x`,
  );
  const rates = (samples: Sample[]) => median(samples.map((sample) => sample.rate)).toFixed(0);
  console.log(
    `2 workers rates             relay ${rates(relay.edge)} MB/s (HAProxy ${rates(relay.haproxy)}), connections ${rates(conns.edge)}/s (HAProxy ${rates(conns.haproxy)})`,
  );
}

async function main() {
  // The load generator (this process) shares core 0 with the backends; core 1 is the proxy's.
  spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)]);
  const backends = await start<Backends>(0, process.execPath, tsx('backend.ts'));
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-bench-'));
  // Throughput and connection rates are measured without mitigation in the way, so both proxies
  // do the same work; bench:mitigation measures the edge under attack.
  const network = testNetwork({ connections_per_second_threshold: 100_000, client_ban_seconds: 0 });
  const set = (id: number, port: number) => ({
    id,
    network_id: id,
    backends: [`127.0.0.1:${port}`],
    proxy_protocol: true,
    vulcan_ac_enabled: false,
    load_balancing_mode: 0,
    wake: null,
  });
  const snapshot: EdgeSnapshot = {
    version: 1,
    generated_at: new Date().toISOString(),
    // The bench's backends listen on loopback, which an edge dials only when the location allows it.
    location: {
      id: 'bench',
      name: 'Bench',
      public_address: '127.0.0.1',
      allowed_backends: backendNames.map((name) => `127.0.0.1:${backends[name]}`),
    },
    networks: backendNames.map((_, i) => ({ ...network, id: i + 1 })),
    routes: backendNames.map((name, i) => ({
      host: `${name}.bench`,
      network_id: i + 1,
      backend_set_id: i + 1,
      bac: false,
    })),
    backend_sets: backendNames.map((name, i) => set(i + 1, backends[name])),
    bedrock: [],
    wireguard: null,
    tunnels: [],
  };

  const relayOnly = options.relay;
  const connectionsOnly = options.connections;
  const profile = options['cpu-prof'];
  /** A state directory of its own for an edge, holding the snapshot it routes from. */
  const stateDirOf = async (stateDir: string) => {
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(stateDir, 'snapshot.json'), JSON.stringify(snapshot));
    return stateDir;
  };
  const startEdge = async (stateDir: string, flags: string[]) => {
    await stateDirOf(stateDir);
    const started = await start<{ port: number }>(1, process.execPath, [
      ...flags,
      ...tsx('edge-process.ts', stateDir, '0'),
    ]);
    return { port: started.port, child: children.at(-1) as ChildProcess };
  };
  // Idle memory is read from an edge of its own, after full collections (`gc()`), which leave
  // V8's young generation shrunk for a while after: the rounds' edge is never made to collect.
  const idleEdge =
    relayOnly || connectionsOnly ? null : await startEdge(path.join(dir, 'idle'), ['--expose-gc']);
  const edge = await startEdge(
    dir,
    profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [],
  );
  const edgePid = edge.child.pid ?? 0;

  const haproxy = await startHaproxy(dir, 1, 1, backends);
  const haproxyPid = haproxy.pid;
  const haproxyPorts = haproxy.ports;
  const nodeProxy = await start<{ port: number }>(
    1,
    process.execPath,
    tsx('node-proxy.ts', String(backends.hello)),
  );
  const nodeProxyPid = children.at(-1)?.pid ?? 0;

  console.log('Palisade edge vs HAProxy (TCP, send-proxy-v2), each pinned to core 1\n');
  // Memory first, while both processes are fresh: later rounds leave heaps grown that new
  // connections would fill without a change in RSS.
  const idle = idleEdge && {
    edge: await idleMemory(idleEdge.child.pid ?? 0, idleEdge.port, 'hello.bench', true),
    haproxy: await idleMemory(haproxyPid, haproxyPorts.hello, 'hello.bench'),
  };
  idleEdge?.child.kill();
  type Pair = { edge: Sample[]; haproxy: Sample[] };
  const relay = relayCases.map((): Pair => ({ edge: [], haproxy: [] }));
  const conns: Pair = { edge: [], haproxy: [] };
  const plain: Sample[] = [];
  const last = (samples: Sample[]) => {
    const sample = samples.at(-1) as Sample;
    return `${sample.rate.toFixed(0)} (${(sample.core * 100).toFixed(0)} %)`;
  };
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which proxy goes first, so a slow stretch of the shared machine hits both.
    const order = round % 2 ? (['edge', 'haproxy'] as const) : (['haproxy', 'edge'] as const);
    for (const proxy of order) {
      const [pid, ports] =
        proxy === 'edge'
          ? [edgePid, { stream: edge.port, hello: edge.port, sink: edge.port }]
          : [haproxyPid, haproxyPorts];
      if (!connectionsOnly)
        for (const [i, { direction, parallel }] of relayCases.entries()) {
          const backend = backendOf(direction);
          relay[i]?.[proxy].push(
            await throughput(pid, ports[backend], `${backend}.bench`, direction, parallel),
          );
        }
      if (!relayOnly) conns[proxy].push(await connectionRate(pid, ports.hello, 'hello.bench'));
    }
    const parts = connectionsOnly
      ? []
      : relayCases.map(
          (c, i) =>
            `relay MB/s ${c.name} edge ${last(relay[i]?.edge ?? [])} vs HAProxy ${last(relay[i]?.haproxy ?? [])}`,
        );
    if (!relayOnly) {
      plain.push(await connectionRate(nodeProxyPid, nodeProxy.port, 'hello.bench'));
      parts.push(
        `new connections/s edge ${last(conns.edge)} vs HAProxy ${last(conns.haproxy)} (plain Node ${last(plain)})`,
      );
    }
    console.log(`round ${round} (share of a core): ${parts.join('; ')}`);
  }
  const players = { edge: [] as Playing[], haproxy: [] as Playing[] };
  for (let round = 1; round <= (relayOnly || connectionsOnly ? 0 : 3); round += 1) {
    const order = round % 2 ? (['edge', 'haproxy'] as const) : (['haproxy', 'edge'] as const);
    for (const proxy of order) {
      players[proxy].push(
        proxy === 'edge'
          ? await playing(edgePid, edge.port, 'tick.bench')
          : await playing(haproxyPid, haproxyPorts.tick, 'tick.bench'),
      );
    }
    const last = (samples: Playing[]) => {
      const sample = samples.at(-1) as Playing;
      return `${sample.perCore.toFixed(0)} (${(sample.core * 100).toFixed(0)} % of a core for ${playingAtOnce}, ${sample.ticks.toFixed(1)} ticks/s each)`;
    };
    console.log(
      `players round ${round}: per core edge ${last(players.edge)} vs HAProxy ${last(players.haproxy)}`,
    );
  }

  /** Median of the per-round ratios: each pair ran back to back on the same machine. */
  const ratio = (pair: Pair) =>
    median(pair.edge.map((e, i) => e.rate / (pair.haproxy[i] as Sample).rate));
  const rates = (samples: Sample[]) => median(samples.map((sample) => sample.rate)).toFixed(0);
  const cores = (samples: Sample[]) =>
    `${(median(samples.map((sample) => sample.core)) * 100).toFixed(0)} %`;
  // Per second of each proxy's own CPU: on two cores the rates mostly measure the load side.
  const perCpu = (sample: Sample) => sample.rate / sample.core;
  const cpuRatio = (pair: Pair) =>
    median(pair.edge.map((e, i) => perCpu(e) / perCpu(pair.haproxy[i] as Sample)));
  const perCpuMedian = (samples: Sample[]) => median(samples.map(perCpu)).toFixed(0);

  console.log('');
  if (!connectionsOnly)
    for (const [i, c] of relayCases.entries()) {
      const pair = relay[i] as Pair;
      console.log(
        `relay ${c.name.padEnd(32)} per CPU-s ${perCpuMedian(pair.edge)} MB vs HAProxy ${perCpuMedian(pair.haproxy)} MB: ${cpuRatio(pair).toFixed(2)} x (target >= 0.8); ${rates(pair.edge)} MB/s vs ${rates(pair.haproxy)} MB/s (${ratio(pair).toFixed(2)} x), core use ${cores(pair.edge)} vs ${cores(pair.haproxy)}`,
      );
    }
  if (!relayOnly) {
    console.log(
      `new connections per CPU-s ${perCpuMedian(conns.edge)} vs HAProxy ${perCpuMedian(conns.haproxy)}: ${cpuRatio(conns).toFixed(2)} x (target >= 0.5); ${rates(conns.edge)}/s vs ${rates(conns.haproxy)}/s (${ratio(conns).toFixed(2)} x), core use ${cores(conns.edge)} vs ${cores(conns.haproxy)}`,
    );
    console.log(
      `  plain Node proxy       ${perCpuMedian(plain)} per CPU-s: ${cpuRatio({ edge: plain, haproxy: conns.haproxy }).toFixed(2)} x HAProxy, the edge ${cpuRatio({ edge: conns.edge, haproxy: plain }).toFixed(2)} x it (node-proxy.ts: Node's sockets alone)`,
    );
  }
  if (idle) {
    const perCore = (samples: Playing[]) => median(samples.map((sample) => sample.perCore));
    console.log(
      `players per core        ${perCore(players.edge).toFixed(0)} vs HAProxy ${perCore(players.haproxy).toFixed(0)}: ${median(players.edge.map((e, i) => e.perCore / (players.haproxy[i] as Playing).perCore)).toFixed(2)} x (each: 20 moves/s of 40 B up, 20 ticks/s of 1 KiB down)`,
    );
    console.log(
      `memory per idle conn.   ${idle.edge.toFixed(1)} KiB (HAProxy ${idle.haproxy.toFixed(1)} KiB) at ${idleConnections} connections (target <= 16 KiB)`,
    );
    await benchBedrock({
      start,
      pidOfLast: () => children.at(-1)?.pid ?? 0,
      cpuSeconds,
      tsx,
      network,
    });
    await twoWorkers(await stateDirOf(path.join(dir, 'workers')), backends, {
      relay: median((relay[1] as Pair).edge.map(perCpu)),
      conns: median(conns.edge.map(perCpu)),
    });
  }

  await rm(dir, { recursive: true, force: true });
}

try {
  await main();
} finally {
  for (const child of children) child.kill();
}
