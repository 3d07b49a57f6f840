import { once } from 'node:events';
import { connect, createServer, type Server } from 'node:net';
import { readProxyV2 } from '@palisade/mcproto';
import { spawnPlayer } from '@palisade/peers';
import mc from 'minecraft-protocol';

/** The demo server, reached at `port` through a front that takes PROXY v2 connections only. */
export type DemoBackend = { port: number; close(): void };

/**
 * Takes only connections that start with a PROXY v2 header (the edge's, with the player's
 * address, or a health check's LOCAL one) and relays the rest to the server at `port`; any
 * other connection is closed unanswered. So, like a backend set up as docs/exposure.md says,
 * the demo cannot be joined without Palisade, and its overview shows it protected.
 */
async function proxyOnly(port: number): Promise<Server> {
  const front = createServer((socket) => {
    let received = Buffer.alloc(0);
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const header = readProxyV2(received);
      if (header.kind === 'incomplete') return;
      socket.off('data', onData);
      if (header.kind === 'malformed') return void socket.destroy();
      socket.pause();
      socket.setTimeout(0);
      const server = connect({ host: '127.0.0.1', port }, () => {
        server.write(received.subarray(header.size));
        socket.pipe(server).pipe(socket);
        socket.resume();
      });
      server.on('error', () => socket.destroy());
      server.on('close', () => socket.destroy());
      socket.on('close', () => server.destroy());
    };
    socket.on('data', onData);
  });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  return front;
}

/**
 * The demo's Minecraft server: real `minecraft-protocol`, offline mode, on a free loopback
 * port behind a front that takes PROXY v2 connections only (the demo's backend set sends it).
 * `version: false` speaks each client's own release, so players of every version join; each is
 * spawned in its release, so real clients play (see the simulator).
 */
export async function startDemoBackend(): Promise<DemoBackend> {
  const server = mc.createServer({
    'online-mode': false,
    host: '127.0.0.1',
    port: 0,
    version: false,
    motd: '§bPalisade demo server§r\n§7Every player here is simulated',
    maxPlayers: 100,
    hideErrors: true,
    // Checking the plugin channels' protocol costs about as much as the rest of a login.
    validateChannelProtocol: false,
  } as mc.ServerOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = (server as unknown as { socketServer: Server }).socketServer.address();
  server.on('playerJoin', spawnPlayer);
  const front = await proxyOnly(typeof address === 'object' && address ? address.port : 0);
  const frontAddress = front.address();
  return {
    port: typeof frontAddress === 'object' && frontAddress ? frontAddress.port : 0,
    close() {
      front.close();
      server.close();
    },
  };
}
