/**
 * The Bedrock half of `npm run bench:edge`: datagrams relayed per CPU-second by the edge and by
 * a plain Node UDP relay (HAProxy has no UDP) side by side, each pinned to core 1, and the
 * unconnected pings the edge answers from its cached pong per CPU-second.
 */
import { createSocket, type Socket } from 'node:dgram';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EdgeNetwork, EdgeSnapshot } from '@palisade/contract';
import {
  readOpenReply1,
  readOpenReply2,
  writeOpenRequest1,
  writeOpenRequest2,
  writeUnconnectedPing,
} from '@palisade/mcproto';

export interface BenchTools {
  start<T>(core: number, command: string, args: string[]): Promise<T>;
  pidOfLast(): number;
  cpuSeconds(pid: number): Promise<number>;
  tsx(script: string, ...args: string[]): string[];
  network: Omit<EdgeNetwork, 'id'>;
}

const clients = 16;
/** Datagrams each client keeps in flight. */
const window = 16;
const seconds = 4;

const bound = () =>
  new Promise<Socket>((resolve) => {
    const socket = createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => resolve(socket));
  });

const next = (socket: Socket, timeoutMs = 2000) =>
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

/** RakNet's open handshake through a relay: request 1, reply 1 (its cookie, if any), 2, 2. */
async function handshake(socket: Socket, port: number) {
  socket.send(writeOpenRequest1({ protocol: 11, mtu: 1400 }), port, '127.0.0.1');
  const reply1 = readOpenReply1((await next(socket)) ?? new Uint8Array());
  if (reply1.kind !== 'ok') throw new Error('no reply 1');
  socket.send(
    writeOpenRequest2({
      cookie: reply1.value.cookie,
      server: { address: '127.0.0.1', port },
      mtu: reply1.value.mtu,
      clientGuid: BigInt(socket.address().port),
    }),
    port,
    '127.0.0.1',
  );
  if (readOpenReply2((await next(socket)) ?? new Uint8Array()).kind !== 'ok')
    throw new Error('no reply 2');
}

/** Frame-set-sized datagrams echoed by the backend, a window per client: both ways counted. */
async function relayRate(tools: BenchTools, pid: number, port: number) {
  const sockets = await Promise.all(Array.from({ length: clients }, bound));
  await Promise.all(sockets.map((s) => handshake(s, port)));
  const datagram = Buffer.alloc(240, 0x42);
  datagram[0] = 0x84;
  let echoed = 0;
  let running = true;
  const last = new Map<Socket, number>();
  for (const socket of sockets) {
    socket.on('message', () => {
      echoed += 1;
      last.set(socket, Date.now());
      if (running) socket.send(datagram, port, '127.0.0.1');
    });
  }
  const fill = (socket: Socket) => {
    for (let i = 0; i < window; i++) socket.send(datagram, port, '127.0.0.1');
    last.set(socket, Date.now());
  };
  for (const socket of sockets) fill(socket);
  // A window lost to a full socket buffer is sent again.
  const refill = setInterval(() => {
    for (const socket of sockets) if (Date.now() - (last.get(socket) ?? 0) > 100) fill(socket);
  }, 50);
  const cpu = await tools.cpuSeconds(pid);
  const started = Date.now();
  const from = echoed;
  await sleep(seconds * 1000);
  const relayed = (echoed - from) * 2;
  const used = (await tools.cpuSeconds(pid)) - cpu;
  const elapsed = (Date.now() - started) / 1000;
  running = false;
  clearInterval(refill);
  for (const socket of sockets) socket.close();
  return { perSecond: relayed / elapsed, perCpuSecond: relayed / Math.max(used, 0.01) };
}

/** Pings as fast as this process sends them; pongs counted, the edge's CPU measured. */
async function pingRate(tools: BenchTools, pid: number, port: number) {
  const sockets = await Promise.all(Array.from({ length: 8 }, bound));
  let pongs = 0;
  let pings = 0;
  for (const socket of sockets) socket.on('message', () => (pongs += 1));
  const ping = Buffer.from(writeUnconnectedPing({ time: 1n, clientGuid: 2n }));
  const cpu = await tools.cpuSeconds(pid);
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    for (let i = 0; i < 64; i++, pings++)
      (sockets[pings % sockets.length] as Socket).send(ping, port, '127.0.0.1');
    await new Promise((resolve) => setImmediate(resolve));
  }
  await sleep(200);
  const used = (await tools.cpuSeconds(pid)) - cpu;
  for (const socket of sockets) socket.close();
  return {
    pings: pings / seconds,
    pongs: pongs / seconds,
    perCpuSecond: pongs / Math.max(used, 0.01),
    core: used / seconds,
  };
}

