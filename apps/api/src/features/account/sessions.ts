import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { hashToken, randomToken } from '../../crypto';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../errors';

const accessSeconds = 15 * 60;
const refreshSeconds = 30 * 24 * 3600;
const issuer = 'palisade';

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${accessSeconds}s`)
    .sign(key(secret));
}

/** The user id of a valid access token, or null. */
export async function readAccessToken(secret: string, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

async function insertRefreshToken(db: Db, userId: number, family: string): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + refreshSeconds * 1000),
  });
  return token;
}

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(db: Db, secret: string, userId: number) {
  const refreshToken = await insertRefreshToken(db, userId, randomUUID());
  return { token: await signAccessToken(secret, userId), refreshToken };
}

const invalidRefresh = () =>
  new AppError(401, 'TOKEN_INVALID', 'Your session has ended. Sign in again.');

/**
 * Rotates a refresh token. A token that was already rotated is a stolen copy or a replay:
 * the whole family is revoked, so the thief and the victim both sign in again.
 */
export async function rotateRefreshToken(db: Db, secret: string, presented: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row || row.revokedAt || row.expiresAt <= new Date()) throw invalidRefresh();
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    await revokeFamily(db, row.family);
    throw new AppError(
      401,
      'REFRESH_TOKEN_REUSED',
      'This session was used from somewhere else and has been ended. Sign in again.',
    );
  }
  const refreshToken = await insertRefreshToken(db, row.userId, row.family);
  return { userId: row.userId, token: await signAccessToken(secret, row.userId), refreshToken };
}

export async function revokeFamily(db: Db, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

export async function revokeByToken(db: Db, presented: string): Promise<void> {
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (row) await revokeFamily(db, row.family);
}

/** Ends every session of an account (after a password change or reset). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
