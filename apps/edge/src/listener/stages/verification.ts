import type { Stage } from '../connection';

/**
 * The last of a login's checks: once it passed those its network asks for, the address joins
 * the allow list for the checks' `whitelist_seconds`.
 */
export const verification: Stage = (rt, c) => {
  const settings = c.checks;
  if (!settings) return null;
  rt.allow.allow(c.network.settings.id, c.client.address, settings.whitelist_seconds);
  return null;
};
