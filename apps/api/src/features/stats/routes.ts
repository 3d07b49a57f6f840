import type { statsRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { overview, playersSeries } from './queries';
import { fill, grid } from './series';

export const statsHandlers: Handlers<typeof statsRoutes> = {
  async statsOverview({ network, deps }) {
    return overview(deps.db, network.row.id);
  },
  async statsPlayers({ network, query, deps }) {
    const g = grid(query.period, query.points);
    return fill(g, await playersSeries(deps.db, network.row.id, g));
  },
};
