import { createServer, type Socket } from 'node:net';
import type { Outcome } from '../metrics/metrics';
import type { Stage } from './connection';
import type { JavaRuntime } from './runtime';
import { checks } from './stages/checks';
import { firewall } from './stages/firewall';
import { greet } from './stages/greet';
import { loginStart } from './stages/login-start';
import { proxy } from './stages/proxy';
import { rate } from './stages/rate';
import { route } from './stages/route';
import { status } from './stages/status';

/**
 * The connection path after the handshake was routed, in order. Each stage lets the connection
 * go on or ends it; the last one always ends it. Adding a check is adding a stage here.
 */
export const stages: readonly Stage[] = [firewall, rate, status, loginStart, checks, proxy];

const clientOf = (socket: Socket) => ({
  address: (socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
  port: socket.remotePort ?? 0,
});

async function handle(rt: JavaRuntime, socket: Socket): Promise<Outcome> {
  socket.on('error', () => socket.destroy());
  const client = clientOf(socket);
  const greeting = await greet(rt, socket, client.address);
  if (typeof greeting === 'string') return greeting;
  // Half-open only while greeting: a legacy ping's sender may close its side and still read the
  // answer. From here on a client's end ends the connection, as Node does by default.
  socket.allowHalfOpen = false;
  const connection = route(rt, socket, client, greeting);
  if (typeof connection === 'string') return connection;
  for (const stage of stages) {
    const outcome = await stage(rt, connection);
    if (outcome) return outcome;
  }
  throw new Error('the connection path ended without an outcome');
}

/** The Minecraft Java listener: one bad connection never disturbs another. */
export function createJavaListener(rt: JavaRuntime) {
  return createServer({ pauseOnConnect: true, noDelay: true, allowHalfOpen: true }, (socket) => {
    if (rt.strikes.jailed(clientOf(socket).address)) {
      rt.metrics.connections.inc({ outcome: 'invalid' });
      socket.destroy();
      return;
    }
    handle(rt, socket).then(
      (outcome) => rt.metrics.connections.inc({ outcome }),
      (error: Error) => {
        rt.log.debug(`connection failed: ${error.message}`);
        rt.metrics.connections.inc({ outcome: 'invalid' });
        socket.destroy();
      },
    );
  });
}
