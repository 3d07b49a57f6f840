import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { hashToken, randomToken } from '../../crypto';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { AppError } from '../../errors';

const accessSeconds = 15 * 60;
const refreshSeconds = 30 * 24 * 3600;
const issuer = 'palisade';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * An access token names its session (`sid`, the refresh-token family), so ending the session
 * (logout, password change or reset) stops the token at once, not when it expires.
 */
export async function signAccessToken(
  secret: string,
  userId: number,
  session: string,
): Promise<string> {
  return new SignJWT({ sid: session })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${accessSeconds}s`)
    .sign(key(secret));
}

/** The user id and session of a validly signed, unexpired access token, or null. */
export async function readAccessToken(
  secret: string,
  token: string,
): Promise<{ userId: number; session: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || typeof payload.sid !== 'string') return null;
    return { userId: id, session: payload.sid };
  } catch {
    return null;
  }
}

/**
 * Sessions seen alive lately, so a request costs no query: another API process notices an ended
 * session within this time; the process that ended it forgets it at once.
 */
const aliveMs = 5000;
const seenAlive = new Map<string, number>();

/** Whether the session's refresh tokens are still good (not logged out, revoked or expired). */
export async function sessionAlive(db: Db, session: string, userId: number): Promise<boolean> {
  const now = Date.now();
  const seen = seenAlive.get(session);
  if (seen !== undefined && seen > now) return true;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, session),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) {
    seenAlive.delete(session);
    return false;
  }
  if (seenAlive.size > 50_000) seenAlive.clear();
  seenAlive.set(session, now + aliveMs);
  return true;
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
  const session = randomUUID();
  const refreshToken = await insertRefreshToken(db, userId, session);
  return { token: await signAccessToken(secret, userId, session), refreshToken, session };
}

const invalidRefresh = () =>
  new AppError(401, 'TOKEN_INVALID', 'Your session has ended. Sign in again.');

/**
 * How long after a rotation its reply counts as possibly lost: a page reloaded while its
 * renewal was under way never stored the new token and comes back with the old one.
 */
export const lostReplyMs = 10_000;

/**
 * Whether a token rotated moments ago comes back because the replies to it were lost: no token
 * issued since has been used. Those tokens are revoked, so the family keeps one live token;
 * one that turns up later is refused.
 */
async function lostReply(db: Db, row: typeof refreshTokens.$inferSelect): Promise<boolean> {
  if (!row.rotatedAt || Date.now() - row.rotatedAt.getTime() >= lostReplyMs) return false;
  // rotated_at and created_at both come from the database's clock, so they compare exactly.
  const since = and(
    eq(refreshTokens.family, row.family),
    gte(refreshTokens.createdAt, row.rotatedAt),
  );
  const [used] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(since, isNotNull(refreshTokens.rotatedAt)))
    .limit(1);
  if (used) return false;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(since, isNull(refreshTokens.revokedAt)));
  return true;
}

/**
 * Rotates a refresh token. A token that was already rotated is a stolen copy or a replay:
 * the whole family is revoked, so the thief and the victim both sign in again. The one
 * exception is a reply lost within `lostReplyMs`, whose token was never used.
 */
export async function rotateRefreshToken(db: Db, secret: string, presented: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row || row.revokedAt || row.expiresAt <= new Date()) throw invalidRefresh();
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed && !(await lostReply(db, row))) {
    await revokeFamily(db, row.family);
    throw new AppError(
      401,
      'REFRESH_TOKEN_REUSED',
      'This session was used from somewhere else and has been ended. Sign in again.',
    );
  }
  const refreshToken = await insertRefreshToken(db, row.userId, row.family);
  return {
    userId: row.userId,
    token: await signAccessToken(secret, row.userId, row.family),
    refreshToken,
  };
}

/**
 * Whether the session began (the sign-in that issued its family's first refresh token) at most
 * this many seconds ago, by the database's clock as `created_at` is.
 */
export async function signedInWithin(db: Db, session: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({
      fresh: sql<boolean>`coalesce(min(${refreshTokens.createdAt}) > now() - make_interval(secs => ${seconds}), false)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.family, session));
  return row?.fresh === true;
}

export async function revokeFamily(db: Db, family: string): Promise<void> {
  seenAlive.delete(family);
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

/**
 * Ends every session of an account (after a password or e-mail change, or a reset), but the
 * one named in `keep` (the caller's own, when a signed-in user changed something).
 */
export async function revokeAllSessions(
  db: Db,
  userId: number,
  keep: string | null = null,
): Promise<void> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep === null ? undefined : ne(refreshTokens.family, keep),
      ),
    )
    .returning({ family: refreshTokens.family });
  for (const { family } of ended) seenAlive.delete(family);
}
