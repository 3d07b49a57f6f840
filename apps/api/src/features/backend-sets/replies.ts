import { notFound } from '../../errors';
import type { BackendSetRow, WakeRow } from './queries';

export const setNotFound = () => notFound('Backend set not found.');
/** What a domain or Bedrock tunnel that names another network's set (or none) is answered. */
export const noSuchSet = () => notFound('backend_set_id: no such backend set in this network.');

export const toBackendSet = (row: BackendSetRow, wake: WakeRow | null) => ({
  id: row.id,
  name: row.name,
  backends: row.backends,
  proxy_protocol: row.proxyProtocol,
  vulcan_ac_enabled: row.vulcanAcEnabled,
  load_balancing_mode: row.loadBalancingMode,
  wake: {
    enabled: row.wakeEnabled,
    webhook_url: row.wakeWebhookUrl,
    motd: row.wakeMotd,
    kick_message: row.wakeKickMessage,
    pterodactyl_url: row.pterodactylUrl,
    pterodactyl_server: row.pterodactylServer,
    pterodactyl_key_set: row.pterodactylKeySealed !== '',
    last_at: wake?.wokenAt.toISOString() ?? null,
    last_ok: wake?.ok ?? null,
    last_error: wake?.error ?? null,
  },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
