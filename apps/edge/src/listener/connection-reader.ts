import type { Socket } from 'node:net';

/**
 * Collects what a client sends before the edge decides where it goes: bounded in size and in
 * time, so a slow or endless client is dropped instead of holding memory (slowloris).
 */
export function readUntil<T>(
  socket: Socket,
  parse: (bytes: Uint8Array, ended: boolean) => T | 'more',
  { maxBytes, timeoutMs, initial }: { maxBytes: number; timeoutMs: number; initial?: Buffer },
): Promise<{ value: T; bytes: Buffer } | null> {
  // Clients send the handshake and the Login Start together: the second read is usually done.
  const ready = initial?.length ? parse(initial, false) : 'more';
  if (ready !== 'more' && initial) return Promise.resolve({ value: ready, bytes: initial });
  return new Promise((resolve) => {
    let bytes: Buffer = initial ?? Buffer.alloc(0);
    let done = false;
    const finish = (result: { value: T; bytes: Buffer } | null) => {
      done = true;
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      socket.pause();
      resolve(result);
    };
    const attempt = (ended: boolean) => {
      const value = parse(bytes, ended);
      if (value !== 'more') finish({ value, bytes });
      else if (ended || bytes.length >= maxBytes) finish(null);
    };
    const onData = (chunk: Buffer) => {
      bytes = bytes.length === 0 ? chunk : Buffer.concat([bytes, chunk]);
      attempt(false);
    };
    const onEnd = () => attempt(true);
    const timer = setTimeout(() => attempt(true), timeoutMs);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('close', onEnd);
    if (bytes.length > 0) attempt(false);
    if (!done) socket.resume();
  });
}
