/**
 * What one limbo verification costs the edge: CPU milliseconds (the event loop's active time)
 * and bytes sent (and received),
 * for a mineflayer player of 1.8.8 and of 1.21.4 (both pass), a minecraft-protocol client that
 * logs in and idles, and raw logins (handshake and Login Start, then silence). The limbo runs in
 * its own process (`server.ts`); clients go one at a time. The first verification of a release
 * also builds that release's packets (compiling minecraft-protocol's serializers), so it is
 * reported apart from the median of the next ones.
 * Usage: npm run bench:limbo
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { idleClient, joinAsPlayer, rawLogin } from '@palisade/peers';

const here = path.dirname(new URL(import.meta.url).pathname);
const rounds = 8;

interface Report {
  username: string;
  verdict: { passed: boolean; reason?: string; ms: number };
  cpuMs: number;
  sent: number;
  received: number;
  rssGrowthMb: number;
}

const child = spawn(
  path.join(here, '../../node_modules/.bin/tsx'),
  [path.join(here, 'server.ts')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const lines = createInterface({ input: child.stdout });
const waiting = new Map<string, (report: Report) => void>();
const { port, importMs, idleMsPerS } = await new Promise<{
  port: number;
  importMs: number;
  idleMsPerS: number;
}>((resolve) => {
  lines.once('line', (line) => {
    resolve(JSON.parse(line));
    lines.on('line', (next) => {
      const report = JSON.parse(next) as Report;
      waiting.get(report.username)?.(report);
    });
  });
});
const reportOf = (username: string) =>
  new Promise<Report>((resolve) => waiting.set(username, resolve));

type Client = (username: string) => Promise<unknown>;
const peer = (username: string) => ({ port, serverHost: 'bench.limbo', username, maxAttempts: 1 });
const cases: [string, Client][] = [
  ['mineflayer 1.8.8 (passes)', (u) => joinAsPlayer({ ...peer(u), version: '1.8.8' })],
  ['mineflayer 1.21.4 (passes)', (u) => joinAsPlayer({ ...peer(u), version: '1.21.4' })],
  ['idle minecraft-protocol 1.21.4', (u) => idleClient({ ...peer(u), version: '1.21.4' })],
  ['raw login, protocol 47', (u) => rawLogin({ ...peer(u), protocol: 47, reconnects: 0 })],
  ['raw login, protocol 769', (u) => rawLogin({ ...peer(u), protocol: 769, reconnects: 0 })],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

console.log(`limbo entry point import: ${importMs.toFixed(1)} ms (no protocol library loaded)`);
console.log(`event loop of the idle limbo process: ${idleMsPerS.toFixed(2)} ms/s`);
console.log(
  'case | first: cpu ms, rss MB | then (median of %d): verdict, cpu ms, sent B, received B, wall ms (cpu: event loop active)',
  rounds - 1,
);
for (const [name, run] of cases) {
  const reports: Report[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const username = `B${cases.findIndex(([n]) => n === name)}_${i}`;
    const report = reportOf(username);
    await run(username);
    reports.push(await report);
  }
  const [first, ...rest] = reports as [Report, ...Report[]];
  const verdicts = [...new Set(rest.map((r) => (r.verdict.passed ? 'passed' : r.verdict.reason)))];
  console.log(
    [
      name,
      `${first.cpuMs.toFixed(0)} ms, +${first.rssGrowthMb.toFixed(0)} MB`,
      verdicts.join('/'),
      median(rest.map((r) => r.cpuMs)).toFixed(1),
      median(rest.map((r) => r.sent)),
      median(rest.map((r) => r.received)),
      median(rest.map((r) => r.verdict.ms)),
    ].join(' | '),
  );
}
child.kill();
