import type { Socket } from 'node:net';

/**
 * Quiet backends read into this one process-wide buffer and each chunk is copied out at its
 * length: an idle connection holds no read buffer, and a chunk of game traffic is small.
 */
const shared = Buffer.allocUnsafeSlow(64 * 1024);
/**
 * A read this large says the backend is streaming (chunks as a player joins, a bulk transfer):
 * the connection then reads into a buffer of its own and the player is written from it without
 * a copy. A smaller read hands that buffer back.
 */
const bulkRead = 16 * 1024;
const ownSize = 256 * 1024;

/**
 * Relays a player's connection and its backend both ways with back-pressure and counts the
 * bytes. The backend must be dialed with `onread` so its bytes take the read paths above;
 * they may start arriving before `attach` (the relay is made before the dial).
 */
export class Relay {
  private backend: Socket | null = null;
  private closed = false;
  /** The streaming backend's own read buffer, null while it is quiet. */
  private own: Buffer | null = null;
  /** The backend waits for the player to take what was written from `own`. */
  private waiting = false;

  /** For `connect({ onread })`: Node asks for the buffer of each next read after each read. */
  readonly onread = {
    buffer: (): Buffer => this.own ?? shared,
    callback: (size: number, buffer: Buffer): boolean =>
      buffer === shared ? this.copied(size) : this.inPlace(size, buffer),
  };

  constructor(
    private readonly client: Socket,
    private readonly count: { in(bytes: number): void; out(bytes: number): void },
  ) {}

  /** A read into the shared buffer: copied out before the next read of any backend. */
  private copied(size: number): boolean {
    this.count.out(size);
    // allocUnsafe: no zero fill for bytes about to be overwritten (and pooled when small).
    const chunk = Buffer.allocUnsafe(size);
    shared.copy(chunk, 0, 0, size);
    if (size >= bulkRead) this.own = Buffer.allocUnsafeSlow(ownSize);
    if (this.client.write(chunk)) return true;
    // Returning false pauses the backend; reading resumes once the player has caught up.
    this.client.once('drain', () => this.backend?.resume());
    return false;
  }

  /**
   * A read into the connection's own buffer: the player is written a view of it. The buffer is
   * read into again only once the kernel holds every byte of that view, so the backend pauses
   * whenever the player's socket did not take the whole write at once.
   */
  private inPlace(size: number, buffer: Buffer): boolean {
    this.count.out(size);
    if (size < bulkRead) this.own = null;
    this.client.write(buffer.subarray(0, size), this.written);
    if (this.client.writableLength === 0) return true;
    this.waiting = true;
    return false;
  }

  private readonly written = () => {
    if (!this.waiting || this.client.writableLength > 0) return;
    this.waiting = false;
    this.backend?.resume();
  };

  /** Starts relaying; `onClose` runs once, when either side has gone. */
  attach(backend: Socket, onClose: () => void) {
    this.backend = backend;
    const client = this.client;
    client.on('data', (chunk: Buffer) => {
      this.count.in(chunk.length);
      if (!backend.write(chunk)) client.pause();
    });
    backend.on('drain', () => client.resume());
    // A side that finishes sending lets the other finish too, after what is queued.
    client.once('end', () => backend.end());
    backend.once('end', () => client.end());
    const close = () => {
      if (this.closed) return;
      this.closed = true;
      onClose();
      client.destroy();
      backend.destroy();
    };
    for (const side of [client, backend]) {
      side.once('close', close);
      side.once('error', close);
    }
    // The player may have left, or finished sending, while the backend was dialed.
    if (client.destroyed) close();
    else if (client.readableEnded) backend.end();
    else client.resume();
  }
}
