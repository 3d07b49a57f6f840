import type { bedrockRoutes } from '@palisade/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, bedrockTunnels } from '../../db/schema';
import { notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { findLocation, type LocationRow, listLocations, toLocation } from '../../shared/locations';
import { assertWithinPlan } from '../../shared/plan-limits';
import {
  atFreeBedrockPort,
  type BedrockRow,
  bedrockStats,
  countBedrock,
  findBedrock,
  toBedrock,
} from './queries';

async function assertSet(db: Db, networkId: number, setId: number) {
  const [row] = await db
    .select({ id: backendSets.id })
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  if (!row) throw notFound('backend_set_id: no such backend set in this network.');
}

/**
 * The reply to a create or change. TCPShield's clients may ask for PROXY protocol v1, which has
 * no form for UDP: the tunnel sends v2 and the reply says so.
 */
function changed(
  row: BedrockRow,
  location: LocationRow,
  edgeDomain: string,
  asked: 1 | 2 | undefined,
) {
  return {
    ...toBedrock(row, location, edgeDomain),
    ...(asked === 1
      ? {
          message:
            'Bedrock tunnels send PROXY protocol v2 (proxy_protocol 2): version 1 is text for TCP and cannot describe a UDP player.',
        }
      : {}),
  };
}

export const bedrockHandlers: Handlers<typeof bedrockRoutes> = {
  async listBedrockLocations({ deps }) {
    return (await listLocations(deps.db)).map(toLocation);
  },

  async listBedrockTunnels({ network, deps }) {
    const locations = new Map((await listLocations(deps.db)).map((l) => [l.id, l]));
    const rows = await deps.db
      .select()
      .from(bedrockTunnels)
      .where(eq(bedrockTunnels.networkId, network.row.id))
      .orderBy(bedrockTunnels.id);
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
    await assertWithinPlan(
      deps.db,
      network.row.ownerId,
      'maxBedrockTunnelsPerNetwork',
      (await countBedrock(deps.db, network.row.id)) + 1,
    );
    await assertSet(deps.db, network.row.id, body.backend_set_id);
    const location = await findLocation(deps.db, body.location);
    const row = await atFreeBedrockPort(deps.db, location, (port) =>
      deps.db
        .insert(bedrockTunnels)
        .values({
          networkId: network.row.id,
          name: body.name,
          backendSetId: body.backend_set_id,
          locationId: location.id,
          port,
        })
        .returning()
        .then(([inserted]) => inserted),
    );
    return changed(row, location, deps.config.edgeDomain, body.proxy_protocol);
  },

  async updateBedrockTunnel({ network, params, body, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    if (body.backend_set_id !== undefined)
      await assertSet(deps.db, network.row.id, body.backend_set_id);
    const change = { name: body.name, backendSetId: body.backend_set_id, updatedAt: new Date() };
    const update = (set: Partial<BedrockRow>) =>
      deps.db
        .update(bedrockTunnels)
        .set(set)
        .where(eq(bedrockTunnels.id, current.id))
        .returning()
        .then(([row]) => row);
    const location = await findLocation(deps.db, body.location ?? current.locationId);
    // Another location has its own address and ports: the tunnel gets a free port there.
    const row =
      location.id === current.locationId
        ? await update(change)
        : await atFreeBedrockPort(deps.db, location, (port) =>
            update({ ...change, locationId: location.id, port }),
          );
    if (!row) throw notFound('Bedrock tunnel not found.');
    return changed(row, location, deps.config.edgeDomain, body.proxy_protocol);
  },

  async deleteBedrockTunnel({ network, params, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    await deps.db.delete(bedrockTunnels).where(eq(bedrockTunnels.id, current.id));
    return { id: current.id };
  },
};
