import { Socket } from 'node:net';

/**
 * Quiet sides read into this one process-wide buffer and each chunk is copied out at its
 * length: an idle connection holds no read buffer, and a chunk of game traffic is small.
 */
const shared = Buffer.allocUnsafeSlow(64 * 1024);
/**
 * A read this large says the side is streaming (chunks as a player joins, a bulk upload): its
 * next reads go into a buffer of its own and the other side is written from it without a copy.
 * A smaller read hands that buffer back.
 */
const bulkRead = 16 * 1024;
const ownSize = 256 * 1024;

type OnRead = {
  buffer(): Buffer;
  callback(size: number, buffer: Buffer): boolean;
};

/**
 * Where Node keeps a socket's `onread` (what `connect({ onread })` sets): found by name on a
 * socket, because an accepted socket cannot be given `onread` (net.Server has no such option).
 * Null where this Node keeps them otherwise: players' bytes then take the default read path.
 */
const readSlots = (() => {
  const symbols = Object.getOwnPropertySymbols(new Socket());
  const named = (name: string) => symbols.find((symbol) => symbol.description === name);
  const [buffer, callback, generator] = ['kBuffer', 'kBufferCb', 'kBufferGen'].map(named);
  return buffer && callback && generator ? { buffer, callback, generator } : null;
})();

/**
 * Makes an accepted socket read as a dialed one with `onread` does: each read into the buffer
 * `onread.buffer()` gives, handed to `onread.callback`, which pauses the socket by returning
 * false. The socket must be paused. False where this Node keeps `onread` otherwise.
 */
function readInto(socket: Socket, onread: OnRead): boolean {
  const handle = (socket as unknown as { _handle: { useUserBuffer(b: Buffer): void } | null })
    ._handle;
  if (!readSlots || !handle) return false;
  const slots = socket as unknown as Record<symbol, unknown>;
  const first = onread.buffer();
  slots[readSlots.buffer] = first;
  slots[readSlots.callback] = onread.callback;
  slots[readSlots.generator] = onread.buffer;
  handle.useUserBuffer(first);
  return true;
}

/**
 * One direction of the relay: what `from` reads is written to `to`, counted, and `from` is
 * paused while `to` cannot take more.
 */
class Flow {
  from: Socket | null = null;
  /** The streaming side's own read buffer, null while it is quiet. */
  private own: Buffer | null = null;
  /** `from` waits for `to` to take what was written from `own`. */
  private waiting = false;
  /** Sees each chunk before it is written on, until it answers false (`Relay.watch`). */
  tap: ((chunk: Buffer) => boolean) | null = null;

  /** For `onread`: Node asks for the buffer of each next read after each read. */
  readonly onread: OnRead;
  /** Bound once: made per connection, bound functions cost less than closures here. */
  private readonly written: () => void;

  constructor(
    private readonly to: Socket,
    private readonly count: (bytes: number) => void,
  ) {
    this.onread = { buffer: this.buffer.bind(this), callback: this.callback.bind(this) };
    this.written = this.drained.bind(this);
  }

  private buffer(): Buffer {
    return this.own ?? shared;
  }

  private callback(size: number, buffer: Buffer): boolean {
    return buffer === shared ? this.copied(size) : this.inPlace(size, buffer);
  }

  /** A read into the shared buffer: copied out before the next read of any socket. */
  private copied(size: number): boolean {
    this.count(size);
    // allocUnsafe: no zero fill for bytes about to be overwritten (and pooled when small).
    const chunk = Buffer.allocUnsafe(size);
    shared.copy(chunk, 0, 0, size);
    if (this.tap && !this.tap(chunk)) this.tap = null;
    if (size >= bulkRead) this.own = Buffer.allocUnsafeSlow(ownSize);
    if (this.to.write(chunk)) return true;
    // Returning false pauses `from`; reading resumes once `to` has caught up.
    this.to.once('drain', () => this.from?.resume());
    return false;
  }

  /**
   * A read into the side's own buffer: `to` is written a view of it. The buffer is read into
   * again only once the kernel holds every byte of that view, so `from` pauses whenever `to`
   * did not take the whole write at once.
   */
  private inPlace(size: number, buffer: Buffer): boolean {
    this.count(size);
    if (size < bulkRead) this.own = null;
    if (this.tap && !this.tap(buffer.subarray(0, size))) this.tap = null;
    this.to.write(buffer.subarray(0, size), this.written);
    if (this.to.writableLength === 0) return true;
    this.waiting = true;
    return false;
  }

  private drained() {
    if (!this.waiting || this.to.writableLength > 0) return;
    this.waiting = false;
    this.from?.resume();
  }
}

/** The relay a socket is relayed by, for the listeners every relay shares. */
const relayOf = Symbol('relay');
type Relayed = Socket & { [relayOf]?: Relay };

/**
 * Destroys the socket it is called on: every socket's error or time-out listener, one function
 * for all rather than a closure each (Node calls a listener on its socket).
 */
