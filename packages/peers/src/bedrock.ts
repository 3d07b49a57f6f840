import { createSocket } from 'node:dgram';
import { createRequire } from 'node:module';
import type { ServerOptions } from 'bedrock-protocol';
import { startProxyV2Reader } from './proxy-v2-udp';

/** The Bedrock release every test client and server speaks: protocol 766. */
export const bedrockVersion = '1.21.50';
const backend = 'raknet-native' as const;

// bedrock-protocol is CommonJS; its start_game packet comes from minecraft-data's protocol.
const require = createRequire(import.meta.url);
const bp = require('bedrock-protocol') as typeof import('bedrock-protocol');
const protocol = require(
  `minecraft-data/minecraft-data/data/bedrock/${bedrockVersion}/protocol.json`,
) as { types: Record<string, unknown> };

type Type = string | [string, unknown];
const bigints = new Set(['varint64', 'zigzag64', 'li64', 'lu64', 'i64', 'u64']);
const numbers = new Set([
  'varint',
  'varint32',
  'varint128',
  'zigzag32',
  'u8',
  'i8',
  'u16',
  'i16',
  'li16',
  'lu16',
  'li32',
  'lu32',
  'i32',
  'u32',
  'lf32',
  'lf64',
  'f32',
  'f64',
]);

/**
 * The plainest value of a protocol type: zeros, empty strings and lists, the first name of a
 * mapper, and of a switch the branch its field's value selects. Enough for a server to send a
 * start_game packet a real client decodes (the packet has some eighty fields).
 */
function plain(type: Type, parents: Record<string, unknown>[]): unknown {
  if (typeof type === 'string') {
    if (bigints.has(type)) return 0n;
    if (numbers.has(type)) return 0;
    if (type === 'bool') return false;
    if (['string', 'pstring', 'ShortString', 'LittleString', 'cstring'].includes(type)) return '';
    if (type === 'uuid') return '00000000-0000-0000-0000-000000000000';
    if (type === 'void') return undefined;
    if (type === 'restBuffer' || type === 'ByteArray') return Buffer.alloc(0);
    if (type === 'nbt' || type === 'lnbt' || type === 'nbtLoop')
      return { type: 'compound', name: '', value: {} };
    const declared = protocol.types[type];
    if (declared && declared !== 'native') return plain(declared as Type, parents);
    throw new Error(`no plain value for ${type}`);
  }
  const [kind, options] = type as [string, Record<string, unknown>];
  switch (kind) {
    case 'container': {
      const value: Record<string, unknown> = {};
      parents.push(value);
      for (const field of options as unknown as { name: string; type: Type; anon?: boolean }[]) {
        const v = plain(field.type, parents);
        if (field.anon) Object.assign(value, v);
        else value[field.name] = v;
      }
      parents.pop();
      return value;
    }
    case 'array':
      return [];
    case 'option':
      return undefined;
    case 'mapper':
      return Object.values(options.mappings as Record<string, string>)[0];
    case 'buffer':
      return Buffer.alloc(typeof options.count === 'number' ? options.count : 0);
    case 'bitflags':
      return {};
    case 'bitfield':
      return Object.fromEntries((options as unknown as { name: string }[]).map((f) => [f.name, 0]));
    case 'encapsulated':
      return plain(options.type as Type, parents);
    case 'switch': {
      const path = (options.compareTo as string).split('/');
      let depth = parents.length - 1;
      while (path[0] === '..') {
        path.shift();
        depth -= 1;
      }
      let selected: unknown = parents[depth];
      for (const part of path) selected = (selected as Record<string, unknown>)?.[part];
      const fields = options.fields as Record<string, Type>;
      return plain(fields[String(selected)] ?? (options.default as Type) ?? 'void', parents);
    }
    default: {
      const declared = protocol.types[kind];
      if (declared) return plain(declared as Type, parents);
      throw new Error(`no plain value for ${kind}`);
    }
  }
}
const startGame = {
  ...(plain('packet_start_game', []) as Record<string, unknown>),
  game_version: bedrockVersion,
};

