import { deflateSync } from 'node:zlib';
import { offlineUuid } from '@palisade/mcproto';
import minecraftData from 'minecraft-data';
import mc from 'minecraft-protocol';
import prismarineChunk from 'prismarine-chunk';
import { limboSpawn as spawn } from './fall';
import { protocols } from './releases';

/**
 * Everything the limbo sends and reads for one release, built once from PrismarineJS' packet
 * definitions (`minecraft-data` through `minecraft-protocol`'s compiled serializers) and kept:
 * the packets that are the same for every client (join game, registries, the chunk) are encoded
 * and compressed once, so a verification costs a few small packets of its own.
 *
 * This module is only ever loaded by `import()` from `verify.ts`: it pulls in the heavy
 * libraries, which the edge's hot path must not pay for.
 */

export type State = 'login' | 'configuration' | 'play';
export interface Packet {
  name: string;
  params: Record<string, unknown>;
}

/** Packets whose body is at least this long are sent zlib-compressed (vanilla's default). */
export const compressionThreshold = 256;
/** Kicks a kit keeps encoded. */
const maxKicks = 64;

/** The serverbound packets the limbo looks at; the rest are skipped unparsed. */
const wanted: Record<State, ReadonlySet<string>> = {
  login: new Set(['login_acknowledged']),
  configuration: new Set([
    'settings',
    'custom_payload',
    'finish_configuration',
    'select_known_packs',
    'keep_alive',
  ]),
  play: new Set([
    'keep_alive',
    'teleport_confirm',
    'settings',
    'custom_payload',
    'position',
    'position_look',
  ]),
};

interface ProtoSerializer {
  createPacketBuffer(packet: Packet): Buffer;
}
interface ProtoParser {
  parsePacketBuffer(buffer: Buffer): { data: Packet };
}

/** One packet in the wire format once compression is on: data length (0: not compressed), data. */
export function compressedFrame(packet: Buffer): Buffer {
  if (packet.length < compressionThreshold)
    return Buffer.concat([varInt(packet.length + 1), Buffer.of(0), packet]);
  const body = Buffer.concat([varInt(packet.length), deflateSync(packet)]);
  return Buffer.concat([varInt(body.length), body]);
}

/** A frame before compression is on: length, packet. */
export const plainFrame = (packet: Buffer) => Buffer.concat([varInt(packet.length), packet]);

function varInt(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return Buffer.from(bytes);
}

type Nbt = { type: string; name?: string; value: unknown };
type Registry = { id: string; entries: { key: string; value: Nbt }[] };

/** Does this NBT value name a tag (`#namespace:path`) anywhere inside? */
const referencesTag = (value: unknown): boolean => JSON.stringify(value).includes('"#');

export class Kit {
  readonly protocol: number;
  /** The release whose data this kit was built from. */
  readonly release: string;
  private readonly data: minecraftData.IndexedData;
  private readonly serializers: Record<State, ProtoSerializer>;
  private readonly parsers: Record<State, ProtoParser>;
  private readonly ids: Record<State, Map<number, string>>;
  /** Join game, spawn point, chunk: framed and compressed once. */
  readonly world: Buffer;
  /** Registry data (1.20.2+): everything, or names only for a client that has the vanilla pack. */
  readonly registries: { full: Buffer; names: Buffer } | null;
  /** Set Compression, the first thing every client is sent: framed once. */
  readonly compression: Buffer;
  /** Kicks as sent, by state and text: a flood's every failed client reads one of a few. */
  private readonly kicks = new Map<string, Buffer>();

  constructor(protocol: number, release: string) {
    this.protocol = protocol;
    this.release = release;
    this.data = minecraftData(release);
    const states: State[] = ['login', 'configuration', 'play'];
    const of = <T>(make: (state: State) => T) =>
      Object.fromEntries(states.map((s) => [s, make(s)])) as Record<State, T>;
    const hasState = (s: State) => s !== 'configuration' || protocol >= protocols.configuration;
    this.serializers = of((state) =>
      hasState(state)
        ? mc.createSerializer({
            state: state as mc.States,
            isServer: true,
            version: release,
            customPackets: {},
          })
        : null,
    );
    this.parsers = of((state) =>
      hasState(state)
        ? mc.createDeserializer({
            state: state as mc.States,
            isServer: true,
            version: release,
            customPackets: {},
          })
        : null,
    );
    this.ids = of((state) => (hasState(state) ? this.serverboundIds(state) : new Map()));
    this.registries = protocol >= protocols.configuration ? this.buildRegistries() : null;
    this.world = this.buildWorld();
    this.compression = plainFrame(
      this.encode('login', 'compress', { threshold: compressionThreshold }),
    );
  }

