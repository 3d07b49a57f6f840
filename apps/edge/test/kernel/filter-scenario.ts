import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { edgeSnapshot } from '@palisade/contract';
import { SessionLimiter } from '../../src/bedrock/limiter';
import { AllowList } from '../../src/filters/allow-list';
import { Jail } from '../../src/filters/jail';
import { startKernelFilter } from '../../src/kernel/kernel-filter';
import { NftSession } from '../../src/kernel/nft';
import { createEdgeMetrics } from '../../src/metrics/metrics';
import { Recorder } from '../../src/sync/recorder';
import { network, snapshot } from '../stage-kit';

/**
 * The kernel filter in a network namespace of its own (run by `kernel-filter.test.ts` through
 * `inNamespace`): real sockets on loopback addresses, the real `nft`. Prints what it saw as
 * one JSON line; the test judges it. Run without root, it prints what the edge said instead.
 */

const exec = promisify(execFile);
const table = 'palisade_scenario';
const networkId = 1;
const quiet = { info() {}, warn() {}, debug() {} };

const accepted = new Map<string, number>();
const server = createServer((socket) => {
  const from = socket.remoteAddress ?? '';
  accepted.set(from, (accepted.get(from) ?? 0) + 1);
  socket.destroy();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const javaPort = (server.address() as { port: number }).port;

const udp = createSocket('udp4');
const datagrams = new Map<string, number>();
udp.on('message', (_message, from) =>
  datagrams.set(from.address, (datagrams.get(from.address) ?? 0) + 1),
);
await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
const bedrockPort = udp.address().port;

/**
 * What a TCP connection from `from` meets within `ms`: `connected`, the error a reset gives
 * (`ECONNREFUSED`), or `silent` (a dropped SYN).
 */
const answer = (from: string, ms = 3000) =>
  new Promise<string>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: javaPort, localAddress: from });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('silent');
    }, ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code ?? error.message);
    });
  });
const reaches = async (from: string, ms = 3000) => (await answer(from, ms)) === 'connected';

/** Sends `count` datagrams whose first byte is `id` (0x01: an unconnected ping) from `from`. */
const ping = (from: string, count = 1, id = 0x01) =>
  new Promise<void>((resolve) => {
    const socket = createSocket('udp4');
    const datagram = Buffer.from([id, 0, 0, 0, 0, 0, 0, 0, 1]);
    socket.bind(0, from, () => {
      for (let i = 0; i < count; i += 1)
        socket.send(datagram, bedrockPort, '127.0.0.1', () => {
          if (i === count - 1) {
            socket.close();
            resolve();
          }
        });
    });
  });

const tables = async () => (await exec('nft', ['list', 'tables'])).stdout;

/**
 * Waits until the kernel's set (or the jail's map) holds `address`: the filter writes a quarter
 * second late.
 */
async function inKernelSet(address: string, set = 'jail4') {
  for (let tries = 0; tries < 100; tries += 1) {
    const kind = set.startsWith('jail') ? 'map' : 'set';
    const { stdout } = await exec('nft', ['list', kind, 'inet', table, set]);
    if (stdout.includes(address)) return;
    await sleep(100);
  }
  throw new Error(`${address} never reached the kernel's ${set}`);
}

const state = edgeSnapshot.parse({
  ...snapshot(
    network({
      id: networkId,
      firewall: {
        ip: [
          { value: '127.0.5.0/24', allow: false, expires_at: null },
          { value: '127.0.5.7/32', allow: false, expires_at: null },
          { value: '127.0.5.9/32', allow: true, expires_at: null },
        ],
        asn: [],
        country: [],
      },
    }),
  ),
  bedrock: [{ id: 1, network_id: networkId, port: bedrockPort, backend_set_id: 1 }],
});

const metrics = createEdgeMetrics({ defaultMetrics: false });
const recorder = new Recorder();
const jail = new Jail();
const allow = new AllowList();
const limiter = new SessionLimiter();
const options = {
  table,
  readMs: 2000,
  javaPort,
  recorder,
  geo: () => ({ asn: () => null, country: () => null }),
  metrics,
  log: quiet,
  jail,
  allow,
  limiter,
  follow: (follower: (s: typeof state) => void) => follower(state),
};
const filter = await startKernelFilter(true, options);
if (!filter) {
  const gauge = (await metrics.kernelFilter.get()).values[0]?.value;
  console.log(JSON.stringify({ on: false, gauge, tables: await tables().catch(() => '') }));
  process.exit(0);
}

const before = await reaches('127.0.1.1');
jail.lock('127.0.1.1', Date.now() + 8000, { networkId, reason: 'verification' });
allow.allow(networkId, '127.0.1.2', 60);
jail.lock('127.0.1.2', Date.now() + 60_000, { networkId, reason: 'verification' });
for (let strike = 0; strike < 21; strike += 1) jail.strike('127.0.1.3');
// Jailed twice before a flush, the second time for longer.
jail.lock('127.0.3.1', Date.now() + 8000, { networkId, reason: 'verification' });
jail.lock('127.0.3.1', Date.now() + 45_000, { networkId, reason: 'verification' });
// Six Bedrock sessions in a second from one address, past its share of 5: banned for 5 s.
for (let session = 0; session < 6; session += 1)
  limiter.admit(networkId, '127.0.8.1', { threshold: 50, banSeconds: 5 });
