/**
 * The backends both proxies forward to, in a process of its own (pinned to the load generator's
 * core by run.ts). `stream`: after the first bytes, sends as fast as the connection takes until
 * the client goes. `hello`: after the first bytes, answers one byte and keeps the connection
 * open. `tick`: after the first bytes, sends what a game server sends a player each tick, 1 KiB
 * 20 times a second, until the client goes. `sink`: takes what the client uploads and sends
 * nothing back but one byte after the first bytes. All ignore what they receive (the PROXY v2
 * header, the Minecraft handshake, a player's moves, an upload).
 */
import { createServer, type Server, type Socket } from 'node:net';

const chunk = Buffer.alloc(64 * 1024, 0x61);

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', 4096, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );

const stream = createServer((socket) => {
  socket.on('error', () => socket.destroy());
  socket.once('data', () => {
    const pump = () => {
      while (!socket.destroyed && socket.write(chunk));
    };
    socket.on('drain', pump);
    pump();
  });
  socket.on('data', () => undefined);
});

const hello = createServer((socket) => {
  socket.on('error', () => socket.destroy());
  socket.once('data', () => socket.write('!'));
  socket.on('data', () => undefined);
});

const sink = createServer((socket) => {
  socket.on('error', () => socket.destroy());
  socket.once('data', () => socket.write('!'));
  socket.on('data', () => undefined);
});

const tickBytes = Buffer.alloc(1024, 0x62);
const ticking = new Set<Socket>();
const tick = createServer((socket) => {
  socket.on('error', () => socket.destroy());
  socket.once('data', () => {
    ticking.add(socket);
    socket.once('close', () => ticking.delete(socket));
  });
  socket.on('data', () => undefined);
});
setInterval(() => {
  for (const socket of ticking) socket.write(tickBytes);
}, 50);

const ports = {
  stream: await listen(stream),
  hello: await listen(hello),
  tick: await listen(tick),
  sink: await listen(sink),
};
process.stdout.write(`${JSON.stringify(ports)}\n`);
