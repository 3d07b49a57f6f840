/**
 * The floor beside the edge for new connections: the plainest TCP proxy Node makes, in a few
 * lines. It reads the client's first bytes, dials the backend, writes the PROXY v2 header (as
 * HAProxy's `send-proxy-v2` and the edge do) with those bytes, and pipes both ways until either
 * side goes; no routing, no checks, no bookkeeping. What the edge spends per connection above
 * it is its own work; what this spends is Node's sockets.
 */
import { connect, createServer, type Socket } from 'node:net';
import { writeProxyV2 } from '@palisade/mcproto';

const [backendPort = '0'] = process.argv.slice(2);

const unmapped = (address: string | undefined) => (address ?? '0.0.0.0').replace(/^::ffff:/, '');

function header(client: Socket) {
  return writeProxyV2({
    transport: 'tcp',
    source: { address: unmapped(client.remoteAddress), port: client.remotePort ?? 0 },
    destination: { address: unmapped(client.localAddress), port: client.localPort ?? 0 },
  });
}

const server = createServer({ noDelay: true }, (client) => {
  client.on('error', () => client.destroy());
  client.once('data', (first: Buffer) => {
    client.pause();
    const backend = connect({ port: Number(backendPort), host: '127.0.0.1', noDelay: true });
    backend.on('error', () => backend.destroy());
    backend.on('close', () => client.destroy());
    client.on('close', () => backend.destroy());
    backend.write(Buffer.concat([header(client), first]));
    client.pipe(backend);
    backend.pipe(client);
  });
});
server.listen(0, '127.0.0.1', 4096, () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
