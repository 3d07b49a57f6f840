import { isIP, type Socket, connect as tcpConnect } from 'node:net';
import { readFrame, writeFrame, writeHandshake, writeLoginStart } from '@palisade/mcproto';
import mc from 'minecraft-protocol';
import mineflayer, { type Bot } from 'mineflayer';

export type { Bot };

/**
 * Players and bots for tests and benchmarks that join an edge: a real player (mineflayer, which
 * simulates a client's physics) that goes through the limbo and back as a person would, and the
 * two kinds of attack bot the limbo must stop.
 */

export interface Peer {
  /** The edge's port, and the address to reach it (127.0.0.1 unless said). */
  port: number;
  host?: string;
  /** The server address the client asks for in its handshake. */
  serverHost: string;
  username: string;
  /** The local address to connect from, e.g. `127.0.0.5`, so each peer is its own client. */
  localAddress?: string;
}

export type JoinResult =
  | {
      spawned: true;
      ms: number;
      /** Connections made: 1 when let straight in, 2 after a limbo. */
      attempts: number;
      /** How the last connection came about. */
      via: 'first' | 'rejoin' | 'transfer';
      /** Where a Transfer sent the player, if one did. */
      transferredTo?: { host: string; port: number };
      /** The bot, still on the backend, when `stay` was asked for; the caller quits it. */
      bot?: Bot;
    }
  | { spawned: false; why: string; ms: number; attempts: number };

/** Kick reasons arrive as JSON text or an NBT compound; this is their text, for reports. */
function kickText(reason: unknown): string {
  if (typeof reason === 'string') {
    try {
      return kickText(JSON.parse(reason));
    } catch {
      return reason;
    }
  }
  if (reason && typeof reason === 'object') {
    const value = reason as { text?: unknown; value?: { text?: { value?: unknown } } };
    if (typeof value.text === 'string') return value.text;
    if (typeof value.value?.text?.value === 'string') return value.value.text.value;
  }
  return JSON.stringify(reason);
}

/**
 * Joins as a real player would: connects with mineflayer, lets the limbo watch it fall, and
 * after the rejoin kick connects again, or follows a Transfer (1.20.5+: a new connection with
 * handshake intent 3, asking for the host the Transfer named). Resolves once the player has
 * spawned (mineflayer's `spawn`, at the first health update: the limbo sends none, a real
 * server does), or with why it did not
 * (the last kick's text, an error, or `timeout`) and how long it took. A name in a Transfer is
 * reached at `host` (tests have no DNS); an IP address is reached as it is.
 */
export function joinAsPlayer(
  peer: Peer & { version: string; timeoutMs?: number; maxAttempts?: number; stay?: boolean },
): Promise<JoinResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const maxAttempts = peer.maxAttempts ?? 3;
  return new Promise((resolve) => {
    let attempts = 0;
    let settled = false;
    let bot: Bot | undefined;
    let transferredTo: { host: string; port: number } | undefined;
    const timer = setTimeout(
      () => settle({ spawned: false, why: 'timeout', ms: ms(), attempts }),
      peer.timeoutMs ?? 30_000,
    );
    function settle(result: JoinResult) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // `end`, not `quit`: mineflayer adds `quit` only once the client is set up, and an
      // early error (a reset, a bind failure) settles before that.
      if (!result.spawned || !peer.stay) bot?.end();
      resolve(result);
    }
    function join(via: 'first' | 'rejoin' | 'transfer', target: { host: string; port: number }) {
      attempts += 1;
      const current = mineflayer.createBot({
        host: target.host,
        port: target.port,
        username: peer.username,
        version: peer.version,
        auth: 'offline',
        fakeHost: via === 'transfer' ? transferredTo?.host : peer.serverHost,
        hideErrors: true,
        validateChannelProtocol: false,
        // Connected below, once mineflayer's plugins listen.
        connect: () => {},
      } as mineflayer.BotOptions);
      bot = current;
      // mineflayer loads its plugins on a timer after createBot: a busy process that connected
      // at once could read a whole quick login before they listen, and never see `spawn`.
      current.once('inject_allowed', () => {
        const client = current._client;
        // A vanilla client that follows a Transfer says so in its handshake (intent 3);
        // minecraft-protocol always writes 2, so its handshake is amended on the way out.
        if (via === 'transfer') {
          const write = client.write.bind(client);
          client.write = (name: string, params: Record<string, unknown>) =>
            write(name, name === 'set_protocol' ? { ...params, nextState: 3 } : params);
        }
        client.setSocket(
          tcpConnect({ host: target.host, port: target.port, localAddress: peer.localAddress }),
        );
      });
      let leaving = false;
      current.on('spawn', () =>
        settle({
          spawned: true,
          ms: ms(),
          attempts,
          via,
          ...(transferredTo ? { transferredTo } : {}),
          ...(peer.stay ? { bot: current } : {}),
        }),
      );
      current._client.on('transfer', (packet: { host: string; port: number }) => {
        leaving = true;
        transferredTo = { host: packet.host, port: packet.port };
        current.quit();
        const host = isIP(packet.host) ? packet.host : (peer.host ?? '127.0.0.1');
        if (attempts >= maxAttempts)
          settle({ spawned: false, why: 'transferred too often', ms: ms(), attempts });
        else join('transfer', { host, port: packet.port });
      });
      current.on('kicked', (reason) => {
        leaving = true;
        const why = kickText(reason);
        if (attempts >= maxAttempts) settle({ spawned: false, why, ms: ms(), attempts });
        // A person reads the message and clicks "rejoin" a moment later.
        else
          setTimeout(
            () => join('rejoin', { host: peer.host ?? '127.0.0.1', port: peer.port }),
            100,
          );
      });
      current.on('error', (error) => {
        if (!leaving) settle({ spawned: false, why: error.message, ms: ms(), attempts });
      });
      current.on('end', (reason) => {
        if (!leaving) settle({ spawned: false, why: `ended: ${reason}`, ms: ms(), attempts });
      });
    }
    join('first', { host: peer.host ?? '127.0.0.1', port: peer.port });
  });
}

