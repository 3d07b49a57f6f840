import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkMembers, networks } from '../../db/schema';
import {
  memberAccess,
  type NetworkAccess,
  type NetworkRow,
  ownerAccess,
} from '../../plugins/authorize';
import { newDnsLabel } from '../../shared/dns-label';
import { post } from '../../shared/ledger';
import { addWithinAccountLimit, planOf } from '../../shared/plan-limits';

/** The settings an owner or sub-user changes. */
export type NetworkSettings = Partial<
  Omit<
    typeof networks.$inferInsert,
    | 'id'
    | 'ownerId'
    | 'txtVerification'
    | 'edgeSecret'
    | 'premium'
    | 'premiumUntil'
    | 'createdAt'
    | 'updatedAt'
  >
>;

const premiumDays = 30;

/**
 * What a network's reply says beyond its row: whether it has a verification server, and the
 * days of analytics its owner's plan keeps (what a sub-user cannot read from a plan of theirs).
 */
export interface NetworkExtras {
  verification: boolean;
  historyDays: number;
}

// Written with the tables' names: in a one-table query Drizzle leaves columns unqualified.
const extrasOf = {
  verification: sql<boolean>`exists (select 1 from verification_servers v where v.network_id = ${networks}.id)`,
  historyDays:
    sql<number>`(select p.analytics_retention_days from users u join plans p on p.id = u.plan_id where u.id = ${networks}.owner_id)`.mapWith(
      Number,
    ),
};

export async function networkExtras(db: Db, networkId: number): Promise<NetworkExtras> {
  const [row] = await db.select(extrasOf).from(networks).where(eq(networks.id, networkId));
  return { verification: row?.verification ?? false, historyDays: row?.historyDays ?? 0 };
}

/**
 * Networks the user owns, then those shared with them that they may read, newest first; each
 * with what the user may do on it.
 */
export async function listVisibleNetworks(
  db: Db,
  userId: number,
): Promise<{ access: NetworkAccess; extras: NetworkExtras }[]> {
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
      ...extrasOf,
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
  return rows.map(({ network, memberPerms, verification, historyDays }) => ({
    access:
      network.ownerId === userId ? ownerAccess(network) : memberAccess(network, memberPerms ?? {}),
    extras: { verification, historyDays },
  }));
}

/** A new network with fresh secrets, counted against the owner's plan in the insert's transaction. */
export function createNetwork(db: Db, ownerId: number, name: string): Promise<NetworkRow> {
  return addWithinAccountLimit(
    db,
    ownerId,
    'maxNetworks',
    async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(networks)
        .where(eq(networks.ownerId, ownerId));
      return row?.n ?? 0;
    },
    async (tx) => {
      const [row] = await tx
        .insert(networks)
        .values({
          ownerId,
          name,
          txtVerification: `palisade-verify=${randomBytes(16).toString('hex')}`,
          dnsLabel: newDnsLabel(),
          edgeSecret: randomBytes(32).toString('base64url'),
          webhookSecret: randomBytes(24).toString('base64url'),
        })
        .returning();
      if (!row) throw new Error('network insert returned nothing');
      return row;
    },
  );
}

export async function updateNetwork(
  db: Db,
  networkId: number,
  settings: NetworkSettings,
): Promise<NetworkRow> {
  const [row] = await db
    .update(networks)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(networks.id, networkId))
    .returning();
  if (!row) throw new Error('network vanished');
  return row;
}

export async function deleteNetwork(db: Db, networkId: number): Promise<void> {
  await db.delete(networks).where(eq(networks.id, networkId));
}

/**
 * Turns premium on or off. Turning it on charges the owner the plan's premium price for
 * `premiumDays` days, once: the network's row is held while it is read, charged and written, so
 * two requests at once charge once.
 */
export async function setPremium(db: Db, networkId: number, state: boolean): Promise<NetworkRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(networks)
      .where(eq(networks.id, networkId))
      .for('no key update');
    if (!current) throw new Error('network vanished');
    if (state && !current.premium) {
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
    const [row] = await tx
      .update(networks)
      .set({
        premium: state,
        premiumUntil: state
          ? (current.premiumUntil ?? new Date(Date.now() + premiumDays * 86_400_000))
          : null,
        updatedAt: new Date(),
      })
      .where(eq(networks.id, networkId))
      .returning();
    if (!row) throw new Error('network vanished');
    return row;
  });
}
