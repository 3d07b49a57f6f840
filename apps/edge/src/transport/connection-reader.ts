import type { Socket } from 'node:net';
import { clearTimeout, setTimeout } from 'node:timers';

/**
 * What a parser makes of the bytes so far: a value, 'more' (wait for more bytes), or 'settle'
 * (complete if nothing more comes within `settleMs`: then it is asked again with `ended`).
 */
export type Parsed<T> = T | 'more' | 'settle';

type Parse<T> = (bytes: Uint8Array, ended: boolean) => Parsed<T>;
type Read<T> = { value: T; bytes: Buffer } | null;

const empty = Buffer.alloc(0);

/** The reading a socket is in, for the listeners every reading shares. */
const readingOf = Symbol('reading');
type Reading = Socket & { [readingOf]?: Collector<unknown> };

/**
 * One function each for every connection's data and end, rather than closures made for each:
 * Node calls a listener on its socket, and a timer with the arguments it was given.
 */
function collect(this: Reading, chunk: Buffer) {
  this[readingOf]?.data(chunk);
}
function ended(this: Reading) {
  this[readingOf]?.attempt(true);
}
const decide = (collector: { attempt(ended: boolean): void }) => collector.attempt(true);

/** What `readUntil` collects of one socket until its parser decides or a bound is hit. */
class Collector<T> {
  private done = false;
  private settle: NodeJS.Timeout | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly socket: Reading,
    private readonly parse: Parse<T>,
    private readonly maxBytes: number,
    private readonly settleMs: number,
    private bytes: Buffer,
    timeoutMs: number,
    private readonly resolve: (result: Read<T>) => void,
  ) {
    this.timer = setTimeout(decide, timeoutMs, this);
    socket[readingOf] = this as Collector<unknown>;
    socket.on('data', collect);
    socket.on('end', ended);
    socket.on('close', ended);
    if (bytes.length > 0) this.attempt(false);
    if (!this.done) socket.resume();
  }

  data(chunk: Buffer) {
    this.bytes = this.bytes.length === 0 ? chunk : Buffer.concat([this.bytes, chunk]);
    this.attempt(false);
  }

  attempt(ended: boolean) {
    if (this.done) return;
    clearTimeout(this.settle);
    const value = this.parse(this.bytes, ended);
    if (value === 'settle' && !ended) this.settle = setTimeout(decide, this.settleMs, this);
    else if (value !== 'more' && value !== 'settle') this.finish({ value, bytes: this.bytes });
    else if (ended || this.bytes.length >= this.maxBytes) this.finish(null);
  }

  private finish(result: Read<T>) {
    this.done = true;
    clearTimeout(this.timer);
    clearTimeout(this.settle);
    const socket = this.socket;
    socket[readingOf] = undefined;
    socket.off('data', collect);
    socket.off('end', ended);
    socket.off('close', ended);
    socket.pause();
    this.resolve(result);
  }
}

/**
 * Collects what a client sends before the edge decides where it goes: bounded in size and in
 * time, so a slow or endless client is dropped instead of holding memory (slowloris).
 */
export function readUntil<T>(
  socket: Socket,
  parse: Parse<T>,
  {
    maxBytes,
    timeoutMs,
    initial,
    settleMs = 250,
  }: { maxBytes: number; timeoutMs: number; initial?: Buffer; settleMs?: number },
): Promise<Read<T>> {
  // Clients send the handshake and the Login Start together: the second read is usually done.
  const ready = initial?.length ? parse(initial, false) : 'more';
  if (ready !== 'more' && ready !== 'settle' && initial)
    return Promise.resolve({ value: ready, bytes: initial });
  return new Promise((resolve) => {
    new Collector(socket, parse, maxBytes, settleMs, initial ?? empty, timeoutMs, resolve);
  });
}
