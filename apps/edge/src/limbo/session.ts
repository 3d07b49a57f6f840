import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import { inflateSync } from 'node:zlib';
import { readFrame, readVarInt } from '@palisade/mcproto';
import { FallCheck, limboSpawn as spawn } from './fall';
import { compressedFrame, Kit, type Packet, type State } from './kit';
import { limboReleases, protocols } from './releases';
import type { LimboFailure, LimboRequest, LimboVerdict } from './verdict';

/** How long a client may take to answer the first thing the limbo asks at each step. */
export const replyMs = 2500;
/** How long, once in the world, it may take to pass every check. */
export const playMs = 5000;
/** The most a client may send during the whole verification, and in one packet. */
const maxReceived = 64 * 1024;
const maxPacket = 32 * 1024;
/** How long a closed-off client may keep its socket open after the last packet. */
const lingerMs = 1000;

const kits = new Map<number, Kit>();

function kitFor(protocol: number): Kit {
  let kit = kits.get(protocol);
  if (!kit) {
    const release = limboReleases[protocol]?.[0];
    if (!release) throw new Error(`protocol ${protocol} is not covered`);
    kit = new Kit(protocol, release);
    kits.set(protocol, kit);
  }
  return kit;
}

/**
 * Builds every release's packets ahead of the first client of each, newest releases first, one
 * release per task so the event loop keeps serving connections in between.
 */
export async function warm() {
  for (const protocol of Object.keys(limboReleases).map(Number).reverse()) {
    await new Promise((resolve) => setImmediate(resolve));
    kitFor(protocol);
  }
}

/** Runs one verification; settles as soon as the verdict is known, before the client is sent off. */
export function runSession(request: LimboRequest, started: number): Promise<LimboVerdict> {
  const kit = kitFor(request.protocol);
  return new Promise((resolve) => new Session(kit, request, started, resolve).start());
}

interface World {
  teleportId: number;
  /** A height of its own for each client, so that a bot cannot replay a recorded fall. */
  spawnY: number;
  fall: FallCheck;
}

function newWorld(): World {
  const spawnY = spawn.y - randomInt(0, 50);
  return { teleportId: randomInt(1, 2 ** 31 - 1), spawnY, fall: new FallCheck(spawnY) };
}

class Session {
  private state: State = 'login';
  private pending: Buffer = Buffer.alloc(0);
  private received = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Cuts off a client that keeps its end open after the last packet. */
  private linger: NodeJS.Timeout | undefined;
  private done = false;
  private readonly socket: Socket;
  private readonly legacy: boolean;

  private settings = false;
  private brand = false;
  private keepAlive: bigint | null = null;
  private keepAliveAnswered = false;
  private teleported = false;
  private fell = false;
  private registriesSent = false;
  /**
   * The world this client was sent, drawn as it is sent: most of a flood's bots never get that
   * far, and drawing crypto-random numbers cost them a tenth of their verification.
   */
  private world: World | null = null;

  constructor(
    private readonly kit: Kit,
    private readonly request: LimboRequest,
    private readonly started: number,
    private readonly resolve: (verdict: LimboVerdict) => void,
  ) {
    this.socket = request.socket;
    this.legacy = request.protocol < protocols.teleportConfirm;
  }

  start() {
    const rest = afterLoginStart(this.request.received);
    const socket = this.socket as Held;
    socket[sessionOf] = this;
    socket.on('data', sessionData);
    socket.on('error', sessionEnded);
    socket.on('end', sessionEnded);
    socket.on('close', sessionClosed);
    this.request.whenTaken?.(() => this.fail('timeout'));
    const { protocol, username } = this.request;
    const out = [this.kit.compression, compressedFrame(this.kit.loginSuccess(username))];
    if (protocol < protocols.configuration) {
      this.state = 'play';
      out.push(this.keepAliveFrame());
    }
    this.socket.write(Buffer.concat(out));
    const silent = this.request.silent;
    if (silent) this.timer = setTimeout(graceOver, silent.ms, this);
    else this.deadline(replyMs, 'timeout');
    this.socket.resume();
    if (rest === null) this.fail('protocol');
    else if (rest.length > 0) this.onData(rest);
  }

  onData(chunk: Buffer) {
    if (this.done) return;
    this.received += chunk.length;
    if (this.received > maxReceived) return this.fail('protocol');
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (!this.done) {
      const frame = readFrame(this.pending, maxPacket);
      if (frame.kind === 'incomplete') return;
      if (frame.kind === 'malformed') return this.fail('protocol');
      const raw = this.pending.subarray(0, frame.size);
      this.pending = this.pending.subarray(frame.size);
      const packet = this.unpack(raw);
      if (packet === undefined) return this.fail('protocol');
      if (packet) this.handle(packet);
    }
  }

