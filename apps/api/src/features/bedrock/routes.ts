import type { bedrockRoutes } from '@palisade/contract';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { findLocation } from '../../shared/locations';
import { type LocationRow, listLocations } from '../admin/queries';
import { noSuchSet } from '../backend-sets/replies';
import {
  type BedrockRefusal,
  type BedrockRow,
  bedrockStats,
  createBedrock,
  deleteBedrock,
  findBedrock,
  listBedrock,
  updateBedrock,
} from './queries';
import { changedBedrock, toBedrock } from './replies';

const tunnelNotFound = () => notFound('Bedrock tunnel not found.');

/** The network's Bedrock tunnel the path names, or a 404. */
async function tunnelOf(deps: Deps, networkId: number, tunnelId: number) {
  const row = await findBedrock(deps.db, networkId, tunnelId);
  if (!row) throw tunnelNotFound();
  return row;
}

/** A written tunnel, or the 404 or 409 that says why it was not. */
function written(row: BedrockRow | BedrockRefusal | undefined, location: LocationRow): BedrockRow {
  if (row === undefined) throw tunnelNotFound();
  if (row === 'no_set') throw noSuchSet();
  if (row === 'full')
    throw conflict('NO_PORT_AVAILABLE', `Every Bedrock port at ${location.name} is taken.`);
  if (row === 'busy') throw conflict('NO_PORT_AVAILABLE', 'Could not reserve a port; try again.');
  return row;
}

export const bedrockHandlers: Handlers<typeof bedrockRoutes> = {
  async listBedrockLocations({ deps }) {
    return (await listLocations(deps.db)).map((l) => l.id);
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
    const row = await tunnelOf(deps, network.row.id, params.tunnelId);
    return toBedrock(row, await findLocation(deps.db, row.locationId), deps.config.edgeDomain);
  },

  async createBedrockTunnel({ network, body, deps }) {
    const location = await findLocation(deps.db, body.location);
    const row = await createBedrock(deps.db, network.row, location, {
      name: body.name,
      backendSetId: body.backend_set_id,
    });
    return changedBedrock(
      written(row, location),
      location,
      deps.config.edgeDomain,
      body.proxy_protocol,
    );
  },

  async updateBedrockTunnel({ network, params, body, deps }) {
    const current = await tunnelOf(deps, network.row.id, params.tunnelId);
    const location = await findLocation(deps.db, body.location ?? current.locationId);
    const row = await updateBedrock(deps.db, current, location, {
      name: body.name,
      backendSetId: body.backend_set_id,
    });
    return changedBedrock(
      written(row, location),
      location,
      deps.config.edgeDomain,
      body.proxy_protocol,
    );
  },

  async deleteBedrockTunnel({ network, params, deps }) {
    const current = await tunnelOf(deps, network.row.id, params.tunnelId);
    await deleteBedrock(deps.db, current);
    return { id: current.id };
  },
};
