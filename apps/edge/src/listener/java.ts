import { createServer, type Socket } from 'node:net';
import type { Sentence } from '../filters/jail';
import { lazyGeo } from '../geo/lazy';
import type { Outcome } from '../metrics/metrics';
import { readUntil } from '../transport/connection-reader';
import { disconnect } from '../transport/frames';
import { destroySocket } from '../transport/relay';
import type { Stage } from './connection';
import type { JavaRuntime } from './runtime';
import { admission } from './stages/admission';
import { checks, checksOf } from './stages/checks';
import { greet, parseFirst } from './stages/greet';
import { loginStart } from './stages/login-start';
import { newcomers } from './stages/newcomers';
import { proxy } from './stages/proxy';
import { route } from './stages/route';
import { status } from './stages/status';
import { transfer } from './stages/transfer';
import { verification } from './stages/verification';

/**
 * The connection path after the handshake was routed, in order. Each stage lets the connection
 * go on or ends it; the last one always ends it. Adding a check is adding a stage here.
 */
export const stages: readonly Stage[] = [
  admission,
  status,
  loginStart,
  newcomers,
  checks,
  verification,
  transfer,
  proxy,
];

const clientOf = (socket: Socket) => ({
  address: (socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
  port: socket.remotePort ?? 0,
});

async function handle(rt: JavaRuntime, socket: Socket): Promise<Outcome> {
  socket.on('error', destroySocket);
  const client = clientOf(socket);
  const greeting = await greet(rt, socket, client.address);
  if (typeof greeting === 'string') return greeting;
  // Half-open only while greeting: a legacy ping's sender may close its side and still read the
  // answer. From here on a client's end ends the connection, as Node does by default.
  socket.allowHalfOpen = false;
  const connection = route(rt, socket, client, greeting);
  if (typeof connection === 'string') return connection;
  for (const stage of stages) {
    const result = stage(rt, connection);
    // Most stages decide at once: only a promise is awaited, sparing the others a microtask each.
    const outcome = result instanceof Promise ? await result : result;
    if (outcome) return outcome;
  }
  throw new Error('the connection path ended without an outcome');
}

/**
 * Refuses a known-bad address at accept. A network's refusal that put it in jail counts its
 * connections as that network's, refused for the same reason, so the attack stays visible.
 */
function refuseAtAccept(rt: JavaRuntime, socket: Socket, address: string, sentence: Sentence) {
  const net = sentence.networkId === null ? null : rt.state()?.network(sentence.networkId);
  if (net && rt.jail.tell(address))
    void tellJailed(rt, socket, checksOf(net.settings).kick_message);
  else socket.destroy();
  rt.metrics.connections.inc({ outcome: sentence.reason });
  if (!net) return;
  rt.rate.note(net.settings.id, net.settings.connections_per_second_threshold);
  rt.recorder.connection(net.settings.id, {
    address,
    domain: null,
    geo: lazyGeo(rt, address),
    bytes: 0,
  });
  rt.recorder.dropped(net.settings.id, sentence.reason);
  rt.recorder.refused(net.settings.id, sentence.reason, {
    address,
    username: null,
    domain: null,
    protocol_version: null,
    geo: lazyGeo(rt, address),
  });
}

/**
 * A login from an address that failed the network's check a moment ago reads the same kick
 * again rather than a reset, which a Minecraft client shows as a puzzling error; anything else
 * is closed. Only a few per sentence are read (`Jail.tell`): a flood gets the reset at accept.
 */
async function tellJailed(rt: JavaRuntime, socket: Socket, message: string) {
  socket.on('error', destroySocket);
  const first = await readUntil(socket, parseFirst, {
    maxBytes: 4096,
    timeoutMs: rt.handshakeTimeoutMs,
  });
  if (first?.value.kind === 'handshake' && first.value.handshake.nextState !== 1)
    disconnect(socket, message);
  else socket.destroy();
}

/** The Minecraft Java listener: one bad connection never disturbs another. */
export function createJavaListener(rt: JavaRuntime) {
  return createServer({ pauseOnConnect: true, noDelay: true, allowHalfOpen: true }, (socket) => {
    const { address } = clientOf(socket);
    const sentence = rt.allow.anywhere(address) ? null : rt.jail.check(address);
    if (sentence) return refuseAtAccept(rt, socket, address, sentence);
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
