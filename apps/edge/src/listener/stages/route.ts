import type { Socket } from 'node:net';
import { routingHost } from '@palisade/mcproto';
import { lazyGeo } from '../../geo/lazy';
import type { Outcome } from '../../metrics/metrics';
import { disconnect } from '../../transport/frames';
import type { Connection } from '../connection';
import type { JavaRuntime } from '../runtime';
import { offlineStatus, serveStatus } from '../status';
import type { Greeting } from './greet';

export const unknownHostMessage = 'This address is not served here. Check the server address.';

/**
 * Finds the network and backend set the handshake's host belongs to. A host nobody serves is
 * told so; a served one is counted as the network's connection from here on.
 */
export function route(
  rt: JavaRuntime,
  socket: Socket,
  client: Connection['client'],
  { handshake, frame, rest }: Greeting,
): Connection | Outcome {
  const state = rt.state();
  const found = state?.route(routingHost(handshake.serverAddress));
  const network = found ? state?.network(found.network_id) : undefined;
  const set = found ? state?.backendSet(found.backend_set_id) : undefined;
  const login = handshake.nextState !== 1;
  if (!found || !network || !set) {
    if (login) disconnect(socket, unknownHostMessage);
    else
      serveStatus(socket, rest, offlineStatus(handshake.protocolVersion, unknownHostMessage, ''));
    return 'unknown_host';
  }
  const geo = lazyGeo(rt, client.address);
  rt.recorder.connection(network.settings.id, {
    address: client.address,
    domain: found.host,
    geo,
    bytes: frame.length + rest.length,
  });
  return {
    socket,
    client,
    handshake,
    handshakeFrame: frame,
    pending: rest,
    login,
    route: found,
    network,
    set,
    geo,
    firewallAllowed: false,
    allowed: rt.allow.has(network.settings.id, client.address),
    checks: null,
    username: null,
  };
}
