import { createHash } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Relay } from './relay';

// More than loopback socket buffers hold, so slow readers make the relay wait and queue.
const size = 24 * 1024 * 1024;

/** Bytes that differ by stream and by position, so a chunk from another stream shows. */
function pattern(stream: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + stream * 101 + (i >>> 12)) & 0xff;
  return bytes;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

describe('the relay', () => {
  let backendPort = 0;
  let edgePort = 0;
  const servers: Server[] = [];
  const counted = new Map<number, { in: number; out: number }>();
  let closed = 0;

  beforeAll(async () => {
    // The backend answers a stream number with that stream's bytes, then closes.
    const backend = createServer((socket) => {
      socket.once('data', (first: Buffer) => socket.end(pattern(first[0] ?? 0)));
    });
    // A minimal edge: the relay is made first and the backend dialed with its `onread`.
    const edge = createServer({ pauseOnConnect: true }, (client) => {
      const counts = { in: 0, out: 0 };
      const relay = new Relay(client, {
        in: (bytes) => (counts.in += bytes),
        out: (bytes) => (counts.out += bytes),
      });
      const upstream = connect({ port: backendPort, host: '127.0.0.1', onread: relay.onread });
      upstream.once('connect', () => {
        relay.attach(upstream, () => {
          closed += 1;
        });
        client.once('data', (first: Buffer) => counted.set(first[0] ?? 0, counts));
      });
    });
    servers.push(backend, edge);
    backendPort = await listen(backend);
    edgePort = await listen(edge);
  });

  afterAll(() => {
    for (const server of servers) server.close();
  });

  /** A player that sends its stream number and reads everything, slowly if asked. */
  function player(stream: number, slow: boolean): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const socket: Socket = connect({ port: edgePort, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.once('connect', () => socket.write(Buffer.from([stream])));
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (slow) {
          socket.pause();
          void sleep(5).then(() => socket.resume());
        }
      });
      socket.once('end', () => resolve(Buffer.concat(chunks)));
      socket.once('error', reject);
    });
  }

  it('keeps concurrent streams apart through the shared read buffer, fast and slow readers', async () => {
    const streams = [1, 2, 3, 4, 5, 6];
    const received = await Promise.all(streams.map((stream) => player(stream, stream % 2 === 0)));
    streams.forEach((stream, i) => {
      const bytes = received[i] as Buffer;
      expect(bytes.length).toBe(size);
      expect(digest(bytes)).toBe(digest(pattern(stream)));
      expect(counted.get(stream)).toEqual({ in: 1, out: size });
    });
    await expect.poll(() => closed).toBe(streams.length);
  });
});