export function destroySocket(this: Socket) {
  this.destroy();
}

/** The end and close listeners of every relay, one function each for all connections. */
function sideEnded(this: Relayed) {
  this[relayOf]?.ended(this);
}
function sideGone(this: Relayed) {
  this[relayOf]?.gone(this);
}

/**
 * A closed socket outlives young-generation collections until V8's next full one, and so does
 * what it still reaches: its reads' callbacks reach the relay, the connection, its session and
 * the stage's closures, about 5 KB a connection copied and promoted at each collection, which at
 * thousands of new connections a second was most of the collector's work. A relay's sockets let
 * go of it once they are destroyed: Node reads these slots only while a socket is not.
 */
function letGo(socket: Relayed) {
  socket[relayOf] = undefined;
  if (!readSlots) return;
  const slots = socket as unknown as Record<symbol, unknown>;
  slots[readSlots.callback] = null;
  slots[readSlots.generator] = null;
}

/**
 * How long a side is given, by default, to take what is still queued for it once the other has
 * closed: a peer that stops reading is not held longer.
 */
const defaultFlushMs = 10_000;

/**
 * Relays a player's connection and its backend both ways with back-pressure and counts the
 * bytes. The backend must be dialed with `onread` so its bytes take the read paths above;
 * they may start arriving before `attach` (the relay is made before the dial). The player's
 * socket is switched to them at `attach`.
 */
export class Relay {
  private closed = false;
  private readonly down: Flow;
  private backend: Socket | null = null;
  /** The side that finished sending, closed or failed first. */
  private first: 'player' | 'backend' | null = null;
  private onClose: ((first: 'player' | 'backend') => void) | null = null;
  /** For `connect({ onread })` of the backend. */
  readonly onread: OnRead;

  constructor(
    private readonly client: Socket,
    private readonly count: { in(bytes: number): void; out(bytes: number): void },
    private readonly flushMs = defaultFlushMs,
  ) {
    this.down = new Flow(client, (bytes) => count.out(bytes));
    this.onread = this.down.onread;
  }

  /**
   * Shows `tap` what the backend sends, each chunk before the player is written it, until `tap`
   * answers false; from then on the backend's reads cost nothing more. A chunk `tap` keeps must
   * be copied: its buffer is read into again.
   */
  watch(tap: (chunk: Buffer) => boolean) {
    this.down.tap = tap;
  }

  /**
   * Starts relaying; `onClose` runs once, when the relay is over, told which side went first
   * (finished sending, closed, or failed): at once when a side fails, or closes with nothing
   * left queued for the other; else once the other has taken it, or took nothing for `flushMs`.
   */
  attach(backend: Socket, onClose: (first: 'player' | 'backend') => void) {
    const client = this.client;
    this.backend = backend;
    this.onClose = onClose;
    this.down.from = backend;
    // `on`, not `once`: each fires at most once, or only matters once (`gone`), and `once`
    // wraps every listener of every connection.
    for (const socket of [client, backend] as Relayed[]) {
      socket[relayOf] = this;
      socket.on('end', sideEnded);
      socket.on('close', sideGone);
      socket.on('error', sideGone);
    }
    // The player may have left, or finished sending, while the backend was dialed.
    if (client.destroyed) return this.close();
    if (client.readableEnded) return void backend.end();
    // What the player sent while the backend was dialed, then its reads take the paths above.
    const held = client.read() as Buffer | null;
    if (held) {
      this.count.in(held.length);
      backend.write(held);
    }
    const up = new Flow(backend, (bytes) => this.count.in(bytes));
    up.from = client;
    if (!readInto(client, up.onread)) {
      client.on('data', (chunk: Buffer) => {
        this.count.in(chunk.length);
        if (!backend.write(chunk)) client.pause();
      });
      backend.on('drain', () => client.resume());
    }
    client.resume();
  }

  private sideOf(socket: Socket) {
    return socket === this.client ? 'player' : 'backend';
  }

  /** A side that finishes sending lets the other finish too, after what is queued. */
  ended(socket: Socket) {
    this.first ??= this.sideOf(socket);
    (socket === this.client ? this.backend : this.client)?.end();
  }

  /**
   * A side that failed ends the relay. One that closed lets the other be written what is still
   * queued for it first: the other closes once it has it, or is destroyed when it takes nothing
   * for `flushMs`, and its close ends the relay.
   */
  gone(socket: Socket) {
    this.first ??= this.sideOf(socket);
    const other = socket === this.client ? this.backend : this.client;
    if (socket.errored || !other || other.destroyed || other.writableLength === 0)
      return this.close();
    other.setTimeout(this.flushMs, destroySocket);
    other.end();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.onClose?.(this.first ?? 'player');
    this.onClose = null;
    this.client.destroy();
    this.backend?.destroy();
    for (const socket of [this.client, this.backend]) if (socket) letGo(socket as Relayed);
  }
}
