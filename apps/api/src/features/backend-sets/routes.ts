import type { backendSetRoutes } from '@palisade/contract';
import { conflict } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { assertWithinPlan } from '../../shared/plan-limits';
import { assertPublicBackends } from '../../shared/public-backends';
import { networkBackendHealth } from './health';
import { createSet, deleteSet, findSet, listSets, setUsers, updateSet } from './queries';
import { toBackendSet } from './replies';

export const backendSetHandlers: Handlers<typeof backendSetRoutes> = {
  async listBackendSets({ network, deps }) {
    return (await listSets(deps.db, network.row.id)).map(toBackendSet);
  },

  async backendHealth({ network, deps }) {
    return networkBackendHealth(deps.db, network.row.id);
  },

  async createBackendSet({ network, body, deps }) {
    await assertWithinPlan(deps.db, network.row.ownerId, 'maxBackendsPerSet', body.backends.length);
    // Name lookups take time: before the transaction, which holds the network.
    await assertPublicBackends(deps.db, body.backends);
    const row = await createSet(deps.db, network.row, {
      name: body.name,
      backends: body.backends,
      proxyProtocol: body.proxy_protocol,
      vulcanAcEnabled: body.vulcan_ac_enabled,
      loadBalancingMode: body.load_balancing_mode,
    });
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
    const row = await updateSet(deps.db, set, {
      name: body.name,
      backends: body.backends,
      proxyProtocol: body.proxy_protocol,
      vulcanAcEnabled: body.vulcan_ac_enabled,
      loadBalancingMode: body.load_balancing_mode,
    });
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
    await deleteSet(deps.db, set);
    return { id: set.id };
  },
};
