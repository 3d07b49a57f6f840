import type { Stage } from '../connection';
import { offlineStatus, serveStatus, startingStatus } from '../status';
import { opening } from './preamble';

/**
 * A status request is answered by the edge from the backend's cached status (or the set's
 * starting-up MOTD when it wakes on join, or the offline MOTD), unless the network forwards server-list pings to the backend itself.
 */
export const status: Stage = async (rt, c) => {
  if (c.login) return null;
  const net = c.network.settings;
  rt.recorder.statusPing(net.id);
  rt.checks.sawPing(net.id, c.client.address);
  if (net.forward_true_slp) return null;
  const healthy = c.set.backends.filter((b) => rt.health.state(b).healthy);
  const cached = await rt.statusCache.get(c.handshake, healthy, () => opening(c));
  if (cached) serveStatus(c.socket, c.pending, cached);
  else if (c.set.wake)
    serveStatus(c.socket, c.pending, startingStatus(c.handshake.protocolVersion, c.set.wake.motd));
  else if (net.offline_motd_enabled)
    serveStatus(
      c.socket,
      c.pending,
      offlineStatus(c.handshake.protocolVersion, net.offline_motd, net.offline_favicon),
    );
  else c.socket.destroy();
  return cached ? 'status_served' : 'no_backend';
};