  encode(state: State, name: string, params: Record<string, unknown>): Buffer {
    return this.serializers[state].createPacketBuffer({ name, params });
  }

  /**
   * Login Success for `username` with its offline-mode UUID. From 1.16 the UUID goes as 16
   * bytes, which minecraft-protocol writes straight from 32 hex digits; from the text form it
   * parses first, which cost more than the rest of the packet.
   */
  loginSuccess(username: string): Buffer {
    const uuid = offlineUuid(username);
    return this.encode('login', 'success', {
      uuid: this.protocol >= protocols.binaryUuid ? uuid.replaceAll('-', '') : uuid,
      username,
      properties: [],
      strictErrorHandling: false,
    });
  }

  /**
   * The packet if it is one the limbo looks at, `null` for any other. Throws on a packet that
   * does not parse (the caller fails the client for it).
   */
  decode(state: State, packet: Buffer): Packet | null {
    let id = 0;
    let shift = 0;
    for (let i = 0; i < 5 && i < packet.length; i += 1) {
      const byte = packet[i] as number;
      id |= (byte & 0x7f) << shift;
      shift += 7;
      if ((byte & 0x80) === 0) break;
    }
    if (!this.ids[state].has(id)) return null;
    return this.parsers[state].parsePacketBuffer(packet).data;
  }

  /** A kick in the state the client is in, framed and compressed; throws if it cannot be. */
  kick(state: State, text: string): Buffer {
    const key = `${state}\u0000${text}`;
    let frame = this.kicks.get(key);
    if (!frame) {
      const packet =
        state === 'login'
          ? this.encode('login', 'disconnect', { reason: JSON.stringify({ text }) })
          : state === 'configuration'
            ? this.encode('configuration', 'disconnect', { reason: this.chat(text) })
            : this.encode('play', 'kick_disconnect', { reason: this.chat(text) });
      frame = compressedFrame(packet);
      // The texts are the networks' messages: a few, but kept bounded whatever they become.
      if (this.kicks.size >= maxKicks) this.kicks.clear();
      this.kicks.set(key, frame);
    }
    return frame;
  }

  /** The chat component a kick carries: NBT from 1.20.3, JSON text before. */
  chat(text: string): unknown {
    return this.data.supportFeature('chatPacketsUseNbtComponents')
      ? { type: 'compound', name: '', value: { text: { type: 'string', value: text } } }
      : JSON.stringify({ text });
  }

  private serverboundIds(state: State): Map<number, string> {
    const packet = this.data.protocol[state].toServer.types.packet as unknown as [
      string,
      [{ type: [string, { mappings: Record<string, string> }] }],
    ];
    const mappings = packet[1][0].type[1].mappings;
    const ids = new Map<number, string>();
    for (const [hex, name] of Object.entries(mappings))
      if (wanted[state].has(name)) ids.set(Number.parseInt(hex, 16), name);
    return ids;
  }

  /** The world the client spawns in: join game, spawn point, an empty chunk under it. */
  private buildWorld(): Buffer {
    const login = this.data.loginPacket as unknown as Record<string, unknown> | undefined;
    const worldState = login?.worldState as Record<string, unknown> | undefined;
    const join = {
      // Before 1.16 the join packet is small; these are its fields across those releases.
      dimension: 0,
      difficulty: 0,
      levelType: 'flat',
      hashedSeed: 0n,
      ...login,
      ...(worldState ? { worldState: { ...worldState, gamemode: 'survival', isFlat: true } } : {}),
      entityId: 1,
      isHardcore: false,
      gameMode: 0,
      maxPlayers: 1,
      viewDistance: 2,
      simulationDistance: 2,
      reducedDebugInfo: true,
      enableRespawnScreen: false,
      enforcesSecureChat: false,
      isFlat: true,
    };
    const packets = [
      this.encode('play', 'login', join),
      this.encode('play', 'spawn_position', {
        location: { x: Math.floor(spawn.x), y: spawn.y, z: Math.floor(spawn.z) },
        angle: 0,
      }),
    ];
    if (this.protocol >= protocols.waitForChunks)
      packets.push(
        this.encode('play', 'game_state_change', {
          reason: this.gameEventName(13),
          gameMode: 0,
        }),
      );
    packets.push(this.encode('play', 'map_chunk', this.emptyChunk()));
    return Buffer.concat(packets.map(compressedFrame));
  }

  /** Game events are a mapper in the data: the name of number `id` in this release. */
  private gameEventName(id: number): string {
    const fields = this.data.protocol.play.toClient.types.packet_game_state_change as unknown as [
      string,
      { name: string; type: [string, { mappings: Record<string, string> }] }[],
    ];
    const reason = fields[1].find((f) => f.name === 'reason');
    return reason?.type[1].mappings[String(id)] ?? String(id);
  }

