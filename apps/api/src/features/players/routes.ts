import type { playerRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { lookUp } from './lookup';

export const playerHandlers: Handlers<typeof playerRoutes> = {
  async lookupPlayer({ network, query, deps }) {
    return lookUp(deps.db, network.row.id, query.q);
  },
};
