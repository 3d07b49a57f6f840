import { spawnPlayer } from '@palisade/peers';
import mc from 'minecraft-protocol';

export type DemoBackend = mc.Server & { port: number };

/**
 * The demo's Minecraft server: real `minecraft-protocol`, offline mode, on a free loopback
 * port. `version: false` speaks each client's own release, so players of every version join;
 * each is spawned in its release, so real clients play (see the simulator).
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
  } as mc.ServerOptions) as DemoBackend;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = (
    server as unknown as { socketServer: import('node:net').Server }
  ).socketServer.address();
  server.port = typeof address === 'object' && address ? address.port : 0;
  server.on('playerJoin', spawnPlayer);
  return server;
}
