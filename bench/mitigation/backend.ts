/**
 * The game servers behind the benchmark's edge: one real server (minecraft-protocol) per release
 * the players use. Prints the ports as one JSON line, then the name of every client that gets as
 * far as logging in at any of them, one per line (bots and players alike).
 */
import { startSpawnServer } from '@palisade/peers';

const releases = process.argv.slice(2);
const servers = await Promise.all(releases.map((release) => startSpawnServer(release)));
process.stdout.write(
  `${JSON.stringify(Object.fromEntries(releases.map((r, i) => [r, servers[i]?.port])))}\n`,
);
for (const server of servers)
  server.on('login' as 'playerJoin', (client) => process.stdout.write(`${client.username}\n`));
