import type { EdgeNetwork } from '@palisade/contract';
import { type Checks, refuse, type Stage } from '../connection';

/**
 * What a client that failed the network's checks reads when it has no verification server to
 * say otherwise. The mitigation message is for refusals by rate: this one is not about too many
 * connections, and the address is refused for the minute the failure holds it.
 */
export const unverifiedMessage = 'Could not verify your client. Try again in a minute.';

/**
 * The checks a network's logins face: its verification server's settings, or, without one,
 * the in-world verification alone, with the network's allow time and `unverifiedMessage`.
 */
export function checksOf(net: EdgeNetwork): Checks {
  return (
    net.verification ?? {
      mode: 'under_attack',
      ping_check: false,
      reconnect_check: false,
      world_check: true,
      whitelist_seconds: net.client_allow_seconds,
      kick_message: unverifiedMessage,
    }
  );
}

/**
 * Whether this login must pass the network's checks, and the ping and reconnect checks. Logins
 * are checked while the network is under attack, always on `bac` domains, and always when the
 * verification server's mode is `always`; never for the allow lists. The in-world verification
 * follows as a stage of its own.
 */
export const checks: Stage = (rt, c) => {
  if (!c.login || c.firewallAllowed || c.allowed) return null;
  const net = c.network.settings;
  const settings = checksOf(net);
  if (!c.route.bac && settings.mode !== 'always' && !rt.rate.underAttack(net.id)) return null;
  c.checks = settings;
  const address = c.client.address;
  if (settings.ping_check && !rt.checks.pingedRecently(net.id, address))
    return refuse(rt, c, 'ping_check', settings.kick_message);
  if (settings.reconnect_check && !rt.checks.reconnected(net.id, address))
    return refuse(rt, c, 'reconnect_check', settings.kick_message);
  return null;
};
