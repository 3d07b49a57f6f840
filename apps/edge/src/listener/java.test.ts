import { connect } from 'node:net';
import { idleClient } from '@palisade/peers';
import { join } from '@palisade/peers/minecraft';
import { describe, expect, it } from 'vitest';
import { botLogin, compileState, kickText, network, runtime, snapshot } from '../../test/stage-kit';
import { toldPerSentence } from '../filters/jail';
import { createJavaListener } from './java';
import { unverifiedMessage } from './stages/checks';

/** Handshake and Login Start of a 1.21.4 login to the test network, as a bot tool sends them. */
const rawLogin = Buffer.concat([botLogin.handshake, botLogin.loginStart]);

/** What the listener sends a raw login from `localAddress` before it closes. */
function rawAttempt(port: number, localAddress: string) {
  return new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(rawLogin));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks)));
  });
}

describe('the Java listener', () => {
  it('tells a client that failed the check why, and a login retried within the minute too', {
    timeout: 30_000,
  }, async () => {
    // A `bac` domain: every login is checked, in the world, with the default messages.
    const rt = runtime(compileState(snapshot(network(), ['127.0.0.1:1'], true)));
    const listener = createJavaListener(rt);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const idler = await idleClient({
        port,
        serverHost: 'play.example.com',
        username: 'IdleBot',
        localAddress: '127.0.60.1',
        version: '1.21.4',
        idleMs: 10_000,
      });
      // Not the rate limit's "Slow down": the check failed.
      expect(idler.kicks).toEqual([unverifiedMessage]);
      expect(rt.jail.check('127.0.60.1')).toMatchObject({ reason: 'verification' });

      // The player tries again at once: its client shows the reason, not a reset.
      expect(await join(port, 'play.example.com', 'IdleBot', null, '127.0.60.1')).toEqual({
        joined: false,
        reason: unverifiedMessage,
      });
      for (let i = 1; i < toldPerSentence; i += 1)
        expect(kickText(await rawAttempt(port, '127.0.60.1'))).toBe(unverifiedMessage);
      // A bot that keeps coming is reset at accept: nothing read, nothing sent.
      expect(await rawAttempt(port, '127.0.60.1')).toHaveLength(0);
    } finally {
      listener.close();
    }
  });
});