  /** One compressed-format frame's packet: `undefined` if malformed, `null` if not one we read. */
  private unpack(frame: Buffer): Packet | null | undefined {
    try {
      const length = readVarInt(frame);
      if (length.kind !== 'ok') return undefined;
      const data = frame.subarray(length.size);
      const size = readVarInt(data);
      if (size.kind !== 'ok' || size.value < 0 || size.value > maxPacket) return undefined;
      let packet = data.subarray(size.size);
      if (size.value > 0) {
        packet = inflateSync(packet, { maxOutputLength: maxPacket });
        if (packet.length !== size.value) return undefined;
      }
      return this.kit.decode(this.state, packet);
    } catch {
      return undefined;
    }
  }

  private handle({ name, params }: Packet) {
    switch (name) {
      case 'login_acknowledged':
        return this.configure();
      case 'select_known_packs':
        return this.sendRegistries(
          params.packs as { namespace: string; id: string; version: string }[],
        );
      case 'finish_configuration':
        return this.enterWorld();
      case 'settings':
        this.settings = typeof params.locale === 'string' && params.locale.length > 0;
        break;
      case 'custom_payload':
        this.onPluginMessage(params.channel, params.data);
        break;
      case 'keep_alive':
        if (!this.onKeepAlive(params.keepAliveId)) return this.fail('keep_alive');
        break;
      case 'teleport_confirm':
        if (this.teleported || params.teleportId !== this.world?.teleportId)
          return this.fail('teleport');
        this.teleported = true;
        break;
      case 'position':
      case 'position_look':
        if (!this.onMove(params)) return this.fail('no_gravity');
        break;
    }
    if (this.passed()) this.pass();
  }

  /** 1.20.2+: the client is in the configuration state; 1.20.5+ first agrees on data packs. */
  private configure() {
    if (this.state !== 'login') return this.fail('protocol');
    this.state = 'configuration';
    this.request.answered?.();
    this.deadline(replyMs, 'timeout');
    if (this.request.protocol < protocols.transfer) return this.sendRegistries(null);
    const packs = (limboReleases[this.request.protocol] ?? []).map((version) => ({
      namespace: 'minecraft',
      id: 'core',
      version,
    }));
    this.socket.write(
      compressedFrame(this.kit.encode('configuration', 'select_known_packs', { packs })),
    );
  }

  private sendRegistries(known: { namespace: string; id: string; version: string }[] | null) {
    const registries = this.kit.registries;
    if (this.registriesSent || !registries) return this.fail('protocol');
    this.registriesSent = true;
    const releases = limboReleases[this.request.protocol] ?? [];
    const vanilla = (known ?? []).some(
      (p) => p.namespace === 'minecraft' && p.id === 'core' && releases.includes(p.version),
    );
    const finish = compressedFrame(this.kit.encode('configuration', 'finish_configuration', {}));
    this.socket.write(Buffer.concat([vanilla ? registries.names : registries.full, finish]));
  }

  /** Join game, the empty chunk, the teleport that starts the fall, a keep-alive if none yet. */
  private enterWorld() {
    if (this.world || (this.state === 'configuration' && !this.registriesSent))
      return this.fail('protocol');
    const world = newWorld();
    this.world = world;
    this.state = 'play';
    const position = this.kit.encode('play', 'position', {
      ...spawn,
      y: world.spawnY,
      dx: 0,
      dy: 0,
      dz: 0,
      yaw: 0,
      pitch: 0,
      flags: this.request.protocol >= protocols.transfer ? {} : 0,
      teleportId: world.teleportId,
      dismountVehicle: false,
    });
    const out = [this.kit.world, compressedFrame(position)];
    if (!this.keepAliveAnswered) out.push(this.keepAliveFrame());
    this.socket.write(Buffer.concat(out));
    this.deadline(playMs, null);
  }

  private keepAliveFrame(): Buffer {
    const long = this.request.protocol >= protocols.longKeepAlive;
    const id = randomInt(1, 2 ** 31 - 1);
    this.keepAlive = BigInt(id);
    return compressedFrame(
      this.kit.encode('play', 'keep_alive', { keepAliveId: long ? BigInt(id) : id }),
    );
  }

  /** Only the answer to the limbo's own keep-alive counts (1.8 also sends id 0 while loading). */
  private onKeepAlive(id: unknown): boolean {
    if (this.keepAlive === null || this.keepAliveAnswered) return true;
    if (asBigInt(id) !== this.keepAlive) return false;
    this.keepAliveAnswered = true;
    this.request.answered?.();
    // Before 1.20.2 the world follows the answer to the first keep-alive: a bot that never
    // answers costs the limbo a login success and a keep-alive, nothing more.
    if (!this.world) this.enterWorld();
    return true;
  }

  private onPluginMessage(channel: unknown, data: unknown) {
    const brand =
      this.request.protocol >= protocols.namespacedChannels ? 'minecraft:brand' : 'MC|Brand';
    if (channel === brand && Buffer.isBuffer(data) && data.length > 1 && data.length <= 256)
      this.brand = true;
  }

