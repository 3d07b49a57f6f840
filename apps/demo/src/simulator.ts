import { type Bot, botFlood, joinAsPlayer, loopbackSources, playAwhile } from '@palisade/peers';
import mc from 'minecraft-protocol';

/**
 * Releases the simulated players use, newer ones more often (as on real servers). The demo's
 * server speaks each client's own release with one set of registries, which clients of 1.20.2
 * to 1.20.4 cannot read: those releases are left out.
 */
const versions = [
  '1.21.1',
  '1.21.1',
  '1.21.1',
  '1.20.1',
  '1.20.1',
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
const lines = ['hi all', 'anyone up for the mines?', 'brb', 'gg', 'nice build!', 'lag?'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.random() * (max - min);

export interface SimulatorOptions {
  edgePort: number;
  /** Host names the players ask for (the demo network's verified domains). */
  hosts: string[];
  /** The demo network's threshold: a flood sends four times as many bots a second. */
  threshold: number;
  log: { info(message: string): void; debug(message: string): void };
  /** Players online at once, at most. */
  maxPlayers?: number;
  /** Time between floods. */
  floodEveryMs?: number;
}

/**
 * Bounded traffic for the demo: real game clients (mineflayer, offline mode, which simulates a
 * client's physics and so passes the edge's in-world check during attacks) that join through
 * the edge with varying releases, mostly regulars who return and some newcomers, each from an
 * address of its own; they chat now and then and leave after a while. Server-list pings. And
 * every few minutes a bot flood as attack tools make one, for fifteen seconds: three times the
 * threshold from a proxy list of loopback addresses and once more from a few addresses of one
 * /24, so an attack opens, is mitigated (by the in-world check and as a flooding subnet)
 * and, a minute after it, closes. Nothing is written to the database: every figure the
 * dashboard shows comes from what the edge counted.
 */
export function startSimulator(options: SimulatorOptions) {
  const maxPlayers = options.maxPlayers ?? 6;
  const online = new Set<Bot>();
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

  // A community: forty regulars who come back, and now and then someone new, each at an
  // address of their own (127.0.3.0/24 and 127.0.4.0/24).
  const regulars = Array.from({ length: 40 }, (_, i) => ({
    name: `${names[i % names.length]}${100 + i}`,
    address: `127.0.3.${i + 1}`,
  }));
  const playing = new Set<string>();
  const playerOf = () =>
    Math.random() < 0.8
      ? pick(regulars)
      : {
          name: `${pick(names)}${Math.floor(Math.random() * 1000)}`.slice(0, 16),
          address: `127.0.4.${Math.floor(between(1, 255))}`,
        };

  function join() {
    later(between(3000, 9000), join);
    if (playing.size >= maxPlayers) return;
    const player = playerOf();
    if (playing.has(player.name)) return;
    playing.add(player.name);
    void joinAsPlayer({
      port: options.edgePort,
      serverHost: pick(options.hosts),
      username: player.name,
      localAddress: player.address,
      version: pick(versions),
      stay: true,
    }).then((result) => {
      const bot = result.spawned ? result.bot : undefined;
      if (!bot || stopped) {
        bot?.quit();
        if (!result.spawned)
          options.log.debug(`demo: ${player.name} did not get in: ${result.why}`);
        playing.delete(player.name);
        return;
      }
      online.add(bot);
      bot.once('end', () => {
        online.delete(bot);
        playing.delete(player.name);
      });
      // Says hello at once: the spawn server sends no chunks, so the client does not move, and
      // the edge counts a client as a player once it plays (docs/edge.md, players and logins).
      void playAwhile(bot, 3000);
      const chat = () => {
        if (!online.has(bot)) return;
        bot.chat(pick(lines));
        later(between(5000, 30_000), chat);
      };
      later(between(1000, 4000), chat);
      // Plays for twenty seconds to three minutes, then leaves.
      later(between(20_000, 180_000), () => bot.quit());
    });
  }

  const ping = () =>
    mc
      .ping({
        host: '127.0.0.1',
        port: options.edgePort,
        version: pick(versions),
        closeTimeout: 3000,
        fakeHost: pick(options.hosts),
      } as mc.PingOptions)
      .catch(() => undefined);

  function serverList() {
    later(between(10_000, 30_000), serverList);
    void ping();
  }

  const proxyList = loopbackSources(2000, 16, 4);
  // A rented server range: two dozen addresses of one /24, each within its own rate, which the
  // edge refuses as a subnet.
  const serverRange = loopbackSources(24, 15, 250);
  function flood() {
    later(options.floodEveryMs ?? between(5 * 60_000, 8 * 60_000), flood);
    const perSecond = options.threshold * 3;
    options.log.info(
      `demo: a bot flood of ${perSecond + options.threshold} connections a second for 15 s against the demo network`,
    );
    const serverHost = pick(options.hosts);
    const target = { port: options.edgePort, serverHost, seconds: 15 };
    void botFlood({ ...target, burst: perSecond, perSecond, sources: proxyList });
    void botFlood({ ...target, perSecond: options.threshold, sources: serverRange });
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
      for (const bot of online) bot.quit('demo stopped');
    },
  };
}
