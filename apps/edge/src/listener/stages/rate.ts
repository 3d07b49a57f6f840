import { refuse, type Stage } from '../connection';

/**
 * The network's connection-rate defence (`filters/rate.ts`). Its bans are the network's own: an
 * address one network banned may still reach the others behind the same edge, so it is refused
 * after its handshake named the network, not at accept.
 */
export const rate: Stage = (rt, c) => {
  const net = c.network.settings;
  const address = c.client.address;
  const settings = {
    threshold: net.connections_per_second_threshold,
    banSeconds: net.client_ban_seconds,
  };
  if (c.firewallAllowed) {
    rt.rate.note(net.id, settings.threshold);
    return null;
  }
  const verdict = rt.rate.admit(net.id, address, () => c.geo.asn(), settings, c.allowed);
  return verdict === 'pass' ? null : refuse(rt, c, verdict, net.mitigation_message);
};
