import { allPermissions, type Permissions, permissionNames } from '@palisade/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkMembers, users } from '../../db/schema';
import { notFound } from '../../errors';

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

export const toSubUser = (
  member: MemberRow,
  name: { firstname: string | null; lastname: string | null },
) => ({
  id: member.id,
  email: member.email,
  full_name: [name.firstname, name.lastname].filter(Boolean).join(' '),
  verified: member.acceptedAt !== null,
  perms: completePerms(member.perms),
  created_at: member.createdAt.toISOString(),
  updated_at: member.updatedAt.toISOString(),
});

export async function findMember(db: Db, networkId: number, memberId: number): Promise<MemberRow> {
  const [row] = await db
    .select()
    .from(networkMembers)
    .where(and(eq(networkMembers.networkId, networkId), eq(networkMembers.id, memberId)));
  if (!row) throw notFound('Sub-user not found.');
  return row;
}

export async function countMembers(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(networkMembers)
    .where(eq(networkMembers.networkId, networkId));
  return row?.n ?? 0;
}
