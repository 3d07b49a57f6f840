import type { Network } from '@palisade/contract';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkMembers, networks, verificationServers } from '../../db/schema';
import { memberAccess, type NetworkAccess, ownerAccess } from '../../plugins/authorize';
import { edgeTarget } from '../../shared/edge-names';

/** The wire form of a network, as seen by its owner or a sub-user. */
export function toNetwork(
  { row, role, perms }: NetworkAccess,
  edgeDomain: string,
  hasVerificationServer: boolean,
): Network {
  const target = edgeTarget(String(row.id), edgeDomain);
  return {
    id: row.id,
    name: row.name,
    premium: row.premium,
    premium_until: row.premiumUntil?.toISOString() ?? null,
    protected_cname: target.value,
    protected_record_type: target.type,
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
    webhook_url: row.webhookUrl,
    webhook_type: row.webhookType,
    webhook_secret: role === 'owner' ? row.webhookSecret : '',
    backend_secret: role === 'owner' ? row.edgeSecret : '',
    attack_emails: row.attackEmails,
    verification_server: hasVerificationServer,
    role,
    perms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function hasVerificationServer(db: Db, networkId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationServers)
    .where(eq(verificationServers.networkId, networkId));
  return (row?.n ?? 0) > 0;
}

/**
 * Networks the user owns, then those shared with them that they may read, newest first; each
 * with what the user may do on it.
 */
export async function listVisibleNetworks(
  db: Db,
  userId: number,
): Promise<{ access: NetworkAccess; verification: boolean }[]> {
  const shared = db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .where(
      and(
        eq(networkMembers.userId, userId),
        isNotNull(networkMembers.acceptedAt),
        sql`(${networkMembers.perms} ->> 'read_network')::boolean`,
      ),
    );
  const rows = await db
    .select({
      network: networks,
      memberPerms: networkMembers.perms,
      verification: sql<boolean>`exists (select 1 from ${verificationServers} where ${verificationServers.networkId} = ${networks.id})`,
    })
    .from(networks)
    .leftJoin(
      networkMembers,
      and(
        eq(networkMembers.networkId, networks.id),
        eq(networkMembers.userId, userId),
        isNotNull(networkMembers.acceptedAt),
      ),
    )
    .where(or(eq(networks.ownerId, userId), inArray(networks.id, shared)))
    .orderBy(sql`${networks.createdAt} desc`, sql`${networks.id} desc`);
  return rows.map(({ network, memberPerms, verification }) => ({
    access:
      network.ownerId === userId ? ownerAccess(network) : memberAccess(network, memberPerms ?? {}),
    verification,
  }));
}

export async function countOwnedNetworks(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(networks).where(eq(networks.ownerId, userId));
  return row?.n ?? 0;
}