  /**
   * A position report. Before 1.9 the client's first report at the spawn point stands for the
   * teleport confirmation; reports before the teleport are ignored (the client was elsewhere).
   */
  private onMove(params: Record<string, unknown>): boolean {
    const y = params.y;
    const flags = params.flags as { onGround?: boolean } | undefined;
    const onGround = Boolean(params.onGround ?? flags?.onGround);
    if (typeof y !== 'number') return false;
    const world = this.world;
    if (!world) return true;
    if (this.legacy && !this.teleported) {
      this.teleported = params.x === spawn.x && y === world.spawnY && params.z === spawn.z;
      return true;
    }
    if (!this.teleported || this.fell) return true;
    const step = world.fall.step(y, onGround);
    if (step.kind === 'wrong') return false;
    this.fell = step.kind === 'fell';
    return true;
  }

  private passed(): boolean {
    return this.settings && this.brand && this.keepAliveAnswered && this.teleported && this.fell;
  }

  /** What the client still owed when its time ran out, most telling first. */
  private missing(): LimboFailure {
    if (!this.teleported) return 'teleport';
    if (!this.keepAliveAnswered) return 'keep_alive';
    if (!this.fell) return 'no_gravity';
    return 'no_settings';
  }

  /**
   * The `silent` request's time has passed with the first step's deadline still running: told if
   * the client sent nothing, the deadline goes on for what is left of it.
   */
  graceOver() {
    const silent = this.request.silent;
    if (this.done || !silent) return;
    if (this.received === 0) silent.tell();
    this.deadline(replyMs - silent.ms, 'timeout');
  }

  private deadline(ms: number, reason: LimboFailure | null) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(reason ?? this.missing()), ms);
  }

  private verdict(): number {
    return Math.round(performance.now() - this.started);
  }

  private pass() {
    this.finish({ passed: true, ms: this.verdict() });
    const { protocol, transfer, rejoinMessage } = this.request;
    this.close(
      protocol >= protocols.transfer
        ? compressedFrame(this.kit.encode('play', 'transfer', transfer))
        : this.kit.kick('play', rejoinMessage),
    );
  }

  fail(reason: LimboFailure) {
    if (this.done) return;
    this.finish({ passed: false, reason, ms: this.verdict() });
    const held = this.request.failed?.();
    if (reason === 'closed') return void this.socket.destroy();
    // A client that sent nothing since its Login Start reads no kick: a flood's raw logins are
    // closed without one, sparing each a write, a half-close and a wait for its end.
    const end =
      this.received === 0
        ? () => this.socket.destroy()
        : () => this.close(this.kick(this.request.failMessage));
    if (held) void held.then(end);
    else end();
  }

  private kick(text: string): Buffer | null {
    try {
      return this.kit.kick(this.state, text);
    } catch {
      return null;
    }
  }

  private finish(verdict: LimboVerdict) {
    this.done = true;
    clearTimeout(this.timer);
    this.pending = Buffer.alloc(0);
    this.resolve(verdict);
  }

  /** Sends the last packet and closes; a client that keeps its end open is cut off soon after. */
  private close(last: Buffer | null) {
    if (last && this.socket.writable) this.socket.end(last);
    else this.socket.end();
    this.linger = setTimeout(destroySocket, lingerMs, this.socket).unref();
  }

  /** The socket closed: anything the client still had going ends, and the socket lets go. */
  closed() {
    clearTimeout(this.linger);
    (this.socket as Held)[sessionOf] = undefined;
    this.fail('closed');
  }
}

/**
 * The session a socket is in, for listeners every session shares. A closed socket outlives
 * V8's young-generation collections until a full one, with all it reaches (`letGo`,
 * `transport/relay.ts`): closures of its own would keep each bot's session, its request and
 * the stage's connection copied and promoted with it, at a flood's rate.
 */
const sessionOf = Symbol('limbo session');
type Held = Socket & { [sessionOf]?: Session };

function sessionData(this: Held, chunk: Buffer) {
  this[sessionOf]?.onData(chunk);
}
function sessionEnded(this: Held) {
  this[sessionOf]?.fail('closed');
}
function sessionClosed(this: Held) {
  this[sessionOf]?.closed();
}
function graceOver(session: Session) {
  session.graceOver();
}
const destroySocket = (socket: Socket) => socket.destroy();

/** A keep-alive id as read: a number (varint) or protodef's 64-bit value (a BigInt object). */
function asBigInt(value: unknown): bigint | null {
  try {
    return BigInt((value as { valueOf(): bigint | number }).valueOf());
  } catch {
    return null;
  }
}

/** The bytes after the handshake and Login Start frames, or null if those are not there. */
function afterLoginStart(received: Buffer): Buffer | null {
  let offset = 0;
  for (let i = 0; i < 2; i += 1) {
    const frame = readFrame(received.subarray(offset));
    if (frame.kind !== 'ok') return null;
    offset += frame.size;
  }
  return received.subarray(offset);
}
