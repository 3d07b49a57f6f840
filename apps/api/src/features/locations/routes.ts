import type { locationRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { listLocations } from '../admin/queries';

export const locationHandlers: Handlers<typeof locationRoutes> = {
  // Names and regions only: ports, keys and allowed backends are the operator's.
  async listLocations({ deps }) {
    return (await listLocations(deps.db)).map(({ id, name, region }) => ({ id, name, region }));
  },
};
