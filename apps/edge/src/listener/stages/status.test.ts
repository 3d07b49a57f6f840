import { createServer } from 'node:net';
import { readFrame, readStatusResponse, writeFrame, writeStatusResponse } from '@palisade/mcproto';
import { describe, expect, it } from 'vitest';
import {
  compileState,
  listening,
  network,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { status } from './status';

/** The status the client reads after asking for it. */
async function ask(pair: Awaited<ReturnType<typeof socketPair>>) {
  pair.client.write(writeFrame(0x00, new Uint8Array()));
  return new Promise<unknown>((resolve) => {
    let bytes = Buffer.alloc(0);
    pair.client.on('data', (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const frame = readFrame(bytes);
      if (frame.kind !== 'ok') return;
      const parsed = readStatusResponse(frame.value.body);
      resolve(parsed.kind === 'ok' ? parsed.value : null);
      pair.close();
    });
  });
}

describe('the status stage', () => {
  it("answers from the backend's status and remembers the ping for the ping check", async () => {
    const backend = createServer((socket) =>
      socket.end(
        writeFrame(
          0x00,
          writeStatusResponse({
            version: { name: '1.21.1', protocol: 767 },
            players: { max: 10, online: 3 },
            description: { text: 'From the backend' },
          }),
        ),
      ),
    );
    const port = await listening(backend);
    try {
      const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${port}`])));
      const pair = await socketPair();
      expect(await status(rt, routed(rt, pair.edge, { nextState: 1 }))).toBe('status_served');
      expect(await ask(pair)).toMatchObject({ description: { text: 'From the backend' } });
      expect(rt.checks.pingedRecently(1, '198.51.100.20')).toBe(true);
    } finally {
      backend.close();
    }
  });

  it('shows the offline MOTD when no backend answers, and lets logins by', async () => {
    const rt = runtime(compileState(snapshot(network(), ['127.0.0.1:1'])));
    const pair = await socketPair();
    expect(await status(rt, routed(rt, pair.edge, { nextState: 1 }))).toBe('no_backend');
    expect(await ask(pair)).toMatchObject({ description: { text: 'Back soon' } });
    const login = await socketPair();
    expect(await status(rt, routed(rt, login.edge))).toBeNull();
    login.close();
  });
});
