import { hostingAsns } from '../../filters/hosting-asns';
import { refuse, type Stage } from '../connection';

export const firewallMessage = 'You are not allowed to join this server.';

/**
 * The network's IP, ASN and country rules, then its VPN block.
 */
export const firewall: Stage = (rt, c) => {
  const verdict = c.network.firewall.check(c.client.address, c.geo);
  if (verdict === 'block') return refuse(rt, c, 'firewall', firewallMessage);
  if (verdict === 'allow') {
    c.firewallAllowed = true;
    return null;
  }
  const net = c.network.settings;
  const asn = net.vpn_block ? c.geo.asn() : null;
  if (asn !== null && hostingAsns.has(asn))
    return refuse(rt, c, 'firewall', net.antivpn_kick_msg, 'vpn');
  return null;
};
