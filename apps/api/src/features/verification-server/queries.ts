import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationServers } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export type VerificationServerRow = typeof verificationServers.$inferSelect;
/** What the network's owner sets; one server per network. */
export type VerificationServerValues = Omit<
  typeof verificationServers.$inferInsert,
  'id' | 'networkId' | 'createdAt' | 'updatedAt'
>;

const none = () => notFound('This network has no verification server. Create one first.');

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

export async function createVerificationServer(
  db: Db,
  networkId: number,
  values: VerificationServerValues,
): Promise<VerificationServerRow> {
  const [row] = await db
    .insert(verificationServers)
    .values({ ...values, networkId })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw conflict(
      'DUPLICATE',
      'This network has a verification server already; change it instead.',
    );
  return row;
}

export async function updateVerificationServer(
  db: Db,
  networkId: number,
  values: Partial<VerificationServerValues>,
): Promise<VerificationServerRow> {
  const [row] = await db
    .update(verificationServers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(verificationServers.networkId, networkId))
    .returning();
  if (!row) throw none();
  return row;
}

export async function deleteVerificationServer(db: Db, networkId: number): Promise<void> {
  const deleted = await db
    .delete(verificationServers)
    .where(eq(verificationServers.networkId, networkId))
    .returning();
  if (deleted.length === 0) throw none();
}
