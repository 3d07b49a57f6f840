import { refuse, type Stage } from '../connection';

/** The network's connection-rate defence (`filters/rate.ts`): over its share, refused. */
export const rate: Stage = (rt, c) => {
  if (c.firewallAllowed) return null;
  const net = c.network.settings;
  const address = c.client.address;
  const admitted = rt.rate.isBanned(net.id, address)
    ? 'ban'
    : rt.rate.admit(net.id, address, {
        threshold: net.connections_per_second_threshold,
        banSeconds: net.client_ban_seconds,
      });
  return admitted === 'pass' ? null : refuse(rt, c, 'rate_limit', net.mitigation_message);
};
