import { createHash } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Relay } from './relay';

// More than loopback socket buffers hold, so slow readers make the relay wait and queue.
const size = 24 * 1024 * 1024;
/** How long a player is given to take what its closed backend sent (`Relay`'s `flushMs`). */
const flushMs = 1000;

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
  /** Each relay's counts by the port its backend connection leaves from. */
  const countsByPort = new Map<number, { in: number; out: number }>();
  /** Settles once the backend has written every byte of the stream (queued or not). */
  const sent = new Map<number, { done: Promise<void>; resolve: () => void }>();
  const sentBy = (stream: number) => {
    let entry = sent.get(stream);
    if (!entry) {
      let resolve = () => {};
      const done = new Promise<void>((settle) => {
        resolve = settle;
      });
      entry = { done, resolve };
      sent.set(stream, entry);
    }
    return entry;
  };
  let closed = 0;
  /** Chunks of players' bytes handed out as `data` after the relay started: none are. */
  let chunksHandedOut = 0;

  beforeAll(async () => {
    // The backend answers a stream number with that stream's bytes, then closes: at once
    // (streams below 10), in 4 KiB pieces, one per turn of the event loop (from 14 on), or a
    // mebibyte in pieces and the next at once (10 to 13), so the relay goes from the shared
    // read buffer to its own and back. From stream 20 on it takes the player's upload instead,
    // slowly for even streams, and answers its digest once it has it all.
    const backend = createServer((socket) => {
      socket.once('data', async (first: Buffer) => {
        const stream = first[0] ?? 0;
        const counts = countsByPort.get(socket.remotePort ?? 0);
        if (counts) counted.set(stream, counts);
        if (stream >= 20) return takeUpload(socket, stream, first.subarray(1));
        const bytes = pattern(stream);
        if (stream < 10) return socket.end(bytes);
        for (let at = 0; at < size; at += 1 << 20) {
          const mebibyte = bytes.subarray(at, at + (1 << 20));
          if (stream < 14 && (at >> 20) % 2 === 1) socket.write(mebibyte);
          else
            for (let piece = 0; piece < mebibyte.length; piece += 4096) {
              socket.write(mebibyte.subarray(piece, piece + 4096));
              await new Promise(setImmediate);
            }
        }
        socket.end();
        sentBy(stream).resolve();
      });
    });
    function takeUpload(socket: Socket, stream: number, first: Buffer) {
      const hash = createHash('sha256').update(first);
      let taken = first.length;
      const take = (chunk: Buffer) => {
        hash.update(chunk);
        taken += chunk.length;
        if (taken >= size) return socket.end(hash.digest('hex'));
        if (stream % 2 === 1) return;
        socket.pause();
        void sleep(5).then(() => socket.resume());
      };
      socket.on('data', take);
    }
    // A minimal edge: the relay is made first and the backend dialed with its `onread`.
    const edge = createServer({ pauseOnConnect: true }, (client) => {
      const counts = { in: 0, out: 0 };
      const relay = new Relay(
        client,
        { in: (bytes) => (counts.in += bytes), out: (bytes) => (counts.out += bytes) },
        flushMs,
      );
      const upstream = connect({ port: backendPort, host: '127.0.0.1', onread: relay.onread });
      upstream.once('connect', () => {
        countsByPort.set(upstream.localPort ?? 0, counts);
        relay.attach(upstream, () => {
          closed += 1;
        });
        client.on('data', () => (chunksHandedOut += 1));
      });
    });
    servers.push(backend, edge);
    backendPort = await listen(backend);
    edgePort = await listen(edge);
  });

  afterAll(() => {
    for (const server of servers) server.close();
  });

  /**
   * A player that sends its stream number and reads everything, slowly if asked, and only once
   * `start` has settled: until then its socket fills and what the relay writes to it waits.
   */
  function player(stream: number, slow: boolean, start: Promise<unknown>): Promise<Buffer> {
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
      socket.pause();
      void start.then(() => socket.resume());
      socket.once('end', () => resolve(Buffer.concat(chunks)));
      socket.once('error', reject);
    });
  }

  /**
   * Runs the streams at once, the odd ones read fast and the even ones slowly (if `held`, only
   * once their backend has written the whole stream); each must arrive whole and counted.
   */
  async function relaysIntact(streams: number[], held: boolean) {
    const before = closed;
    const fast = streams.filter((stream) => stream % 2 === 1);
    const slow = streams.filter((stream) => stream % 2 === 0);
    const received = await Promise.all([
      ...fast.map((stream) => player(stream, false, Promise.resolve())),
      ...slow.map((stream) => player(stream, true, held ? sentBy(stream).done : Promise.resolve())),
    ]);
    [...fast, ...slow].forEach((stream, i) => {
      const bytes = received[i] as Buffer;
      expect(bytes.length).toBe(size);
      expect(digest(bytes)).toBe(digest(pattern(stream)));
      expect(counted.get(stream)).toEqual({ in: 1, out: size });
    });
    await expect.poll(() => closed).toBe(before + streams.length);
  }

  it('keeps concurrent streams apart, fast and slow readers', async () => {
    await relaysIntact([1, 2, 3, 4, 5, 6], false);
  });

  it('keeps every byte as a backend goes from small pieces to bursts and back', async () => {
    await relaysIntact([10, 11, 12, 13], false);
  });

  it('keeps every byte written to players who are not reading yet', async () => {
    await relaysIntact([14, 15, 16, 17], true);
  });

  it('lets go of the connection once it is over, while its sockets are still kept', async () => {
    // Node keeps a closed socket through young-generation collections (`letGo`): what the
    // sockets reach then is copied and promoted with them. Here the test keeps them instead,
    // and the counters the relay was given must be collectable once it closed.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const kept: Socket[] = [];
    let counters: WeakRef<object> | null = null;
    let relayClosed = () => {};
    const over = new Promise<void>((resolve) => {
      relayClosed = resolve;
    });
    const edge = createServer({ pauseOnConnect: true }, (client) => {
      const counts = { in() {}, out() {} };
      counters = new WeakRef(counts);
      const relay = new Relay(client, counts, flushMs);
      const upstream = connect({ port: backendPort, host: '127.0.0.1', onread: relay.onread });
      kept.push(client, upstream);
      upstream.once('connect', () => relay.attach(upstream, relayClosed));
    });
    servers.push(edge);
    const client = connect({ port: await listen(edge), host: '127.0.0.1' });
    client.write(Buffer.from([1]));
    let received = 0;
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    await new Promise((resolve) => client.once('end', resolve));
    await over;
    expect(received).toBe(size);
    await expect
      .poll(async () => {
        await new Promise(setImmediate);
        gc();
        return counters?.deref();
      })
      .toBeUndefined();
    expect(kept.every((socket) => socket.destroyed)).toBe(true);
  });

  it('gives up a player that stops reading once its backend has closed', async () => {
    // The player is written more than socket buffers hold and never reads; its backend closes
    // at once, cleanly. The relay waits `flushMs` for the player to take the rest, then ends.
    let over = (_at: number) => {};
    const ended = new Promise<number>((resolve) => {
      over = resolve;
    });
    const quiet = createServer((socket) => socket.end());
    const edge = createServer({ pauseOnConnect: true }, (client) => {
      client.write(Buffer.alloc(size));
      const relay = new Relay(client, { in() {}, out() {} }, flushMs);
      const upstream = connect({ port: quietPort, host: '127.0.0.1', onread: relay.onread });
      upstream.once('connect', () => relay.attach(upstream, () => over(performance.now())));
    });
    servers.push(quiet, edge);
    const quietPort = await listen(quiet);
    const player = connect({ port: await listen(edge), host: '127.0.0.1' });
    player.on('error', () => undefined);
    player.pause();
    const started = performance.now();
    const endedAt = await ended;
    expect(endedAt - started).toBeGreaterThanOrEqual(flushMs * 0.9);
    expect(endedAt - started).toBeLessThan(flushMs * 4);
    player.destroy();
  });

  /**
   * A player that sends its stream number, then the stream's bytes as the backend sends its
   * own (in bursts and small pieces), and resolves with the backend's answer.
   */
  function uploader(stream: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket: Socket = connect({ port: edgePort, host: '127.0.0.1' });
      const answer: Buffer[] = [];
      socket.once('connect', async () => {
        socket.write(Buffer.from([stream]));
        const bytes = pattern(stream);
        for (let at = 0; at < size; at += 1 << 20) {
          const mebibyte = bytes.subarray(at, at + (1 << 20));
          if ((at >> 20) % 2 === 1) {
            if (!socket.write(mebibyte)) await new Promise((done) => socket.once('drain', done));
          } else
            for (let piece = 0; piece < mebibyte.length; piece += 4096) {
              socket.write(mebibyte.subarray(piece, piece + 4096));
              await new Promise(setImmediate);
            }
        }
      });
      socket.on('data', (chunk: Buffer) => answer.push(chunk));
      socket.once('end', () => resolve(Buffer.concat(answer).toString()));
      socket.once('error', reject);
    });
  }

  it('relays uploads from its own read buffers, every byte, to fast and slow backends', async () => {
    const before = { closed, chunksHandedOut };
    const streams = [20, 21, 22, 23];
    const digests = await Promise.all(streams.map(uploader));
    streams.forEach((stream, i) => {
      expect(digests[i]).toBe(digest(pattern(stream)));
      expect(counted.get(stream)).toEqual({ in: 1 + size, out: 64 });
    });
    expect(chunksHandedOut).toBe(before.chunksHandedOut);
    await expect.poll(() => closed).toBe(before.closed + streams.length);
  });
});
