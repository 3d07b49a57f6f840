import { type Backend, join, startBackend } from '@palisade/peers/minecraft';
import type mc from 'minecraft-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileState, network, runtime, snapshot } from '../../test/stage-kit';
import { createJavaListener } from './java';

const whitelist = 'You are not white-listed on this server!';

/**
 * The Java listener in front of a real offline-mode server (minecraft-protocol's), as behind a
 * Velocity or BungeeCord proxy with forwarding: each test's server ends the session its way.
 */
async function edgeBefore(backend: Backend) {
  const rt = runtime(compileState(snapshot(network(), [`127.0.0.1:${backend.port}`])));
  const listener = createJavaListener(rt);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  closers.push(
    () => listener.close(),
    () => backend.close(),
  );
  /** The play session the edge reports, once it ended. */
  const ended = async () => {
    await vi.waitFor(() => expect(rt.recorder.open()).toEqual([]));
    const { sessions } = rt.recorder.drain(Date.now(), true);
    expect(sessions).toHaveLength(1);
    return sessions[0];
  };
  return { port, ended };
}

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

// A server's first start loads its release's protocol data: seconds on a busy machine.
describe('how a play session ended', { timeout: 30_000 }, () => {
  it('reports a login the server refused, with what it said', async () => {
    const backend = await startBackend('Whitelisted', undefined, {
      beforeLogin: (client) => client.end(whitelist),
    });
    const { port, ended } = await edgeBefore(backend);
    expect(await join(port, 'play.example.com', 'Steve', backend)).toEqual({
      joined: false,
      reason: whitelist,
    });
    expect(await ended()).toMatchObject({
      username: 'Steve',
      played: false,
      closed_by: 'backend',
      kick_reason: whitelist,
    });
  });

  it('reads the refusal after Set Compression too, its coloured text plain and cut short', async () => {
    // As a proxy does that compresses before it decides: every packet from here on compressed.
    const reason = `§cBanned: ${'griefing the spawn, '.repeat(30)}`;
    const backend = await startBackend('Banning', undefined, {
      beforeLogin: (client: mc.ServerClient) => {
        client.write('compress', { threshold: 16 });
        // minecraft-protocol's types declare the threshold a string; its server sets a number.
        Object.assign(client, { compressionThreshold: 16 });
        client.end(reason);
      },
    });
    const { port, ended } = await edgeBefore(backend);
    const result = await join(port, 'play.example.com', 'Alex', backend);
    expect(result).toMatchObject({ joined: false });
    const session = await ended();
    expect(session).toMatchObject({ closed_by: 'backend' });
    expect(session?.kick_reason).toBe(reason.slice(2, 258));
  });

  it('tells a server that closed the session in play from a player who left', async () => {
    // The server lets the player in, then closes on it: a restart, a crash, a kick in play
    // (encrypted, or past the login: not read, only who closed first).
    const backend = await startBackend('Closing');
    backend.on('playerJoin', (client: mc.ServerClient) => {
      setTimeout(() => client.end('Server closed'), 300);
    });
    const { port, ended } = await edgeBefore(backend);
    await join(port, 'play.example.com', 'Steve', backend, '127.0.0.1', undefined, 5000);
    expect(await ended()).toMatchObject({
      username: 'Steve',
      closed_by: 'backend',
      kick_reason: null,
    });

    const stays = await startBackend('Staying');
    const edge = await edgeBefore(stays);
    // The client leaves as soon as it is in.
    expect(await join(edge.port, 'play.example.com', 'Alex', stays)).toMatchObject({
      joined: true,
    });
    expect(await edge.ended()).toMatchObject({
      username: 'Alex',
      closed_by: 'player',
      kick_reason: null,
    });
  });
});
