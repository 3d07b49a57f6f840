import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import mc from 'minecraft-protocol';

/**
 * A client as the server's ping handler sees it: minecraft-protocol's handshake sets the host it
 * asked for, which its types (since 1.68) do not declare.
 */
export type PingingClient = mc.Client & { serverHost?: string };

/** The release every client and server of the end-to-end tests speak. */
export const version = '1.21.1';

export type Backend = mc.Server & {
  port: number;
  joined: string[];
  socketServer: import('node:net').Server;
};

/** What plugins of a real server do, as minecraft-protocol's server options let a test do it. */
export interface BackendHooks {
  /** Changes each status answer. */
  beforePing?: (response: mc.NewPingResult, client: PingingClient) => mc.NewPingResult;
  /** Runs before the login goes on; `client.end(reason)` refuses it. */
  beforeLogin?: (client: mc.ServerClient) => void;
}

/** A real offline-mode Minecraft server on 127.0.0.1 (on `port`, or a free one) that notes who joined. */
export async function startBackend(
  motd: string,
  release = version,
  hooks: BackendHooks = {},
  port = 0,
): Promise<Backend> {
  const server = mc.createServer({
    'online-mode': false,
    host: '127.0.0.1',
    port,
    version: release,
    motd,
    maxPlayers: 42,
    hideErrors: true,
    ...hooks,
  } as mc.ServerOptions) as Backend;
  server.joined = [];
  server.on('playerJoin', (client) => server.joined.push(client.username));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.socketServer.address();
  server.port = typeof address === 'object' && address ? address.port : 0;
  return server;
}

/**
 * A server-list ping through the edge at `edgeAddress`, asking for `host` as a player's client
 * of `release` would, from `localAddress` (a loopback address).
 */
export async function ping(
  edgePort: number,
  host: string,
  {
    timeoutMs = 5000,
    localAddress = '127.0.0.1',
    edgeAddress = '127.0.0.1',
    release = version,
  }: { timeoutMs?: number; localAddress?: string; edgeAddress?: string; release?: string } = {},
) {
  const reply = await mc.ping({
    host,
    port: 25565,
    version: release,
    closeTimeout: timeoutMs,
    connect: (client: mc.Client) =>
      client.setSocket(connect({ port: edgePort, host: edgeAddress, localAddress })),
  } as mc.PingOptions);
  return reply as mc.NewPingResult;
}

export type JoinResult = { joined: true; localPort: number } | { joined: false; reason: string };

const textOf = (reason: string) => {
  try {
    const parsed = JSON.parse(reason) as { text?: string } | string;
    return typeof parsed === 'string' ? parsed : (parsed.text ?? reason);
  } catch {
    return reason;
  }
};

/**
 * Plays for `ms`: chats every 100 ms, as much client traffic past the login as a player in the
 * world sends, which makes the session a player's at the edge (docs/edge.md).
 */
export async function play(client: mc.Client, ms: number) {
  const chat = (client as mc.Client & { chat?: (message: string) => void }).chat;
  if (!chat) await new Promise((resolve) => client.once('playerJoin', resolve));
  for (let left = ms; left > 0 && !client.ended; left -= 100) {
    client.chat(`${client.username} is playing, ${left} ms to go`);
    await sleep(100);
  }
}

/**
 * A real client logs in through the edge as `username`, asking for `host`. Answers once the
 * backend has the player and the client has played `playMs` (then it leaves), or the edge has
 * refused it, with its message.
 */
export function join(
  edgePort: number,
  host: string,
  username: string,
  backend: Backend | null,
  localAddress = '127.0.0.1',
  release = version,
  playMs = 0,
): Promise<JoinResult> {
  return new Promise((resolve) => {
    let localPort = 0;
    const client = mc.createClient({
      host,
      port: 25565,
      username,
      auth: 'offline',
      version: release,
      hideErrors: true,
      connect: (c) => {
        const socket = connect({ port: edgePort, host: '127.0.0.1', localAddress });
        socket.once('connect', () => {
          localPort = socket.localPort ?? 0;
        });
        c.setSocket(socket);
      },
    } as mc.ClientOptions);
    let settled = false;
    const settle = (result: JoinResult) => {
      if (settled) return;
      settled = true;
      backend?.off('playerJoin', onJoin);
      client.end('test over');
      resolve(result);
    };
    const onJoin = (player: mc.ServerClient) => {
      if (player.username !== username) return;
      if (playMs === 0) return settle({ joined: true, localPort });
      void play(client, playMs).then(() => settle({ joined: true, localPort }));
    };
    backend?.on('playerJoin', onJoin);
    client.on('disconnect', (packet: { reason: string }) =>
      settle({ joined: false, reason: textOf(packet.reason) }),
    );
    client.on('error', () => undefined);
    client.on('end', (reason: string) => settle({ joined: false, reason: `ended: ${reason}` }));
  });
}
