import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationServers } from '../../db/schema';

export type VerificationServerRow = typeof verificationServers.$inferSelect;
/** What the network's owner sets; one server per network. */
export type VerificationServerValues = Omit<
  typeof verificationServers.$inferInsert,
  'id' | 'networkId' | 'createdAt' | 'updatedAt'
>;

export async function findVerificationServer(
  db: Db,
  networkId: number,
): Promise<VerificationServerRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationServers)
    .where(eq(verificationServers.networkId, networkId));
  return row;
}

/** The network's new server; undefined when it has one already. */
export async function createVerificationServer(
  db: Db,
  networkId: number,
  values: VerificationServerValues,
): Promise<VerificationServerRow | undefined> {
  const [row] = await db
    .insert(verificationServers)
    .values({ ...values, networkId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateVerificationServer(
  db: Db,
  networkId: number,
  values: Partial<VerificationServerValues>,
): Promise<VerificationServerRow | undefined> {
  const [row] = await db
    .update(verificationServers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(verificationServers.networkId, networkId))
    .returning();
  return row;
}

/** Whether the network had a server to delete. */
export async function deleteVerificationServer(db: Db, networkId: number): Promise<boolean> {
  const deleted = await db
    .delete(verificationServers)
    .where(eq(verificationServers.networkId, networkId))
    .returning();
  return deleted.length > 0;
}
