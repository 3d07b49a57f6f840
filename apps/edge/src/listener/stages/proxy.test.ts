import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import {
  compileState,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { proxy } from './proxy';

describe('the proxy stage', () => {
  it('relays both ways, and allows a player who stays and plays', async () => {
    const received: Buffer[] = [];
    let upstream: Socket | null = null;
    const backend = createServer((socket) => {
      upstream = socket;
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write('hello player');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const address = backend.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      const c = routed(rt, pair.edge);
      c.handshakeFrame = Buffer.from('handshake|');
      c.pending = Buffer.from('login start|');
      const heard = new Promise<string>((resolve) =>
        pair.client.once('data', (chunk: Buffer) => resolve(chunk.toString())),
      );
      expect(await proxy(rt, c)).toBe('proxied');
      expect(await heard).toBe('hello player');
      const moves = 'move'.repeat(40);
      pair.client.write(moves);
      await vi.waitFor(() =>
        expect(Buffer.concat(received).toString()).toBe(`handshake|login start|${moves}`),
      );
      expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
      await sleep(rt.playedMs + 50);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(true);
      pair.close();
      await vi.waitFor(() => expect(upstream?.destroyed).toBe(true));
    } finally {
      backend.close();
    }
  });

  it('does not allow a client that logs in and sits there', async () => {
    const backend = createServer((socket) => socket.write('welcome'));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const address = backend.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      expect(await proxy(rt, routed(rt, pair.edge))).toBe('proxied');
      pair.client.write('hi');
      await sleep(rt.playedMs + 50);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
      pair.close();
    } finally {
      backend.close();
    }
  });

  it('does not allow a player who leaves at once', async () => {
    const backend = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const address = backend.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      expect(await proxy(rt, routed(rt, pair.edge))).toBe('proxied');
      await sleep(rt.playedMs + 50);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
      pair.close();
    } finally {
      backend.close();
    }
  });
});
