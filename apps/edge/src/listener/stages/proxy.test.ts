import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import {
  compileState,
  listening,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { proxy } from './proxy';

describe('the proxy stage', () => {
  it('relays both ways, and allows and counts a player who stays and plays', async () => {
    const received: Buffer[] = [];
    let upstream: Socket | null = null;
    const backend = createServer((socket) => {
      upstream = socket;
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write('hello player');
    });
    const port = await listening(backend);
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
      expect(rt.recorder.players(1)).toBe(0);
      await sleep(rt.playedMs + 50);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(true);
      expect(rt.recorder.players(1)).toBe(1);
      pair.close();
      await vi.waitFor(() => expect(upstream?.destroyed).toBe(true));
      const { sessions } = rt.recorder.drain(Date.now(), true);
      expect(sessions).toMatchObject([{ username: 'Player', played: true }]);
    } finally {
      backend.close();
    }
  });

  it('neither allows nor counts as a player a client that logs in and sits there', async () => {
    const backend = createServer((socket) => socket.write('welcome'));
    const port = await listening(backend);
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      expect(await proxy(rt, routed(rt, pair.edge))).toBe('proxied');
      pair.client.write('hi');
      await sleep(rt.playedMs + 50);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
      expect(rt.recorder.players(1)).toBe(0);
      const { buckets, sessions } = rt.recorder.drain(Date.now(), true);
      expect(buckets.find((b) => b.network_id === 1)).toMatchObject({ logins: 1, players: 0 });
      expect(sessions).toMatchObject([{ username: 'Player', played: false }]);
      pair.close();
    } finally {
      backend.close();
    }
  });

  it('judges a client on each stretch: one that loads long plays later, a trickle never', async () => {
    const backend = createServer((socket) => socket.write('welcome'));
    const port = await listening(backend);
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const [loader, trickler] = [await socketPair(), await socketPair()];
      expect(await proxy(rt, routed(rt, loader.edge))).toBe('proxied');
      expect(await proxy(rt, routed(rt, trickler.edge, {}, '198.51.100.21'))).toBe('proxied');
      // Three stretches: the loader sends nothing in the first two, then plays; the trickler
      // sends a keep-alive's answer's worth in each, more than enough bytes all told.
      for (let stretch = 0; stretch < 3; stretch += 1) {
        if (stretch === 2) loader.client.write('move'.repeat(40));
        trickler.client.write('k'.repeat(60));
        await sleep(rt.playedMs);
      }
      await sleep(50);
      expect(rt.recorder.players(1)).toBe(1);
      expect(rt.allow.has(1, '198.51.100.20')).toBe(true);
      expect(rt.allow.has(1, '198.51.100.21')).toBe(false);
      loader.close();
      trickler.close();
    } finally {
      backend.close();
    }
  });

  it('counts a client that played and left before its first judgement, unallowed', async () => {
    let upstream: Socket | null = null;
    const backend = createServer((socket) => {
      upstream = socket;
      socket.resume();
      socket.write('welcome');
    });
    const port = await listening(backend);
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      expect(await proxy(rt, routed(rt, pair.edge))).toBe('proxied');
      pair.client.write('move'.repeat(40));
      await vi.waitFor(() => expect(upstream?.bytesRead).toBeGreaterThanOrEqual(160));
      pair.close();
      await vi.waitFor(() => expect(upstream?.destroyed).toBe(true));
      expect(rt.allow.has(1, '198.51.100.20')).toBe(false);
      const { sessions } = rt.recorder.drain(Date.now(), true);
      expect(sessions).toMatchObject([{ username: 'Player', played: true }]);
    } finally {
      backend.close();
    }
  });

  it('does not allow a player who leaves at once', async () => {
    const backend = createServer((socket) => socket.destroy());
    const port = await listening(backend);
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
