import { refuse, type Stage } from '../connection';

/** The verification server's ping and reconnect checks, on domains marked `bac`. */
export const checks: Stage = (rt, c) => {
  if (!c.login || !c.route.bac) return null;
  const kick = rt.verifier.check(c.network.settings, c.client.address);
  return kick ? refuse(rt, c, 'verification', kick) : null;
};
