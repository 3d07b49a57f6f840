/**
 * The baseline beside the edge: a plain UDP relay in a few lines of Node (HAProxy has no UDP),
 * one socket towards the backend per client address, datagrams passed both ways untouched.
 */
import { createSocket, type Socket } from 'node:dgram';

const [backendPort = '0'] = process.argv.slice(2);
const listener = createSocket('udp4');
const sessions = new Map<string, Socket>();
listener.on('message', (bytes, from) => {
  const key = `${from.address}|${from.port}`;
  let upstream = sessions.get(key);
  if (!upstream) {
    upstream = createSocket('udp4');
    upstream.on('message', (reply) => listener.send(reply, from.port, from.address));
    sessions.set(key, upstream);
  }
  upstream.send(bytes, Number(backendPort), '127.0.0.1');
});
listener.bind(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: listener.address().port })}\n`);
});
