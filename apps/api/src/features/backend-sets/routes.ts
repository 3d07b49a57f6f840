import type { BackendSetWakeUpdate, backendSetRoutes } from '@palisade/contract';
import { seal } from '../../crypto';
import { conflict, FieldError } from '../../errors';
import { assertHolds, type NetworkAccess } from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { assertWithinPlan } from '../../shared/plan-limits';
import { assertPublicBackends } from '../../shared/public-backends';
import { networkBackendHealth } from './health';
import {
  type BackendSetRow,
  type BackendSetValues,
  createSet,
  deleteSet,
  findSet,
  lastWakes,
  listSets,
  setUsers,
  updateSet,
} from './queries';
import { setNotFound, toBackendSet } from './replies';

/**
 * Which of a wake change's fields change where a credential goes: the wake webhook (signed with
 * the network's webhook secret), the panel URL and its key. A value equal to the stored one
 * changes nothing, so a form that sends the set back whole needs no more than `update_backends`.
 */
function movedCredentials(wake: BackendSetWakeUpdate, set: BackendSetRow | null): string[] {
  const storedKey = set?.pterodactylKeySealed ?? '';
  const key = wake.pterodactyl_key;
  return [
    wake.webhook_url !== undefined && wake.webhook_url !== (set?.wakeWebhookUrl ?? '')
      ? 'wake.webhook_url'
      : null,
    wake.pterodactyl_url !== undefined && wake.pterodactyl_url !== (set?.pterodactylUrl ?? '')
      ? 'wake.pterodactyl_url'
      : null,
    key !== undefined && (key !== '' || storedKey !== '') ? 'wake.pterodactyl_key' : null,
  ].filter((field): field is string => field !== null);
}

/**
 * The columns of a wake change, checked against what the set already holds: wake needs
 * somewhere to call, and a Pterodactyl panel needs its URL, key and server together. A stored
 * key goes only to the panel it was given for: a new panel URL needs the key again, and a panel
 * URL taken away takes the key with it.
 */
function wakeValues(
  wake: BackendSetWakeUpdate | undefined,
  set: BackendSetRow | null,
  network: NetworkAccess,
  dataKey: string,
): Partial<BackendSetValues> {
  if (!wake) return {};
  const moved = movedCredentials(wake, set);
  if (moved.length > 0) assertHolds(network, 'update_webhooks', moved.join(', '));
  const key = wake.pterodactyl_key;
  const storedKey = set?.pterodactylKeySealed ?? '';
  const panelMoved = moved.includes('wake.pterodactyl_url');
  if (panelMoved && key === undefined && storedKey !== '' && wake.pterodactyl_url !== '')
    throw new FieldError(
      'body.wake.pterodactyl_key',
      'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.',
    );
  const keptKey = panelMoved ? '' : storedKey;
  const after = {
    enabled: wake.enabled ?? set?.wakeEnabled ?? false,
    webhook: wake.webhook_url ?? set?.wakeWebhookUrl ?? '',
    url: wake.pterodactyl_url ?? set?.pterodactylUrl ?? '',
    keySet: key === undefined ? keptKey !== '' : key !== '',
    server: wake.pterodactyl_server ?? set?.pterodactylServer ?? '',
  };
  const panel = {
    pterodactyl_url: after.url !== '',
    pterodactyl_key: after.keySet,
    pterodactyl_server: after.server !== '',
  };
  const missing = Object.entries(panel).find(([, given]) => !given)?.[0];
  if (missing && Object.values(panel).some(Boolean))
    throw new FieldError(
      `body.wake.${missing}`,
      'A Pterodactyl panel needs its URL, a client API key and the server identifier.',
    );
  if (after.enabled && after.webhook === '' && after.url === '')
    throw new FieldError(
      'body.wake.webhook_url',
      'Give a webhook URL or a Pterodactyl panel to wake the server.',
    );
  return {
    wakeEnabled: wake.enabled,
    wakeWebhookUrl: wake.webhook_url,
    wakeMotd: wake.motd,
    wakeKickMessage: wake.kick_message,
    pterodactylUrl: wake.pterodactyl_url,
    pterodactylKeySealed:
      key === undefined ? (panelMoved ? '' : undefined) : key === '' ? '' : seal(key, dataKey),
    pterodactylServer: wake.pterodactyl_server,
  };
}

export const backendSetHandlers: Handlers<typeof backendSetRoutes> = {
  async listBackendSets({ network, deps }) {
    const sets = await listSets(deps.db, network.row.id);
    const wakes = await lastWakes(
      deps.db,
      sets.map((s) => s.id),
    );
    return sets.map((s) => toBackendSet(s, wakes.get(s.id) ?? null));
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
      ...wakeValues(body.wake, null, network, deps.secrets.dataKey),
    });
    return toBackendSet(row, null);
  },

  async getBackendSet({ network, params, deps }) {
    const set = await findSet(deps.db, network.row.id, params.setId);
    if (!set) throw setNotFound();
    return toBackendSet(set, (await lastWakes(deps.db, [set.id])).get(set.id) ?? null);
  },

  async updateBackendSet({ network, params, body, deps }) {
    const set = await findSet(deps.db, network.row.id, params.setId);
    if (!set) throw setNotFound();
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
      ...wakeValues(body.wake, set, network, deps.secrets.dataKey),
    });
    if (!row) throw setNotFound();
    return toBackendSet(row, (await lastWakes(deps.db, [set.id])).get(set.id) ?? null);
  },

  async deleteBackendSet({ network, params, deps }) {
    const set = await findSet(deps.db, network.row.id, params.setId);
    if (!set) throw setNotFound();
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
