/**
 * The floor beside the edge for a flood's first contacts (run.ts, `newcomersStep`): the plainest
 * server Node makes that does with a raw login's socket what the edge's does, and none of the
 * edge's own work. It reads the client's first bytes, writes as many bytes as the limbo's Set
 * Compression and Login Success, holds the connection for the limbo's first deadline (2.5 s,
 * `replyMs` in apps/edge/src/limbo/session.ts) and closes it; no parsing, no checks, no
 * bookkeeping, no jail (a bot's reconnect reaches it too). What the edge spends per new address
 * above this per connection is its own work; what this spends is Node's sockets and timers.
 */
import { createServer } from 'node:net';

const [host = '127.0.0.1'] = process.argv.slice(2);
const loginSuccess = Buffer.alloc(31);
const holdMs = 2500;

const server = createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
  socket.on('error', () => socket.destroy());
  socket.once('data', () => {
    socket.write(loginSuccess);
    setTimeout(() => socket.destroy(), holdMs);
  });
  socket.resume();
});
server.listen(0, host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
