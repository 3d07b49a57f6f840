import type { Network } from '@palisade/contract';
import type { NetworkAccess } from '../../plugins/authorize';
import { edgeTarget } from '../../shared/edge-names';
import { maskedUrl } from '../../shared/masked-url';
import type { NetworkExtras } from './queries';

/** Where the network's domains point: the CNAME target, or the edge's address. */
export const protectedTarget = (row: NetworkAccess['row'], edgeDomain: string) =>
  edgeTarget(row.dnsLabel, edgeDomain);

/**
 * The wire form of a network, as seen by its owner or a sub-user. The secrets are the owner's;
 * the webhook URL is masked for sub-users who may not change it (for Discord it is the key).
 */
export function toNetwork(
  { row, role, perms }: NetworkAccess,
  edgeDomain: string,
  { verification, historyDays }: NetworkExtras,
): Network {
  const target = protectedTarget(row, edgeDomain);
  return {
    id: row.id,
    name: row.name,
    premium: row.premium,
    premium_until: row.premiumUntil?.toISOString() ?? null,
    protected_cname: target.value,
    protected_record_type: target.type,
    dns_locations: row.dnsLocations,
    txt_verification: row.txtVerification,
    connections_per_second_threshold: row.connectionsPerSecondThreshold,
    client_ban_seconds: row.clientBanSeconds,
    client_allow_seconds: row.clientAllowSeconds,
    mitigation_message: row.mitigationMessage,
    vpn_block: row.vpnBlock,
    antivpn_kick_msg: row.antivpnKickMsg,
    forward_true_slp: row.forwardTrueSlp,
    offline_motd_enabled: row.offlineMotdEnabled,
    offline_motd: row.offlineMotd,
    offline_kick_message: row.offlineKickMessage,
    offline_favicon: row.offlineFavicon,
    webhook_url: perms.update_webhooks ? row.webhookUrl : maskedUrl(row.webhookUrl),
    webhook_type: row.webhookType,
    webhook_secret: role === 'owner' ? row.webhookSecret : '',
    backend_secret: role === 'owner' ? row.edgeSecret : '',
    attack_emails: row.attackEmails,
    verification_server: verification,
    history_days: historyDays,
    role,
    perms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
