import { randomBytes } from 'node:crypto';
import type { NetworkUpdate, networkRoutes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { networks } from '../../db/schema';
import { ownerAccess } from '../../plugins/authorize';
import type { Handlers } from '../../plugins/handlers';
import { isDiscordWebhook } from '../../shared/discord';
import { post } from '../../shared/ledger';
import { assertWithinPlan, planOf } from '../../shared/plan-limits';
import {
  countOwnedNetworks,
  hasVerificationServer,
  listVisibleNetworks,
  toNetwork,
} from './queries';

const premiumDays = 30;

/** Maps the wire's snake_case settings onto the row's columns. */
const columnsOf = (body: NetworkUpdate) => ({
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
    await assertWithinPlan(
      deps.db,
      user.id,
      'maxNetworks',
      (await countOwnedNetworks(deps.db, user.id)) + 1,
    );
    const [row] = await deps.db
      .insert(networks)
      .values({
        ownerId: user.id,
        name: body.name,
        txtVerification: `palisade-verify=${randomBytes(16).toString('hex')}`,
        edgeSecret: randomBytes(32).toString('base64url'),
        webhookSecret: randomBytes(24).toString('base64url'),
      })
      .returning();
    if (!row) throw new Error('network insert returned nothing');
    return { ...toNetwork(ownerAccess(row), deps.config.edgeDomain, false), network_id: row.id };
  },

  async getNetwork({ network, deps }) {
    const verification = await hasVerificationServer(deps.db, network.row.id);
    return toNetwork(network, deps.config.edgeDomain, verification);
  },

  async updateNetwork({ network, body, deps }) {
    const [row] = await deps.db
      .update(networks)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(networks.id, network.row.id))
      .returning();
    if (!row) throw new Error('network vanished');
    const verification = await hasVerificationServer(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, verification);
  },

  async deleteNetwork({ network, deps }) {
    await deps.db.delete(networks).where(eq(networks.id, network.row.id));
    return { id: network.row.id };
  },

  async togglePremium({ network, body, deps }) {
    const current = network.row;
    const row = await deps.db.transaction(async (tx) => {
      if (body.state && !current.premium) {
        const plan = await planOf(tx, current.ownerId);
        if (plan.premiumNetworkPriceCents > 0) {
          await post(
            tx,
            current.ownerId,
            -plan.premiumNetworkPriceCents,
            'premium',
            `Premium for network "${current.name}" (#${current.id}), ${premiumDays} days`,
          );
        }
      }
      const [updated] = await tx
        .update(networks)
        .set({
          premium: body.state,
          premiumUntil: body.state
            ? (current.premiumUntil ?? new Date(Date.now() + premiumDays * 86_400_000))
            : null,
          updatedAt: new Date(),
        })
        .where(eq(networks.id, current.id))
        .returning();
      return updated;
    });
    if (!row) throw new Error('network vanished');
    const verification = await hasVerificationServer(deps.db, row.id);
    return toNetwork({ ...network, row }, deps.config.edgeDomain, verification);
  },
};
