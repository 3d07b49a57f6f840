import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { plans } from './plans';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull().default(''),
    /** argon2id PHC string; null for accounts made by OAuth that never set one. */
    passwordHash: text('password_hash'),
    isOauth: boolean('is_oauth').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Balance ledger total in cents; the ledger itself comes with billing. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** TOTP seed sealed with the data key (AES-256-GCM); null while 2FA is off. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** Last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The plan (seeded ids; 1 is Free) and the end of the period paid for. */
    planId: integer('plan_id')
      .notNull()
      .default(1)
      .references(() => plans.id),
    planRenewsAt: timestamp('plan_renews_at', { withTimezone: true }),
    /** Runs the service: the operator's console and its `admin/` routes (docs/operators.md). */
    operator: boolean('operator').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const apiKeys = pgTable('api_keys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first and last characters, enough to recognise it. */
  hint: text('hint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_identities_provider_subject_key').on(t.provider, t.subject)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`)],
);
