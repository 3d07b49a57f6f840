import type { Socket } from 'node:net';

/**
 * What a parser makes of the bytes so far: a value, 'more' (wait for more bytes), or 'settle'
 * (complete if nothing more comes within `settleMs`: then it is asked again with `ended`).
 */
export type Parsed<T> = T | 'more' | 'settle';

/**
 * Collects what a client sends before the edge decides where it goes: bounded in size and in
 * time, so a slow or endless client is dropped instead of holding memory (slowloris).
 */
export function readUntil<T>(
  socket: Socket,
  parse: (bytes: Uint8Array, ended: boolean) => Parsed<T>,
  {
    maxBytes,
    timeoutMs,
    initial,
    settleMs = 250,
  }: { maxBytes: number; timeoutMs: number; initial?: Buffer; settleMs?: number },
): Promise<{ value: T; bytes: Buffer } | null> {
  // Clients send the handshake and the Login Start together: the second read is usually done.
  const ready = initial?.length ? parse(initial, false) : 'more';
  if (ready !== 'more' && ready !== 'settle' && initial)
    return Promise.resolve({ value: ready, bytes: initial });
  return new Promise((resolve) => {
    let bytes: Buffer = initial ?? Buffer.alloc(0);
    let done = false;
    let settle: NodeJS.Timeout | undefined;
    const finish = (result: { value: T; bytes: Buffer } | null) => {
      done = true;
      clearTimeout(timer);
      clearTimeout(settle);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      socket.pause();
      resolve(result);
    };
    const attempt = (ended: boolean) => {
      clearTimeout(settle);
      const value = parse(bytes, ended);
      if (value === 'settle' && !ended) settle = setTimeout(() => attempt(true), settleMs);
      else if (value !== 'more' && value !== 'settle') finish({ value, bytes });
      else if (ended || bytes.length >= maxBytes) finish(null);
    };
    const onData = (chunk: Buffer) => {
      bytes = bytes.length === 0 ? chunk : Buffer.concat([bytes, chunk]);
      attempt(false);
    };
    const onEnd = () => {
      if (!done) attempt(true);
    };
    const timer = setTimeout(() => attempt(true), timeoutMs);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('close', onEnd);
    if (bytes.length > 0) attempt(false);
    if (!done) socket.resume();
  });
}
