import { once } from 'node:events';
import type { Server as NetServer } from 'node:net';
import minecraftData from 'minecraft-data';
import mc from 'minecraft-protocol';

/**
 * Spawns a player who joined a minecraft-protocol server: join game, a position at (0, 64, 0)
 * and full health, in the player's own release, so that a mineflayer player gets as far as
 * `spawn` (and then simulates its physics and plays as a client does).
 */
export function spawnPlayer(client: mc.ServerClient) {
  const data = minecraftData(client.version);
  client.write('login', {
    // Releases before 1.16 have no login data in minecraft-data; their join packet is this.
    gameMode: 0,
    dimension: 0,
    difficulty: 0,
    levelType: 'default',
    hashedSeed: 0n,
    enableRespawnScreen: true,
    ...(data.loginPacket as unknown as Record<string, unknown> | undefined),
    entityId: 1,
    maxPlayers: 20,
    viewDistance: 2,
    reducedDebugInfo: false,
  });
  client.write('position', {
    x: 0,
    y: 64,
    z: 0,
    yaw: 0,
    pitch: 0,
    dx: 0,
    dy: 0,
    dz: 0,
    flags: (data.version.version ?? 0) >= 766 ? {} : 0,
    teleportId: 1,
    dismountVehicle: false,
  });
  // mineflayer counts a player as spawned at the first health update.
  client.write('update_health', { health: 20, food: 20, foodSaturation: 5 });
}

/**
 * A real Minecraft server (minecraft-protocol, offline mode) of one release that spawns whoever
 * joins. Tests and benchmarks put it behind an edge as the "real backend".
 */
export type SpawnServer = mc.Server & {
  port: number;
  /** Names of the players that joined, in order. */
  joined: string[];
  /** Names of every client that got as far as logging in (joined or not), in order. */
  loggedIn: string[];
  socketServer: NetServer;
};

/** Listens on loopback unless `host` says otherwise (a test's network namespace). */
export async function startSpawnServer(release: string, host = '127.0.0.1'): Promise<SpawnServer> {
  const server = mc.createServer({
    'online-mode': false,
    host,
    port: 0,
    version: release,
    hideErrors: true,
    // Checking the plugin channels' protocol costs about as much as the rest of a login.
    validateChannelProtocol: false,
  }) as SpawnServer;
  server.joined = [];
  server.loggedIn = [];
  server.on('login' as 'playerJoin', (client) => server.loggedIn.push(client.username));
  server.on('playerJoin', (client) => {
    server.joined.push(client.username);
    spawnPlayer(client);
  });
  await once(server, 'listening');
  const address = server.socketServer.address();
  server.port = typeof address === 'object' && address ? address.port : 0;
  return server;
}
