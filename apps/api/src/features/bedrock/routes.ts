import type { bedrockRoutes } from '@palisade/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, bedrockTunnels } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { isUniqueViolation } from '../../shared/db-errors';
import { findLocation, listLocations, toLocation } from '../../shared/locations';
import { assertWithinPlan } from '../../shared/plan-limits';
import { countBedrock, findBedrock, freeBedrockPort, toBedrock } from './queries';

async function assertSet(db: Db, networkId: number, setId: number) {
  const [row] = await db
    .select({ id: backendSets.id })
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  if (!row) throw notFound('backend_set_id: no such backend set in this network.');
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
    return rows.map((r) => toBedrock(r, locations.get(r.locationId), deps.config.edgeDomain));
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
    // Two requests can pick the same free port; the unique index lets one win, the other tries again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const port = await freeBedrockPort(deps.db, location);
      if (port === null)
        throw conflict('NO_PORT_AVAILABLE', `Every Bedrock port at ${location.name} is taken.`);
      const row = await deps.db
        .insert(bedrockTunnels)
        .values({
          networkId: network.row.id,
          name: body.name,
          backendSetId: body.backend_set_id,
          locationId: location.id,
          port,
        })
        .returning()
        .then(([inserted]) => inserted)
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return undefined;
          throw error;
        });
      if (row) return toBedrock(row, location, deps.config.edgeDomain);
    }
    throw conflict('NO_PORT_AVAILABLE', 'Could not reserve a port; try again.');
  },

  async updateBedrockTunnel({ network, params, body, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    if (body.backend_set_id !== undefined)
      await assertSet(deps.db, network.row.id, body.backend_set_id);
    const [row] = await deps.db
      .update(bedrockTunnels)
      .set({ name: body.name, backendSetId: body.backend_set_id, updatedAt: new Date() })
      .where(eq(bedrockTunnels.id, current.id))
      .returning();
    if (!row) throw new Error('bedrock tunnel vanished');
    return toBedrock(row, await findLocation(deps.db, row.locationId), deps.config.edgeDomain);
  },

  async deleteBedrockTunnel({ network, params, deps }) {
    const current = await findBedrock(deps.db, network.row.id, params.tunnelId);
    await deps.db.delete(bedrockTunnels).where(eq(bedrockTunnels.id, current.id));
    return { id: current.id };
  },
};
