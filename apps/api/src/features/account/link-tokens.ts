import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../crypto';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { AppError } from '../../errors';

type Kind = (typeof userTokens.$inferSelect)['kind'];

const lifetimeSeconds: Record<Kind, number> = {
  activation: 48 * 3600,
  reset: 3600,
  email_change: 48 * 3600,
};

/** Issues a single-use link token; earlier unused tokens of the same kind stop working. */
export async function issueLinkToken(
  db: Db,
  userId: number,
  kind: Kind,
  newEmail: string | null = null,
  sessionFamily: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
      );
    await tx.insert(userTokens).values({
      userId,
      kind,
      tokenHash: hashToken(token),
      newEmail,
      sessionFamily,
      expiresAt: new Date(Date.now() + lifetimeSeconds[kind] * 1000),
    });
  });
  return token;
}

/** Marks the token used and answers its row, or fails if it is unknown, used or expired. */
export async function consumeLinkToken(db: Db, token: string, kind: Kind) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError(400, 'TOKEN_INVALID', 'This link is invalid, used or expired.');
  return row;
}