  /**
   * An empty chunk column at (0, 0), so that the client simulates physics where it spawns
   * (clients do not fall in unloaded chunks). Before 1.17 a full column without sections means
   * "unload" to 1.8 and to mineflayer, so those get one bedrock block at the bottom, 200 blocks
   * under the player; 1.8 gets its first section, empty (its chunk dumps all sixteen sections
   * unless told which).
   */
  private emptyChunk(): Record<string, unknown> {
    const Chunk = prismarineChunk(this.release as never) as unknown as new (options: {
      minY: number;
      worldHeight: number;
    }) => {
      dump(mask?: number): Buffer;
      setBlockType(position: { x: number; y: number; z: number }, id: number): void;
      getMask(): unknown;
      dumpBiomes?(): unknown;
    };
    const overworld = this.overworld();
    const chunk = new Chunk({ minY: overworld.minY, worldHeight: overworld.height });
    const legacy = this.protocol < protocols.teleportConfirm;
    if (!legacy && this.protocol < protocols.sectionMasks)
      chunk.setBlockType({ x: 0, y: 0, z: 0 }, this.data.blocksByName.bedrock?.id ?? 7);
    return {
      x: 0,
      z: 0,
      groundUp: true,
      bitMap: legacy ? 1 : chunk.getMask(),
      biomes: chunk.dumpBiomes?.(),
      heightmaps: { type: 'compound', name: '', value: {} },
      chunkData: legacy ? chunk.dump(1) : chunk.dump(),
      blockEntities: [],
      trustEdges: true,
      skyLightMask: [],
      blockLightMask: [],
      emptySkyLightMask: [],
      emptyBlockLightMask: [],
      skyLight: [],
      blockLight: [],
    };
  }

  /** The overworld's height, from the dimension data the client is given (1.18+: -64 to 320). */
  private overworld(): { minY: number; height: number } {
    const registries = this.registryList();
    const dimension = registries
      .find((r) => r.id === 'minecraft:dimension_type')
      ?.entries.find((e) => e.key === 'minecraft:overworld')?.value.value as
      | Record<string, { value: number }>
      | undefined;
    return {
      minY: dimension?.min_y?.value ?? 0,
      height: dimension?.height?.value ?? 256,
    };
  }

  /**
   * The registries of `minecraft-data`'s login data as a list, whichever of its two layouts
   * (one NBT compound up to 1.20.4, a list per registry from 1.20.5) the release uses.
   */
  private registryList(): Registry[] {
    const login = this.data.loginPacket as { dimensionCodec?: unknown } | undefined;
    const codec = login?.dimensionCodec as Record<string, unknown> | undefined;
    if (!codec) return [];
    if (codec.type === 'compound') {
      const value = codec.value as Record<string, Nbt>;
      return Object.entries(value).map(([id, registry]) => {
        const list = (registry.value as Record<string, Nbt>).value as {
          value: { value: { name: { value: string }; element: Nbt }[] };
        };
        return {
          id,
          entries: list.value.value.map((e) => ({ key: e.name.value, value: e.element })),
        };
      });
    }
    return Object.values(codec) as Registry[];
  }

  /**
   * Registry data for the configuration state. Up to 1.20.4 one NBT codec, as `minecraft-data`
   * holds it. From 1.20.5 one packet per registry, either with every entry's data (a client
   * without the vanilla data pack) or names only (a client that told us it has
   * `minecraft:core` of its release, which then reads the data from its own jar, as from a
   * vanilla server). Entries whose data names a tag (enchantments, some wolf variants) are left
   * out: the limbo sends no tags, and 1.21.2+ clients refuse a registry with unbound tags.
   * Dimension types keep theirs (`infiniburn`): every release up to 1.21.4 accepts it unbound,
   * and the world needs its dimension.
   */
  private buildRegistries(): { full: Buffer; names: Buffer } {
    const login = this.data.loginPacket as { dimensionCodec?: unknown };
    if (this.protocol < protocols.transfer) {
      const packet = compressedFrame(
        this.encode('configuration', 'registry_data', { codec: login.dimensionCodec }),
      );
      return { full: packet, names: packet };
    }
    const lists = this.registryList().map((r) => ({
      id: r.id,
      entries: r.entries.filter(
        (e) => r.id === 'minecraft:dimension_type' || !referencesTag(e.value),
      ),
    }));
    const encode = (withData: boolean) =>
      Buffer.concat(
        lists.map((r) =>
          compressedFrame(
            this.encode('configuration', 'registry_data', {
              id: r.id,
              entries: r.entries.map((e) => ({
                key: e.key,
                value: withData ? e.value : undefined,
              })),
            }),
          ),
        ),
      );
    return { full: encode(true), names: encode(false) };
  }
}
