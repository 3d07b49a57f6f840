import type { Socket } from 'node:net';
import { maxKickReason } from '@palisade/contract';
import { LoginAnswerReader } from '@palisade/mcproto';
import { playedBytes } from '../../ports';
import { orderBackends } from '../../routing/balancer';
import { splitAddress } from '../../routing/health';
import { disconnect } from '../../transport/frames';
import { destroySocket, Relay } from '../../transport/relay';
import type { Connection, Stage } from '../connection';
import type { JavaRuntime } from '../runtime';
import { offlineStatus, serveStatus, startingStatus } from '../status';
import { opening } from './preamble';

/**
 * Dials one backend: the socket once connected, null when it fails or does not answer within
 * 3 s. Its listeners while connecting are removed once it is decided: a closed socket is kept
 * until V8's next full collection with all its listeners reach (`letGo` in
 * `transport/relay.ts`), and these reach the relay's reads through `onread`.
 */
function connectTo(rt: JavaRuntime, address: string, onread: Relay['onread']) {
  const { host, port } = splitAddress(address);
  return new Promise<Socket | null>((resolve) => {
    const socket = rt.health.guard.connect({ host, port, timeout: 3000, noDelay: true, onread });
    socket.on('error', destroySocket);
    socket.on('timeout', destroySocket);
    const connected = () => {
      socket.off('connect', connected);
      socket.off('close', failed);
      socket.off('timeout', destroySocket);
      socket.setTimeout(0);
      resolve(socket);
    };
    const failed = () => {
      socket.off('connect', connected);
      resolve(null);
    };
    socket.on('connect', connected);
    socket.on('close', failed);
  });
}

/** Dials the set's backends in balancer order; the first that answers within 3 s wins. */
async function dial(
  rt: JavaRuntime,
  c: Connection,
  onread: Relay['onread'],
): Promise<{ socket: Socket; address: string } | null> {
  const states = c.set.backends.map((b) => rt.health.state(b));
  for (const backend of orderBackends(
    c.set.id,
    c.set.load_balancing_mode,
    states,
    c.client.address,
  )) {
    const socket = await connectTo(rt, backend.address, onread);
    if (socket) return { socket, address: backend.address };
    rt.health.markDown(backend.address);
  }
  return null;
}

/**
 * The last stage: a backend of the set is dialed, reads the opening and what the client sent,
 * and the two are relayed until either side goes. A login becomes a play session.
 */
export const proxy: Stage = async (rt, c) => {
  const net = c.network.settings;
  let session: string | null = null;
  /** Bytes the client sent since its last judgement (below). */
  let played = 0;
  const relay = new Relay(c.socket, {
    in(bytes) {
      played += bytes;
      rt.recorder.bytes(net.id, session, bytes, 0);
      rt.metrics.bytesIn.inc(bytes);
    },
    out(bytes) {
      rt.recorder.bytes(net.id, session, 0, bytes);
      rt.metrics.bytesOut.inc(bytes);
    },
  });
  const upstream = await dial(rt, c, relay.onread);
  if (!upstream) {
    const wake = c.set.wake;
    if (wake && c.login) {
      rt.wake.want(c.set.id);
      disconnect(c.socket, wake.kick_message);
    } else if (wake)
      serveStatus(c.socket, c.pending, startingStatus(c.handshake.protocolVersion, wake.motd));
    else if (c.login) disconnect(c.socket, net.offline_kick_message);
    else
      serveStatus(
        c.socket,
        c.pending,
        offlineStatus(c.handshake.protocolVersion, net.offline_motd, net.offline_favicon),
      );
    return 'no_backend';
  }
  const backend = upstream.socket;
  const backendState = rt.health.state(upstream.address);
  backendState.active += 1;
  if (c.username)
    session = rt.recorder.login(net.id, {
      username: c.username,
      address: c.client.address,
      protocol: c.handshake.protocolVersion,
      domain: c.route.host,
      country: c.geo.country(),
      asn: c.geo.asn(),
    });
  // Until the backend has answered the login (it encrypts from an encryption request on, and
  // plays from login success), its bytes are read for a Disconnect: a refused login's reason.
  let kick: string | null = null;
  if (session) {
    const answer = new LoginAnswerReader(maxKickReason);
    relay.watch((chunk) => {
      const read = answer.push(chunk);
      if (read?.kind === 'kicked') kick = read.reason;
      return read === undefined;
    });
  }
  // One write: one segment for the backend to read.
  backend.write(opening(c, c.pending));
  // A client that plays (a game client in the world sends its moves every second, at least) is a
  // player: allowed from then on, renewed each time, and counted as one. It is judged every
  // `playedMs` on what it sent in that time, so a client that loads for long is judged once it
  // plays, and its provider has players (`Jail.played`). A bot that logs in and sits there
  // sends next to nothing: it stays a login. A client that played and left before its first
  // judgement counts as a player too, but is not allowed: the allow list wants `playedMs` in play.
  let counted = false;
  const judge = session
    ? setInterval(() => {
        const enough = played >= playedBytes;
        played = 0;
        if (!enough || !session) return;
        clearInterval(judge);
        counted = true;
        rt.allow.allow(net.id, c.client.address, net.client_allow_seconds);
        rt.jail.played(c.client.address);
        rt.recorder.played(session);
      }, rt.playedMs)
    : undefined;
  judge?.unref();

  rt.metrics.open.inc();
  relay.attach(backend, (first) => {
    clearInterval(judge);
    backendState.active -= 1;
    rt.metrics.open.dec();
    if (!session) return;
    if (!counted && played >= playedBytes) rt.recorder.played(session);
    rt.recorder.logout(session, {
      closed_by: kick === null ? first : 'backend',
      kick_reason: kick,
    });
  });
  return 'proxied';
};
