import type { ExposureReport, exposureRoutes } from '@palisade/contract';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { type Limit, spendLimits } from '../account/throttle';
import { checkNetwork } from './check';
import { edgeSources } from './edge-sources';
import { claimRequestedCheck, listExposure, secondsUntilNextRequest } from './queries';

/** A network's backends are checked on request at most this often. */
const requestEverySeconds = 60;

/**
 * Checks asked for per account, across all its networks (docs/exposure.md): once a minute per
 * network alone would let many networks probe many addresses a minute.
 */
const accountLimit = (ownerId: number): Limit => ({
  key: `exposure:account:${ownerId}`,
  max: 10,
  windowSeconds: 3600,
});

async function report(db: Db, networkId: number): Promise<ExposureReport> {
  const [backends, edges] = await Promise.all([listExposure(db, networkId), edgeSources(db)]);
  return { backends, edge_addresses: edges };
}

export const exposureHandlers: Handlers<typeof exposureRoutes> = {
  async getExposure({ network, deps }) {
    return report(deps.db, network.row.id);
  },

  async checkExposure({ network, deps }) {
    const id = network.row.id;
    if (!(await claimRequestedCheck(deps.db, id, requestEverySeconds))) {
      throw tooManyRequests(await secondsUntilNextRequest(deps.db, id, requestEverySeconds));
    }
    await spendLimits(deps.db, [accountLimit(network.row.ownerId)]);
    await checkNetwork(deps.db, id, deps.config.edge.location);
    return report(deps.db, id);
  },
};
