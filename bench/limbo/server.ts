/**
 * The limbo alone in its own process, so that its CPU time is not the clients': a TCP server
 * that reads the handshake and Login Start and verifies every client, one line of JSON on stdout
 * per verification (verdict, milliseconds the event loop worked while it ran, bytes each way).
 * The first line is `{port, importMs, idleMsPerS}`: how long loading the limbo's entry point
 * took, and how many milliseconds per second the event loop works when no client is there.
 */
import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { readFrame, readHandshake, readLoginStart } from '@palisade/mcproto';

const importStarted = performance.now();
const { verifyInLimbo } = await import('../../apps/edge/src/limbo/index');
const importMs = performance.now() - importStarted;

/**
 * Work is measured as the event loop's active time (`eventLoopUtilization`): the time the
 * limbo's code and its socket callbacks ran, without what the runtime does on other threads
 * (GC helpers, the compiler), which `process.cpuUsage` counts in whole. This is its idle rate.
 */
const idleLoop = performance.eventLoopUtilization();
await new Promise((resolve) => setTimeout(resolve, 3000));
const idleMsPerS = performance.eventLoopUtilization(idleLoop).active / 3;

function onConnection(socket: Socket) {
  let received = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const first = readFrame(received);
    const second = first.kind === 'ok' ? readFrame(received.subarray(first.size)) : first;
    if (first.kind === 'malformed' || second.kind === 'malformed') return socket.destroy();
    if (first.kind !== 'ok' || second.kind !== 'ok') return;
    socket.off('data', onData);
    socket.pause();
    const handshake = readHandshake(first.value.body);
    if (handshake.kind !== 'ok') return socket.destroy();
    const protocol = handshake.value.protocolVersion;
    const login = readLoginStart(second.value.body, protocol);
    if (login.kind !== 'ok') return socket.destroy();
    const loop = performance.eventLoopUtilization();
    const rss = process.memoryUsage().rss;
    void verifyInLimbo({
      socket,
      received,
      protocol,
      username: login.value.username,
      transfer: { host: '127.0.0.1', port: 25565 },
      rejoinMessage: 'Verified: join again',
      failMessage: 'Verification failed',
    }).then((verdict) => {
      const report = () => {
        const used = performance.eventLoopUtilization(loop);
        console.log(
          JSON.stringify({
            username: login.value.username,
            verdict,
            cpuMs: used.active,
            sent: socket.bytesWritten,
            received: socket.bytesRead,
            rssGrowthMb: (process.memoryUsage().rss - rss) / 2 ** 20,
          }),
        );
      };
      if (socket.destroyed) report();
      else socket.once('close', report);
    });
  };
  socket.on('data', onData);
  socket.on('error', () => {});
  socket.resume();
}

const server = createServer({ pauseOnConnect: true }, onConnection);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ port, importMs, idleMsPerS }));
});
