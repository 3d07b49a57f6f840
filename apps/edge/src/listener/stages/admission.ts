import { admit, refusalMessage } from '../../admission/policy';
import { refuse, type Stage } from '../connection';

/**
 * The network's admission policy (`admission/policy.ts`): its firewall, its VPN block, then its
 * connection-rate defence (`filters/rate.ts`). Its bans are the network's own: an address one
 * network banned may still reach the others behind the same edge, so it is refused after its
 * handshake named the network, not at accept: the earliest a shared port can, and before the
 * login is read. Only an address's first refusal under a ban is told why; its next ones in the
 * ban are closed without a word, counted the same, and one that keeps coming is jailed for the
 * rest of the ban, refused at accept and by the kernel. An address the firewall allows is marked so no
 * limit or check applies to it, and still counts towards the network's attack state.
 */
export const admission: Stage = (rt, c) => {
  const net = c.network.settings;
  const address = c.client.address;
  const settings = {
    threshold: net.connections_per_second_threshold,
    banSeconds: net.client_ban_seconds,
  };
  const verdict = admit(c.network, address, c.geo, {
    note: () => rt.rate.note(net.id, settings.threshold),
    admit: () => rt.rate.admit(net.id, address, settings, c.allowed, undefined, c.login),
  });
  if (verdict === 'allowed') c.firewallAllowed = true;
  if (typeof verdict === 'string') return null;
  if (verdict.jailUntil !== undefined)
    rt.jail.lock(address, verdict.jailUntil, {
      networkId: net.id,
      reason: verdict.reason,
      quiet: true,
    });
  const message = verdict.quiet ? null : refusalMessage(verdict, net);
  return refuse(rt, c, verdict.reason, message, verdict.outcome);
};
