import type { backendSetRoutes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { backendSets } from '../../db/schema';
import { conflict } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { assertWithinPlan } from '../../shared/plan-limits';
import { assertPublicBackends } from '../../shared/public-backends';
import { networkBackendHealth } from './health';
import { countSets, findSet, listSets, setUsers, toBackendSet } from './queries';

export const backendSetHandlers: Handlers<typeof backendSetRoutes> = {
  async listBackendSets({ network, deps }) {
    return (await listSets(deps.db, network.row.id)).map(toBackendSet);
  },

  async backendHealth({ network, deps }) {
    return networkBackendHealth(deps.db, network.row.id);
  },

  async createBackendSet({ network, body, deps }) {
    const owner = network.row.ownerId;
    await assertWithinPlan(
      deps.db,
      owner,
      'maxBackendSetsPerNetwork',
      (await countSets(deps.db, network.row.id)) + 1,
    );
    await assertWithinPlan(deps.db, owner, 'maxBackendsPerSet', body.backends.length);
    await assertPublicBackends(deps.db, body.backends);
    const [row] = await deps.db
      .insert(backendSets)
      .values({
        networkId: network.row.id,
        name: body.name,
        backends: body.backends,
        proxyProtocol: body.proxy_protocol,
        vulcanAcEnabled: body.vulcan_ac_enabled,
        loadBalancingMode: body.load_balancing_mode,
      })
      .returning();
    if (!row) throw new Error('backend set insert returned nothing');
    return toBackendSet(row);
  },

  async getBackendSet({ network, params, deps }) {
    return toBackendSet(await findSet(deps.db, network.row.id, params.setId));
  },

  async updateBackendSet({ network, params, body, deps }) {
    const set = await findSet(deps.db, network.row.id, params.setId);
    if (body.backends) {
      await assertWithinPlan(
        deps.db,
        network.row.ownerId,
        'maxBackendsPerSet',
        body.backends.length,
      );
      await assertPublicBackends(deps.db, body.backends);
    }
    const [row] = await deps.db
      .update(backendSets)
      .set({
        name: body.name,
        backends: body.backends,
        proxyProtocol: body.proxy_protocol,
        vulcanAcEnabled: body.vulcan_ac_enabled,
        loadBalancingMode: body.load_balancing_mode,
        updatedAt: new Date(),
      })
      .where(eq(backendSets.id, set.id))
      .returning();
    if (!row) throw new Error('backend set vanished');
    return toBackendSet(row);
  },

  async deleteBackendSet({ network, params, deps }) {
    const set = await findSet(deps.db, network.row.id, params.setId);
    const users = await setUsers(deps.db, network.row.id, set.id);
    if (users.length > 0) {
      throw conflict(
        'IN_USE',
        `The set is still used by ${users.join(', ')}. Move them to another set first.`,
      );
    }
    await deps.db.delete(backendSets).where(eq(backendSets.id, set.id));
    return { id: set.id };
  },
};