/** A UDP port on 127.0.0.1 that was free a moment ago. */
export const freeUdpPort = () =>
  new Promise<number>((resolve) => {
    const socket = createSocket('udp4');
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });

export interface BedrockBackend {
  /** Where the edge sends players: the PROXY v2 reader in front of the server. */
  port: number;
  /** Players who joined, with the address the PROXY v2 header named for them. */
  joined: { name: string; address: string | null }[];
  headerless: () => number;
  /** Every client a PROXY v2 header named so far. */
  clients: () => { address: string; port: number }[];
  close(): void;
}

/**
 * A real Bedrock server (bedrock-protocol, offline) behind a reader of PROXY v2 as Bedrock
 * servers read it. Each player who joins is sent start_game.
 */
export async function startBedrockBackend(
  motd: string,
  options: Partial<ServerOptions> = {},
): Promise<BedrockBackend> {
  const port = await freeUdpPort();
  const server = bp.createServer({
    host: '127.0.0.1',
    port,
    offline: true,
    version: bedrockVersion,
    maxPlayers: 42,
    motd: { motd, levelName: 'Palisade test' },
    raknetBackend: backend,
    ...options,
  });
  const reader = await startProxyV2Reader(port);
  const joined: BedrockBackend['joined'] = [];
  server.on('connect', (client) => {
    client.on('join', () => {
      // bedrock-protocol types leave out the RakNet connection, whose address is "ip/port".
      const { connection } = client as unknown as { connection: { address: string } };
      const from = Number(connection.address.split('/')[1]);
      joined.push({
        name: client.profile?.name ?? '',
        address: reader.clientOf(from)?.address ?? null,
      });
      client.write('start_game', startGame);
    });
  });
  return {
    port: reader.port,
    joined,
    headerless: () => reader.dropped.headerless,
    clients: reader.clients,
    close() {
      reader.close();
      server.close();
    },
  };
}

/** The server list's answer, as a Bedrock client asks for it. */
export function bedrockPing(port: number) {
  return bp.ping({ host: '127.0.0.1', port, raknetBackend: backend } as never) as Promise<{
    motd: string;
    playersOnline: number;
    playersMax: number;
    portV4: number;
    serverId: string;
    version: string;
    protocol: string | number;
  }>;
}

/** A real client joins as `username` and waits for start_game; false when it never comes. */
export async function bedrockJoin(port: number, username: string, timeoutMs = 15_000) {
  const player = await bedrockPlayer(port, username, timeoutMs);
  player?.close();
  return player !== null;
}

/**
 * A real client that joined and plays until closed: it swings its arm ten times a second, as a
 * Bedrock client in the world sends its input every tick (bedrock-protocol sends nothing by
 * itself once in). Null when start_game never came.
 */
export function bedrockPlayer(port: number, username: string, timeoutMs = 15_000) {
  return new Promise<{ close(): void } | null>((resolve) => {
    const client = bp.createClient({
      host: '127.0.0.1',
      port,
      username,
      offline: true,
      version: bedrockVersion,
      raknetBackend: backend,
      connectTimeout: timeoutMs,
    } as never);
    let settled = false;
    let playing: NodeJS.Timeout | undefined;
    const done = (joined: boolean) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      if (!joined) client.close();
      if (joined)
        playing = setInterval(() => {
          const { entityId } = client as unknown as { entityId?: bigint };
          client.write('animate', { action_id: 'swing_arm', runtime_entity_id: entityId ?? 1n });
        }, 100);
      resolve(
        joined
          ? {
              close: () => {
                clearInterval(playing);
                client.close();
              },
            }
          : null,
      );
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('start_game', () => done(true));
    client.on('error', () => done(false));
    client.on('kick', () => done(false));
  });
}
