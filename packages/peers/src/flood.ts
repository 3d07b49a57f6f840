import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { writeFrame, writeHandshake } from '@palisade/mcproto';
import { idleClient, rawLogin } from './players';

/** What attack tools send: three kinds of bot, in the shares given. */
export interface BotMix {
  /** A raw socket: a valid handshake and Login Start, then silence; reconnects once if kicked. */
  raw: number;
  /** The same after a server-list ping from its address (beats a ping check). */
  pingFirst: number;
  /** A real minecraft-protocol client that logs in and idles (answers keep-alives). */
  idle: number;
}

export interface FloodOptions {
  port: number;
  host?: string;
  /** The host name the bots ask for. */
  serverHost: string;
  perSecond: number;
  seconds: number;
  /** Bots started at once before the steady rate: attacks begin abruptly. */
  burst?: number;
  /**
   * Whether a bot that is late (this process was busy) waits its interval after the one before
   * it rather than starting at once with every other late one: the rate then never goes over
   * `perSecond`, for a test whose point is a flood below a threshold.
   */
  steady?: boolean;
  /** Source addresses, used in turn: a proxy list. */
  sources: string[];
  /** Protocol of the raw bots; the idle ones speak `version`. */
  protocol?: number;
  version?: string;
  mix?: BotMix;
}

export interface FloodReport {
  /** Bots started, by kind, and their names (to look for on the backend). */
  started: Record<keyof BotMix, number>;
  names: Set<string>;
  /** Connections the bots opened: pings, logins and reconnects. */
  connections: number;
}

const randomName = () => `bot${Math.random().toString(36).slice(2, 12)}`.slice(0, 16);

/** A server-list ping as a client sends it: handshake (next state 1), request, ping. */
function statusPing(o: FloodOptions, localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port: o.port, host: o.host ?? '127.0.0.1', localAddress }, () =>
      socket.write(
        Buffer.concat([
          writeFrame(
            0x00,
            writeHandshake({
              protocolVersion: o.protocol ?? 769,
              serverAddress: o.serverHost,
              serverPort: 25565,
              nextState: 1,
            }),
          ),
          writeFrame(0x00, new Uint8Array()),
          writeFrame(0x01, new Uint8Array(8)),
        ]),
      ),
    );
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/**
 * A bot flood as attack tools make one: `burst` bots at once, then `perSecond` new bots for
 * `seconds`, each from the next
 * address of a proxy list, with valid handshakes and random names. Resolves when every bot has
 * finished (been refused, failed the checks, or given up).
 */
export async function botFlood(o: FloodOptions): Promise<FloodReport> {
  const mix = o.mix ?? { raw: 0.84, pingFirst: 0.15, idle: 0.01 };
  const started = { raw: 0, pingFirst: 0, idle: 0 };
  const names = new Set<string>();
  let connections = 0;
  const bots: Promise<void>[] = [];
  const run = (bot: Promise<{ attempts: number }>, extra = 0) =>
    bots.push(
      bot.then((r) => {
        connections += r.attempts + extra;
      }),
    );
  const burst = o.burst ?? 0;
  const total = burst + Math.round(o.perSecond * o.seconds);
  const begin = performance.now();
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < total; i += 1) {
    const paced = begin + (Math.max(0, i - burst) / o.perSecond) * 1000;
    const due = o.steady && i > burst ? Math.max(paced, last + 1000 / o.perSecond) : paced;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    last = performance.now();
    const localAddress = o.sources[i % o.sources.length] as string;
    const username = randomName();
    names.add(username);
    const peer = { port: o.port, host: o.host, serverHost: o.serverHost, username, localAddress };
    const pick = (i * 0.618_033_988_7) % 1;
    if (pick < mix.idle) {
      started.idle += 1;
      run(idleClient({ ...peer, version: o.version ?? '1.21.4', idleMs: 8000 }));
    } else if (pick < mix.idle + mix.pingFirst) {
      started.pingFirst += 1;
      run(
        statusPing(o, localAddress).then(() => rawLogin({ ...peer, protocol: o.protocol ?? 769 })),
        1,
      );
    } else {
      started.raw += 1;
      run(rawLogin({ ...peer, protocol: o.protocol ?? 769 }));
    }
  }
  await Promise.all(bots);
  return { started, names, connections };
}

/** `count` loopback addresses spread over /24s of `perSubnet` each, from `127.<first>.0.0`. */
export function loopbackSources(count: number, first: number, perSubnet = 250): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `127.${first + Math.floor(i / perSubnet / 256)}.${Math.floor(i / perSubnet) % 256}.${(i % perSubnet) + 1}`,
  );
}

/** The script that runs `botFlood` in a process of its own (`botFloodApart`). */
const floodProcessScript = fileURLToPath(new URL('./flood-process.ts', import.meta.url));

/**
 * `botFlood` in a process of its own, started through `prefix` (such as `nice -n -10`): its
 * bots' connections and handshakes keep their pace whatever this process is busy with.
 * `started` is told the process, for a caller that ends its children when it fails.
 */
export function botFloodApart(
  o: FloodOptions,
  prefix: string[] = [],
  started?: (child: ChildProcess) => void,
): Promise<FloodReport> {
  const command = [...prefix, process.execPath, '--import', 'tsx', floodProcessScript];
  const child = spawn(command[0] as string, [...command.slice(1), JSON.stringify(o)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started?.(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the flood process exited ${code}`));
      const report = JSON.parse(out.trim()) as Omit<FloodReport, 'names'> & { names: string[] };
      resolve({ ...report, names: new Set(report.names) });
    });
  });
}
