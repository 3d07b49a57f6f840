/**
 * `botFlood` in a process of its own (`botFloodApart`): the bots' sockets, thousands of them
 * waiting on a dropped SYN in the mitigation benchmark, count against this process's limit of
 * open files, and their pace against no one else's event loop. Takes the flood's options as
 * JSON; prints the report as one JSON line (`names` a list) when every bot is done.
 */
import { botFlood, type FloodOptions } from './flood';

const options = JSON.parse(process.argv[2] ?? '{}') as FloodOptions;
const report = await botFlood(options);
process.stdout.write(`${JSON.stringify({ ...report, names: [...report.names] })}\n`);
