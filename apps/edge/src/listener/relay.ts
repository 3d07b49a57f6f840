import type { Socket } from 'node:net';

/**
 * Every backend socket reads into this one buffer. Node would otherwise allocate 64 KiB for each
 * read; one process-wide megabyte lets a busy backend hand over more per read, and an idle
 * connection holds no read buffer at all. Reads are synchronous with their callback, so one
 * buffer serves every socket as long as each chunk is copied out before the callback returns.
 */
const readBuffer = Buffer.allocUnsafeSlow(1 << 20);

/**
 * Relays a player's connection and its backend both ways with back-pressure and counts the
 * bytes. The backend must be dialed with `onread` so its bytes take the shared-buffer path;
 * they may start arriving before `attach` (the relay is made before the dial).
 */
export class Relay {
  private backend: Socket | null = null;
  private closed = false;

  /** For `connect({ onread })`. */
  readonly onread = {
    buffer: () => readBuffer,
    callback: (size: number): boolean => this.fromBackend(size),
  };

  constructor(
    private readonly client: Socket,
    private readonly count: { in(bytes: number): void; out(bytes: number): void },
  ) {}

  private fromBackend(size: number): boolean {
    this.count.out(size);
    // allocUnsafe: no zero fill for bytes about to be overwritten (and pooled when small).
    const chunk = Buffer.allocUnsafe(size);
    readBuffer.copy(chunk, 0, 0, size);
    if (this.client.write(chunk)) return true;
    // Returning false pauses the backend; reading resumes once the player has caught up.
    this.client.once('drain', () => this.backend?.resume());
    return false;
  }

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
