import { connect } from 'node:net';
import mc from 'minecraft-protocol';

/** Releases the simulated players use, newer ones more often (as on real servers). */
const versions = [
  '1.21.1',
  '1.21.1',
  '1.21.1',
  '1.20.4',
  '1.20.4',
  '1.18.2',
  '1.16.5',
  '1.12.2',
  '1.8.8',
];
const names = [
  'Steve',
  'Alex',
  'Notch',
  'Herobrine',
  'Creeper',
  'Enderman',
  'Redstone',
  'Miner',
  'Builder',
  'Skyblock',
  'PvPKing',
  'Farmer',
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.random() * (max - min);

export interface SimulatorOptions {
  edgePort: number;
  /** Host names the players ask for (the demo network's verified domains). */
  hosts: string[];
  /** The demo network's threshold: a flood opens with three times as many connections. */
  threshold: number;
  log: { info(message: string): void; debug(message: string): void };
  /** Players online at once, at most. */
  maxPlayers?: number;
  /** Time between floods. */
  floodEveryMs?: number;
}

/**
 * Bounded traffic for the demo: real `minecraft-protocol` clients (offline mode) that join
 * through the edge with varying releases, mostly regulars who return and some newcomers, stay
 * a while and leave; server-list
 * pings; and now and then a short flood of pings over the threshold from other loopback
 * addresses, so an attack opens and, 60 s after it, closes. Nothing is written to the
 * database: every figure the dashboard shows comes from what the edge counted.
 */
export function startSimulator(options: SimulatorOptions) {
  const maxPlayers = options.maxPlayers ?? 6;
  const online = new Set<mc.Client>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  // A community: forty regulars who come back, and now and then someone new.
  const regulars = Array.from({ length: 40 }, (_, i) => `${names[i % names.length]}${100 + i}`);
  const playing = new Set<string>();
  const playerName = () => {
    const name =
      Math.random() < 0.8 ? pick(regulars) : `${pick(names)}${Math.floor(Math.random() * 1000)}`;
    return playing.has(name) ? null : name.slice(0, 16);
  };

  const socketTo = (localAddress = '127.0.0.1') =>
    connect({ port: options.edgePort, host: '127.0.0.1', localAddress });

  function join() {
    later(between(3000, 9000), join);
    if (online.size >= maxPlayers) return;
    const username = playerName();
    if (!username) return;
    const client = mc.createClient({
      host: pick(options.hosts),
      port: 25565,
      username,
      auth: 'offline',
      version: pick(versions),
      hideErrors: true,
      connect: (c: mc.Client) => c.setSocket(socketTo()),
    } as mc.ClientOptions);
    online.add(client);
    playing.add(username);
    client.on('error', () => undefined);
    client.on('end', () => {
      online.delete(client);
      playing.delete(username);
    });
    // Plays for twenty seconds to three minutes, then leaves.
    later(between(20_000, 180_000), () => client.end('demo session over'));
  }

  const ping = (localAddress?: string) =>
    mc
      .ping({
        host: pick(options.hosts),
        port: 25565,
        version: pick(versions),
        closeTimeout: 3000,
        connect: (c: mc.Client) => c.setSocket(socketTo(localAddress)),
      } as mc.PingOptions)
      .catch(() => undefined);

  function serverList() {
    later(between(10_000, 30_000), serverList);
    void ping();
  }

  function flood() {
    later(options.floodEveryMs ?? between(5 * 60_000, 8 * 60_000), flood);
    const size = options.threshold * 3;
    options.log.info(`demo: a small flood of ${size} connections against the demo network`);
    // From twenty other loopback addresses: their bans and drops do not touch the players.
    for (let i = 0; i < size; i += 1) void ping(`127.0.0.${10 + (i % 20)}`);
  }

  join();
  later(5000, serverList);
  later(90_000, flood);
  return {
    online: () => online.size,
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const client of online) client.end('demo stopped');
    },
  };
}
