import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Single-use links mailed to a user: activation, password reset, e-mail change. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an e-mail change moves to. */
    newEmail: text('new_email'),
    /** The session that asked for an e-mail change: the one kept when the change ends the others. */
    sessionFamily: uuid('session_family'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Refresh tokens, one row per issued token. A rotation marks the row used and adds its
 * successor to the same family; presenting a used token again revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters shared by every API process (login throttling). */
export const throttle = pgTable('throttle', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Captcha solutions already accepted, kept until their challenge expires. */
export const captchaSpent = pgTable('captcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Nonces of OpenID Connect ID tokens already used to sign in, kept until the token expires:
 * an ID token is accepted once.
 */
export const oidcNoncesSpent = pgTable('oidc_nonces_spent', {
  nonceHash: text('nonce_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
