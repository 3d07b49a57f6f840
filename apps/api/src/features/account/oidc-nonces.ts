import { eq } from 'drizzle-orm';
import { hashToken } from '../../crypto';
import type { Db } from '../../db/client';
import { oidcNoncesSpent } from '../../db/schema';

/** Whether an ID token with this nonce has signed someone in already. */
export async function nonceSpent(db: Db, nonce: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: oidcNoncesSpent.nonceHash })
    .from(oidcNoncesSpent)
    .where(eq(oidcNoncesSpent.nonceHash, hashToken(nonce)));
  return row !== undefined;
}

/** Marks the nonce used until its token expires; false when another request got there first. */
export async function spendNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insert(oidcNoncesSpent)
    .values({ nonceHash: hashToken(nonce), expiresAt })
    .onConflictDoNothing()
    .returning({ hash: oidcNoncesSpent.nonceHash });
  return spent.length === 1;
}