/**
 * A free UDP port below the ephemeral range (32768 and up here), so no socket opened meanwhile
 * (the relay's, the clients') can take it before the edge binds it.
 */
async function freeFixedPort(): Promise<number> {
  for (let port = 21000 + Math.floor(Math.random() * 8000); ; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createSocket('udp4');
      probe.once('error', () => resolve(false));
      probe.bind(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export async function benchBedrock(tools: BenchTools) {
  const backend = await tools.start<{ port: number }>(
    0,
    process.execPath,
    tools.tsx('bedrock-backend.ts'),
  );
  const tunnelPort = await freeFixedPort();
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-bench-bedrock-'));
  const snapshot: EdgeSnapshot = {
    version: 1,
    generated_at: new Date().toISOString(),
    location: {
      id: 'bench',
      name: 'Bench',
      public_address: '127.0.0.1',
      allowed_backends: ['127.0.0.0/8'],
    },
    networks: [
      {
        ...tools.network,
        id: 1,
        connections_per_second_threshold: 100_000,
        client_ban_seconds: 0,
      },
    ],
    routes: [],
    backend_sets: [
      {
        id: 1,
        network_id: 1,
        backends: [`127.0.0.1:${backend.port}`],
        proxy_protocol: true,
        vulcan_ac_enabled: false,
        load_balancing_mode: 0,
        wake: null,
      },
    ],
    bedrock: [{ id: 1, network_id: 1, port: tunnelPort, backend_set_id: 1, host: 'br1.bench' }],
    wireguard: null,
    tunnels: [],
  };
  await writeFile(path.join(dir, 'snapshot.json'), JSON.stringify(snapshot));
  // The ping flood comes from one address: the per-address pong cap is lifted to measure the
  // cost of answering from the cache, not the cost of refusing.
  const limits = JSON.stringify({ pongsPerAddress: 1e9, sessionsPerAddress: 1000 });
  await tools.start(1, process.execPath, tools.tsx('edge-process.ts', dir, '0', limits));
  const edgePid = tools.pidOfLast();
  const relay = await tools.start<{ port: number }>(
    1,
    process.execPath,
    tools.tsx('udp-relay.ts', String(backend.port)),
  );
  const relayPid = tools.pidOfLast();
  // The edge opens the tunnel's port and pings the backend once the snapshot is read.
  await sleep(4000);

  console.log('\nBedrock: Palisade edge vs a plain Node UDP relay, each pinned to core 1\n');
  const rounds: { edge: number; relay: number; edgeRate: number; relayRate: number }[] = [];
  for (let round = 1; round <= 3; round += 1) {
    const e = await relayRate(tools, edgePid, tunnelPort);
    const r = await relayRate(tools, relayPid, relay.port);
    rounds.push({
      edge: e.perCpuSecond,
      relay: r.perCpuSecond,
      edgeRate: e.perSecond,
      relayRate: r.perSecond,
    });
    console.log(
      `round ${round}: datagrams relayed per CPU-second edge ${e.perCpuSecond.toFixed(0)} (${e.perSecond.toFixed(0)}/s) vs plain relay ${r.perCpuSecond.toFixed(0)} (${r.perSecond.toFixed(0)}/s)`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  const pings = await pingRate(tools, edgePid, tunnelPort);
  console.log('');
  console.log(
    `datagrams relayed       ${median(rounds.map((r) => r.edge)).toFixed(0)} per CPU-second vs plain relay ${median(rounds.map((r) => r.relay)).toFixed(0)}: ${median(rounds.map((r) => r.edge / r.relay)).toFixed(2)} x`,
  );
  console.log(
    `pings from cache        ${pings.perCpuSecond.toFixed(0)} pongs per CPU-second (${pings.pongs.toFixed(0)}/s of ${pings.pings.toFixed(0)} pings/s sent, ${(pings.core * 100).toFixed(0)} % of a core); the backend got one ping per 3 s`,
  );
  await rm(dir, { recursive: true, force: true });
}
