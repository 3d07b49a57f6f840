/**
 * The benchmark's bot flood in a process of its own (peers' `botFlood`), so that the bots'
 * sockets, thousands of them waiting on a dropped SYN, count against this process's limit of
 * open files and not the players'. Takes the flood's options as JSON, prints the bot
 * connections made as one JSON line when every bot is done.
 */
import { botFlood, type FloodOptions } from '@palisade/peers';

const options = JSON.parse(process.argv[2] ?? '{}') as FloodOptions;
const report = await botFlood(options);
process.stdout.write(`${JSON.stringify({ connections: report.connections })}\n`);
