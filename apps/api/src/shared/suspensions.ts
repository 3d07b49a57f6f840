import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSuspensions } from '../db/schema';

/** Why and since when an operator disabled an account; null while it is not disabled. */
export async function suspensionOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return row ?? null;
}
