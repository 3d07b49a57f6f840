import { createServer } from 'node:net';
import {
  type Handshake,
  readFrame,
  readHandshake,
  writeFrame,
  writeHandshake,
  writeStatusResponse,
} from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import { listening } from '../../test/stage-kit';
import { BackendGuard } from '../routing/backend-guard';
import { StatusCache } from './status-cache';

describe('the status cache', () => {
  it('asks once per protocol version, and no more than 64 versions of one host', async () => {
    const asked: number[] = [];
    // Answers each client with its own protocol, as a server with ViaVersion does.
    const backend = createServer((socket) =>
      socket.once('data', (bytes: Buffer) => {
        const frame = readFrame(bytes);
        const handshake = frame.kind === 'ok' ? readHandshake(frame.value.body) : null;
        const protocol = handshake?.kind === 'ok' ? handshake.value.protocolVersion : -1;
        asked.push(protocol);
        socket.end(
          writeFrame(
            0x00,
            writeStatusResponse({
              version: { name: 'Via', protocol },
              players: { max: 1, online: 0 },
              description: { text: 'hi' },
            }),
          ),
        );
      }),
    );
    const port = await listening(backend);
    const guard = new BackendGuard();
    guard.allow(['127.0.0.1']);
    const cache = new StatusCache(guard);
    const get = (protocolVersion: number) => {
      const handshake: Handshake = {
        protocolVersion,
        serverAddress: 'play.example.com',
        serverPort: 25565,
        nextState: 1,
      };
      return cache.get(handshake, [`127.0.0.1:${port}`], () =>
        writeFrame(0x00, writeHandshake(handshake)),
      );
    };
    try {
      const first = await Promise.all([get(47), get(47), get(767)]);
      expect(first.map((s) => s?.version.protocol)).toEqual([47, 47, 767]);
      expect(asked).toEqual([47, 767]);
      for (let protocol = 100; asked.length < 64; protocol += 1) await get(protocol);
      // A 65th version is answered from the host's latest status, without asking.
      expect((await get(5000))?.version.protocol).toBe(asked.at(-1));
      expect(asked).toHaveLength(64);
      expect((await get(47))?.version.protocol).toBe(47);
      expect(asked).toHaveLength(64);
    } finally {
      backend.close();
    }
  });
});
