import type { NetworkUpdate, networkRoutes } from '@palisade/contract';
import { FieldError } from '../../errors';
import {
  assertHolds,
  memberAccess,
  type NetworkAccess,
  ownerAccess,
} from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { isDiscordWebhook } from '../../shared/discord';
import { addWithinAccountLimit } from '../../shared/plan-limits';
import { checkLocations } from './locations';
import {
  countOwnedNetworks,
  deleteNetwork,
  insertNetwork,
  listVisibleNetworks,
  type NetworkSettings,
  networkExtras,
  servingLocations,
  setPremium,
  updateNetwork,
} from './queries';
import { toNetwork } from './replies';

/** Maps the wire's snake_case settings onto the row's columns. */
const columnsOf = (body: NetworkUpdate): NetworkSettings => ({
  name: body.name,
  connectionsPerSecondThreshold: body.connections_per_second_threshold,
  clientBanSeconds: body.client_ban_seconds,
  clientAllowSeconds: body.client_allow_seconds,
  mitigationMessage: body.mitigation_message,
  vpnBlock: body.vpn_block,
  antivpnKickMsg: body.antivpn_kick_msg,
  forwardTrueSlp: body.forward_true_slp,
  offlineMotdEnabled: body.offline_motd_enabled,
  offlineMotd: body.offline_motd,
  offlineKickMessage: body.offline_kick_message,
  offlineFavicon: body.offline_favicon,
  webhookUrl: body.webhook_url,
  // A new URL without a type takes the format it calls for: Discord's own addresses get embeds.
  webhookType:
    body.webhook_type ??
    (body.webhook_url === undefined
      ? undefined
      : isDiscordWebhook(body.webhook_url)
        ? ('discord' as const)
        : ('json' as const)),
  webhookSecret: body.webhook_secret,
  attackEmails: body.attack_emails,
  dnsLocations: body.dns_locations && [...new Set(body.dns_locations)],
});

/**
 * The attack webhook's URL and secret say where alerts go and what signs them: changing them
 * needs `update_webhooks` (sending back what is stored changes nothing). A sub-user who points
 * the webhook elsewhere gives a secret with it, so the owner's secret never signs for a URL a
 * sub-user chose; the owner's own secret follows the owner's URL (TCPShield's clients send the
 * URL alone).
 */
function checkWebhookChange(network: NetworkAccess, body: NetworkUpdate): void {
  const { row } = network;
  const urlMoved = body.webhook_url !== undefined && body.webhook_url !== row.webhookUrl;
  const secretChanged =
    body.webhook_secret !== undefined && body.webhook_secret !== row.webhookSecret;
  const moved = [urlMoved && 'webhook_url', secretChanged && 'webhook_secret'].filter(Boolean);
  if (moved.length > 0) assertHolds(network, 'update_webhooks', moved.join(', '));
  if (
    urlMoved &&
    body.webhook_url !== '' &&
    body.webhook_secret === undefined &&
    network.role !== 'owner' &&
    row.webhookSecret !== ''
  )
    throw new FieldError(
      'body.webhook_secret',
      'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.',
    );
}

export const networkHandlers: Handlers<typeof networkRoutes> = {
  async listNetworks({ user, deps }) {
    const rows = await listVisibleNetworks(deps.db, user.id);
    return rows.map(({ network, memberPerms, extras }) =>
      toNetwork(
        network.ownerId === user.id
          ? ownerAccess(network)
          : memberAccess(network, memberPerms ?? {}),
        deps.config.edgeDomain,
        extras,
      ),
    );
  },

  async createNetwork({ user, body, deps }) {
    // Counted against the owner's plan in the insert's transaction.
    const row = await addWithinAccountLimit(
      deps.db,
      user.id,
      'maxNetworks',
      (tx) => countOwnedNetworks(tx, user.id),
      (tx) => insertNetwork(tx, user.id, body.name),
    );
    const extras = await networkExtras(deps.db, row.id);
    return { ...toNetwork(ownerAccess(row), deps.config.edgeDomain, extras), network_id: row.id };
  },

  async getNetwork({ network, deps }) {
    return toNetwork(network, deps.config.edgeDomain, await networkExtras(deps.db, network.row.id));
  },

  async updateNetwork({ network, body, deps }) {
    checkWebhookChange(network, body);
    if (body.dns_locations) await checkLocations(deps.db, body.dns_locations);
    const row = await updateNetwork(deps.db, network.row.id, columnsOf(body));
    const extras = await networkExtras(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, extras);
  },

  async deleteNetwork({ network, deps }) {
    await deleteNetwork(deps.db, network.row.id);
    return { id: network.row.id };
  },

  async networkLocations({ network, deps }) {
    return servingLocations(deps.db, network.row.id);
  },

  async togglePremium({ network, body, deps }) {
    const row = await setPremium(deps.db, network.row.id, body.state);
    const extras = await networkExtras(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, extras);
  },
};
