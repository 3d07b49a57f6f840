import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountSuspensions, notifications, oauthIdentities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Holds the account's row to the end of the transaction: its plan-limited writers queue on it. */
export async function lockUser(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
}

/** Every account, oldest first, for the operator's command line. */
export const listUsers = (db: Db): Promise<UserRow[]> => db.select().from(users).orderBy(users.id);

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** A new account, unless the address has one already (then undefined). */
export async function insertUser(
  db: Db,
  values: Pick<UserRow, 'email' | 'firstname' | 'lastname' | 'passwordHash'> &
    Partial<Pick<UserRow, 'phone' | 'activatedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** The account an OpenID Connect provider's subject signs in to, if it was linked. */
export async function findOauthUserId(
  db: Db,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row?.userId;
}

/**
 * Links a provider's subject to an account in one transaction: `existing` (an activated
 * account of the address), or a new activated one, after deleting `unactivated` (an account of
 * the address nobody activated, which proves nothing about who chose its password).
 */
export function linkOauthAccount(
  db: Db,
  link: {
    provider: string;
    subject: string;
    email: string;
    existing: UserRow | undefined;
    unactivated: UserRow | undefined;
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    if (link.unactivated) await tx.delete(users).where(eq(users.id, link.unactivated.id));
    const account =
      link.existing ??
      (
        await tx
          .insert(users)
          .values({
            email: link.email,
            firstname: link.email.split('@')[0] ?? link.email,
            lastname: '',
            isOauth: true,
            activatedAt: new Date(),
          })
          .returning()
      )[0];
    if (!account) throw new Error('account insert returned nothing');
    await tx
      .insert(oauthIdentities)
      .values({ userId: account.id, provider: link.provider, subject: link.subject });
    return account;
  });
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export function unreadNotifications(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(notifications.createdAt);
}

/** Why and since when an operator disabled an account; null while it is not disabled. */
export async function suspensionOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return row ?? null;
}

/** Sets columns as they are given (no `updatedAt`): the operator's changes to an account. */
export async function setUserColumns(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'activatedAt' | 'planId'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Grants or revokes the operator role of the account with the address; undefined for none. */
export async function setOperatorByEmail(
  db: Db,
  email: string,
  operator: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ operator }).where(eq(users.email, email)).returning();
  return row;
}

/** Disables the account for `reason`; false when it is disabled already. */
export async function suspend(db: Db, userId: number, reason: string): Promise<boolean> {
  const added = await db
    .insert(accountSuspensions)
    .values({ userId, reason })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Lifts the account's suspension; whether it had one. */
export async function liftSuspension(db: Db, userId: number): Promise<boolean> {
  const lifted = await db
    .delete(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId))
    .returning();
  return lifted.length > 0;
}
