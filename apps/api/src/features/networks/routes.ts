import type { NetworkUpdate, networkRoutes } from '@palisade/contract';
import { ownerAccess } from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { isDiscordWebhook } from '../../shared/discord';
import {
  createNetwork,
  deleteNetwork,
  hasVerificationServer,
  listVisibleNetworks,
  type NetworkSettings,
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
});

export const networkHandlers: Handlers<typeof networkRoutes> = {
  async listNetworks({ user, deps }) {
    const rows = await listVisibleNetworks(deps.db, user.id);
    return rows.map(({ access, verification }) =>
      toNetwork(access, deps.config.edgeDomain, verification),
    );
  },

  async createNetwork({ user, body, deps }) {
    const row = await createNetwork(deps.db, user.id, body.name);
    return { ...toNetwork(ownerAccess(row), deps.config.edgeDomain, false), network_id: row.id };
  },

  async getNetwork({ network, deps }) {
    const verification = await hasVerificationServer(deps.db, network.row.id);
    return toNetwork(network, deps.config.edgeDomain, verification);
  },

  async updateNetwork({ network, body, deps }) {
    const row = await updateNetwork(deps.db, network.row.id, columnsOf(body));
    const verification = await hasVerificationServer(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, verification);
  },

  async deleteNetwork({ network, deps }) {
    await deleteNetwork(deps.db, network.row.id);
    return { id: network.row.id };
  },

  async togglePremium({ network, body, deps }) {
    const row = await setPremium(deps.db, network.row.id, body.state);
    const verification = await hasVerificationServer(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, verification);
  },
};
