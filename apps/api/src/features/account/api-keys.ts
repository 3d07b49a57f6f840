import { eq } from 'drizzle-orm';
import { hashToken, randomToken } from '../../crypto';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';

const apiKeyPrefix = 'pal_';

/**
 * How a stored key is shown again (`pal_AbCd...WxYz`): ASCII, so a client that puts it in a
 * header by mistake is told so by the 401 rather than failing to send it.
 */
export const maskApiKey = (key: string) => `${key.slice(0, 8)}...${key.slice(-4)}`;

/** A masked key (`GET user/apikey`), not a key. */
export const isMaskedApiKey = (value: string) =>
  value.startsWith(apiKeyPrefix) && value.includes('...');

/** The account's API key as it may be shown again: its hint and when it was made. */
export async function apiKeyOf(db: Db, userId: number) {
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
  return key ? { hint: key.hint, createdAt: key.createdAt } : undefined;
}

/** A new API key, replacing the account's old one; the key itself is answered this once. */
export async function issueApiKey(db: Db, userId: number) {
  const key = `${apiKeyPrefix}${randomToken()}`;
  const row = {
    userId,
    keyHash: hashToken(key),
    hint: maskApiKey(key),
    createdAt: new Date(),
    lastUsedAt: null,
  };
  await db.insert(apiKeys).values(row).onConflictDoUpdate({ target: apiKeys.userId, set: row });
  return { key, createdAt: row.createdAt };
}

/** The API key stops working: after a password change or reset, whoever held it may not. */
export async function revokeApiKey(db: Db, userId: number): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
}

/** The account a key belongs to, marked used now; undefined for no such key. */
export async function useApiKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .returning({ userId: apiKeys.userId });
  return row?.userId;
}
