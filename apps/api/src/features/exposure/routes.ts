import type { ExposureReport, exposureRoutes } from '@palisade/contract';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { checkNetwork } from './check';
import { edgeSources } from './edge-sources';
import { claimRequestedCheck, listExposure, secondsUntilNextRequest } from './queries';

/** A network's backends are checked on request at most this often. */
const requestEverySeconds = 60;

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
    await checkNetwork(deps.db, id, deps.config.edge.location);
    return report(deps.db, id);
  },
};
