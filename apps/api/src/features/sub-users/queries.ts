import { allPermissions, type Permissions, permissionNames } from '@palisade/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkMembers, networks, users } from '../../db/schema';
import { isUniqueViolation } from '../../shared/db-errors';
import { addWithinNetworkLimit } from '../../shared/plan-limits';

export type MemberRow = typeof networkMembers.$inferSelect;

/** Stored permissions with every key present, so the wire shape is always complete. */
export const completePerms = (stored: Record<string, boolean>): Permissions => {
  const perms = allPermissions(false);
  for (const name of permissionNames) perms[name] = stored[name] === true;
  return perms;
};

export async function listMembers(db: Db, networkId: number) {
  return db
    .select({ member: networkMembers, firstname: users.firstname, lastname: users.lastname })
    .from(networkMembers)
    .leftJoin(users, eq(users.id, networkMembers.userId))
    .where(eq(networkMembers.networkId, networkId))
    .orderBy(networkMembers.id);
}

export async function findMember(
  db: Db,
  networkId: number,
  memberId: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(networkMembers)
    .where(and(eq(networkMembers.networkId, networkId), eq(networkMembers.id, memberId)));
  return row;
}

/**
 * The permissions a sub-user of the network holds (none for its owner or a stranger); with
 * `accepted`, only once they accepted the invitation.
 */
export async function memberPerms(
  db: Db,
  networkId: number,
  userId: number,
  { accepted = false } = {},
): Promise<Record<string, boolean> | undefined> {
  const [row] = await db
    .select({ perms: networkMembers.perms })
    .from(networkMembers)
    .where(
      and(
        eq(networkMembers.networkId, networkId),
        eq(networkMembers.userId, userId),
        accepted ? isNotNull(networkMembers.acceptedAt) : undefined,
      ),
    );
  return row?.perms;
}

/**
 * Invites an address, counted against the owner's plan in the insert's transaction; `duplicate`
 * when the address is invited already.
 */
export function inviteMember(
  db: Db,
  network: { id: number; ownerId: number },
  email: string,
  perms: Permissions,
): Promise<MemberRow | 'duplicate'> {
  return addWithinNetworkLimit(
    db,
    network,
    'maxSubUsersPerNetwork',
    async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(networkMembers)
        .where(eq(networkMembers.networkId, network.id));
      return row?.n ?? 0;
    },
    async (tx) => {
      const [row] = await tx
        .insert(networkMembers)
        .values({ networkId: network.id, email, perms })
        .returning();
      if (!row) throw new Error('member insert returned nothing');
      return row;
    },
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  });
}

export async function setMemberPerms(
  db: Db,
  member: MemberRow,
  perms: Permissions,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(networkMembers)
    .set({ perms, updatedAt: new Date() })
    .where(and(eq(networkMembers.networkId, member.networkId), eq(networkMembers.id, member.id)))
    .returning();
  return row;
}

export async function removeMember(db: Db, member: MemberRow): Promise<void> {
  await db
    .delete(networkMembers)
    .where(and(eq(networkMembers.networkId, member.networkId), eq(networkMembers.id, member.id)));
}

/** An invitation with its network, by the ids in the link. */
export async function findInvitation(db: Db, networkId: number, memberId: number) {
  const [row] = await db
    .select({ member: networkMembers, network: networks })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(and(eq(networkMembers.networkId, networkId), eq(networkMembers.id, memberId)));
  return row;
}

/** Binds the invitation to the account that follows its link; the first acceptance is kept. */
export async function acceptInvitation(db: Db, member: MemberRow, userId: number): Promise<void> {
  await db
    .update(networkMembers)
    .set({ userId, acceptedAt: member.acceptedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(networkMembers.id, member.id));
}
