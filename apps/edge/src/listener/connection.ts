import type { Socket } from 'node:net';
import type { DropReason, EdgeNetwork } from '@palisade/contract';
import type { Handshake } from '@palisade/mcproto';
import type { GeoOf } from '../filters/firewall';
import type { Outcome } from '../metrics/metrics';
import type { Route } from '../routing/table';
import type { BackendSet, CompiledNetwork } from '../state';
import { disconnect } from '../transport/frames';
import type { JavaRuntime } from './runtime';

/** A client connection whose handshake named a host this edge serves: what every stage reads. */
export interface Connection {
  readonly socket: Socket;
  readonly client: { address: string; port: number };
  handshake: Handshake;
  /** The handshake frame as the client sent it (Forge markers and all). */
  handshakeFrame: Buffer;
  /** What the client sent after the handshake that no backend has seen yet. */
  pending: Buffer;
  /** Login (or transfer) rather than a status request. */
  readonly login: boolean;
  readonly route: Route;
  readonly network: CompiledNetwork;
  readonly set: BackendSet;
  /** Where the client is, looked up once and only if a stage asks. */
  readonly geo: GeoOf;
  /** On the network's firewall allow list: no rate limit or check applies. */
  firewallAllowed: boolean;
  /** On the network's allow list of players who passed its checks or played lately. */
  readonly allowed: boolean;
  /** The checks this login must pass, once the checks stage decided it must. */
  checks: Checks | null;
  /** The name from Login Start, once read. */
  username: string | null;
}

/** A network's anti-bot checks: its verification server's settings, or the defaults. */
export type Checks = NonNullable<EdgeNetwork['verification']>;

/**
 * One step of the connection path. It lets the connection go on (null) or ends it, having
 * answered or closed the socket, with the outcome the metrics count.
 */
export type Stage = (rt: JavaRuntime, c: Connection) => Outcome | null | Promise<Outcome | null>;

/** Who a refused connection was, for the player lookup: what the edge read of it so far. */
export const refusedClient = (c: Connection) => ({
  address: c.client.address,
  username: c.username,
  domain: c.route.host,
  protocol_version: c.handshake.protocolVersion,
  geo: c.geo,
});

/**
 * Refuses a connection: counted as dropped for its network, with its reason. A login is told
 * why when there is a message; anything else is closed.
 */
export function refuse(
  rt: JavaRuntime,
  c: Connection,
  reason: DropReason,
  message: string | null,
  outcome: Outcome = reason,
): Outcome {
  rt.recorder.dropped(c.network.settings.id, reason);
  rt.recorder.refused(c.network.settings.id, reason, refusedClient(c));
  if (message !== null && c.login) disconnect(c.socket, message);
  else c.socket.destroy();
  return outcome;
}