const jailedAt = Date.now();
await inKernelSet('127.0.1.1');
await inKernelSet('127.0.1.3');
const jailMap = (await exec('nft', ['list', 'map', 'inet', table, 'jail4'])).stdout;
const rejailed = [...jailMap.matchAll(/127\.0\.3\.1 timeout (\w+)/g)].map((m) => m[1]);
const acceptsBefore = accepted.get('127.0.1.1') ?? 0;
const jailed = [];
for (let attempt = 0; attempt < 5; attempt += 1) jailed.push(await answer('127.0.1.1', 300));
const acceptsWhileJailed = (accepted.get('127.0.1.1') ?? 0) - acceptsBefore;

await ping('127.0.1.1');
await ping('127.0.5.3');
await ping('127.0.5.9');
await ping('127.0.6.1');
// A spoofed source's pings past 5 a second (a burst of 10) draw no more pongs; a client's open
// connection requests are metered apart, at 20 a second.
await ping('127.0.7.1', 40);
await ping('127.0.7.2', 12, 0x05);
// The banned address's pings and open requests are dropped; its session's datagram is not.
await inKernelSet('127.0.8.1', 'ban4');
await ping('127.0.8.1', 3);
await ping('127.0.8.1', 2, 0x05);
await ping('127.0.8.1', 1, 0x84);
await sleep(300);
const whileBanned = datagrams.get('127.0.8.1') ?? 0;

// Read twice by the filter (every 2 s), then the jail sentence runs out.
await sleep(Math.max(0, jailedAt + 8500 - Date.now()));
const { buckets } = recorder.drain(Date.now(), true);
const dropped = (reason: 'kernel_jail' | 'kernel_firewall' | 'kernel_ban') =>
  buckets.reduce((sum, b) => sum + (b.network_id === networkId ? b.dropped[reason] : 0), 0);
const kernelDropped = Object.fromEntries(
  (await metrics.kernelDropped.get()).values.map((v) => [v.labels.reason, v.value]),
);
const result = {
  on: true,
  gauge: (await metrics.kernelFilter.get()).values[0]?.value,
  before,
  jailed,
  rejailed,
  acceptsWhileJailed,
  allowedDespiteJail: await reaches('127.0.1.2'),
  garbageJailed: await reaches('127.0.1.3', 300),
  otherAddress: await reaches('127.0.1.4'),
  afterSentence: await reaches('127.0.1.1'),
  datagrams: Object.fromEntries(datagrams),
  telemetry: {
    kernel_jail: dropped('kernel_jail'),
    kernel_firewall: dropped('kernel_firewall'),
    kernel_ban: dropped('kernel_ban'),
  },
  banned: { whileBanned, after: 0 },
  kernelDropped,
  rate: { reached: 0, dropped: 0, pingsDropped: 0 },
  restarted: { staleJailGone: false, tableAfterStop: '' },
  refused: [] as string[],
};

// The ban ran out in the kernel by itself.
await ping('127.0.8.1');
await sleep(300);
result.banned.after = (datagrams.get('127.0.8.1') ?? 0) - whileBanned;

// A burst from one address past the kernel's per-address rate: the meter drops the rest.
const burst = await Promise.all(Array.from({ length: 60 }, () => reaches('127.0.2.1', 500)));
result.rate.reached = burst.filter(Boolean).length;
await sleep(2200);
const guards = new Map(
  (await metrics.kernelDropped.get()).values.map((v) => [v.labels.reason, v.value]),
);
result.rate.dropped = guards.get('kernel_java_rate') ?? 0;
result.rate.pingsDropped = guards.get('kernel_bedrock_ping') ?? 0;

// A change `nft` refuses, sent as the session sends changes (a file it includes), is reported lost.
const session = new NftSession((message) => result.refused.push(message));
await session.write([
  `add element inet ${table} jail4 { 10.9.9.9 timeout 5s : goto jail_edge }`,
  `add element inet ${table} jail4 { 10.9.9.10 timeout 5s : goto no_such_chain }`,
]);
for (let waited = 0; result.refused.length === 0 && waited < 2000; waited += 50) await sleep(50);
session.close();

// An edge that died leaves its table; the next one replaces it whole, then takes it away.
const second = await startKernelFilter(true, {
  ...options,
  jail: new Jail(),
  allow: new AllowList(),
});
result.restarted.staleJailGone = await reaches('127.0.1.3');
await second?.stop();
result.restarted.tableAfterStop = await tables();

console.log(JSON.stringify(result));
server.close();
udp.close();
process.exit(0);