/**
 * A player who plays for `ms` (or until it leaves): says something every quarter second, as a
 * person at the keyboard might in their first seconds. What it sends is what an edge takes as play (a bot that
 * logs in and idles sends next to nothing); mineflayer on a server that sends no chunks moves
 * no more than such a bot.
 */
export async function playAwhile(bot: Bot, ms: number) {
  let ended = false;
  bot.once('end', () => {
    ended = true;
  });
  for (let left = ms; left > 0 && !ended; left -= 250) {
    bot.chat(`still here, ${left} ms to go`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, left)));
  }
}

export interface BotRun {
  /** Connections made. */
  attempts: number;
  /** Text of each kick received, in order. */
  kicks: string[];
  ms: number;
}

/**
 * An attack bot that completes the login and idles: a plain minecraft-protocol client, which
 * answers keep-alives but neither moves nor confirms teleports. Resolves when the edge ends the
 * connection, or after `idleMs` (it then leaves by itself).
 */
export function idleClient(peer: Peer & { version: string; idleMs?: number }): Promise<BotRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const kicks: string[] = [];
    const client = mc.createClient({
      host: peer.host ?? '127.0.0.1',
      port: peer.port,
      username: peer.username,
      version: peer.version,
      auth: 'offline',
      fakeHost: peer.serverHost,
      hideErrors: true,
      validateChannelProtocol: false,
      connect: (c: mc.Client) =>
        c.setSocket(
          tcpConnect({
            host: peer.host ?? '127.0.0.1',
            port: peer.port,
            localAddress: peer.localAddress,
          }),
        ),
    } as mc.ClientOptions);
    const idle = setTimeout(() => client.end(), peer.idleMs ?? 15_000);
    // minecraft-protocol may never say 'end' for a socket the server refused before the login.
    const giveUp = setTimeout(() => client.emit('end', 'gave up'), (peer.idleMs ?? 15_000) + 5000);
    const onKick = (packet: { reason: unknown }) => kicks.push(kickText(packet.reason));
    const packets = client as unknown as NodeJS.EventEmitter;
    packets.on('kick_disconnect', onKick);
    packets.on('disconnect', onKick);
    client.on('error', () => {});
    client.once('end', () => {
      clearTimeout(idle);
      clearTimeout(giveUp);
      resolve({ attempts: 1, kicks, ms: Math.round(performance.now() - started) });
    });
  });
}

/**
 * The cheapest attack bot: a raw socket that sends a valid handshake and Login Start, then
 * nothing, and reconnects `reconnects` times (once by default) when it is kicked. A kick is any
 * answer that ends with the edge closing the connection; a connection is given up after
 * `timeoutMs` (10 s).
 */
export async function rawLogin(
  peer: Peer & { protocol: number; reconnects?: number; after?: Uint8Array; timeoutMs?: number },
): Promise<BotRun & { received: number }> {
  const started = performance.now();
  const kicks: string[] = [];
  let received = 0;
  let attempts = 0;
  const hello = Buffer.concat([
    writeFrame(
      0x00,
      writeHandshake({
        protocolVersion: peer.protocol,
        serverAddress: peer.serverHost,
        serverPort: peer.port,
        nextState: 2,
      }),
    ),
    writeFrame(0x00, writeLoginStart({ username: peer.username }, peer.protocol)),
    peer.after ?? new Uint8Array(0),
  ]);
  for (let left = 1 + (peer.reconnects ?? 1); left > 0; left -= 1) {
    attempts += 1;
    const bytes = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      const socket: Socket = tcpConnect({
        host: peer.host ?? '127.0.0.1',
        port: peer.port,
        localAddress: peer.localAddress,
      });
      socket.on('connect', () => socket.write(hello));
      // Attack tools give up on a connection after a while too.
      socket.setTimeout(peer.timeoutMs ?? 10_000, () => socket.destroy());
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks)));
    });
    received += bytes.length;
    if (bytes.length === 0) break;
    kicks.push(`${bytes.length} bytes`);
    if (readFrame(bytes).kind !== 'ok') break;
  }
  return { attempts, kicks, received, ms: Math.round(performance.now() - started) };
}
