import type { bedrockRoutes } from '@palisade/contract';
import type { Handlers } from '../../plugins/handlers';
import { findLocation, listLocations, toLocation } from '../../shared/locations';
import {
  bedrockStats,
  createBedrock,
  deleteBedrock,
  findBedrock,
  listBedrock,
  updateBedrock,
} from './queries';
import { changedBedrock, toBedrock } from './replies';

export const bedrockHandlers: Handlers<typeof bedrockRoutes> = {
  async listBedrockLocations({ deps }) {
    return (await listLocations(deps.db)).map(toLocation);
  },

  async listBedrockTunnels({ network, deps }) {
    const locations = new Map((await listLocations(deps.db)).map((l) => [l.id, l]));
    const rows = await listBedrock(deps.db, network.row.id);
    const stats = await bedrockStats(deps.db, network.row.id);
    return rows.map((r) =>
      toBedrock(r, locations.get(r.locationId), deps.config.edgeDomain, stats.get(r.id)),
    );
  },

  async getBedrockTunnel({ network, params, deps }) {
    const row = await findBedrock(deps.db, network.row.id, params.tunnelId);
    return toBedrock(row, await findLocation(deps.db, row.locationId), deps.config.edgeDomain);
  },

  async createBedrockTunnel({ network, body, deps }) {
    const location = await findLocation(deps.db, body.location);
    const row = await createBedrock(deps.db, network.row, location, {
      name: body.name,
      backendSetId: body.backend_set_id,
    });
    return changedBedrock(row, location, deps.config.edgeDomain, body.proxy_protocol);
  },

  async updateBedrockTunnel({ network, params, body, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    const location = await findLocation(deps.db, body.location ?? current.locationId);
    const row = await updateBedrock(deps.db, current, location, {
      name: body.name,
      backendSetId: body.backend_set_id,
    });
    return changedBedrock(row, location, deps.config.edgeDomain, body.proxy_protocol);
  },

  async deleteBedrockTunnel({ network, params, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    await deleteBedrock(deps.db, current);
    return { id: current.id };
  },
};
