/**
 * The backends both proxies forward to, in a process of its own (pinned to the load generator's
 * core by run.ts). `stream`: after the first bytes, sends as fast as the connection takes until
 * the client goes. `hello`: after the first bytes, answers one byte and keeps the connection
 * open. Both ignore what they receive (the PROXY v2 header and the Minecraft handshake).
 */
import { createServer, type Server } from 'node:net';

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

const ports = { stream: await listen(stream), hello: await listen(hello) };
process.stdout.write(`${JSON.stringify(ports)}\n`);
