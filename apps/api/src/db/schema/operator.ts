import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Accounts an operator disabled: their networks leave every edge's snapshot (a table of its own,
 * so only a suspension, not every change of `users`, raises the edge config version).
 */
export const accountSuspensions = pgTable('account_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Shown to the customer on their dashboard. */
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action, from the dashboard or the CLI. Append-only: a trigger refuses updates
 * and deletes, and the operator is kept by e-mail as well, so the record outlives the account.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the CLI, which runs as whoever has the shell on the API host. */
    operatorId: integer('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    /** What was done, e.g. `location.create`, `customer.credit`. */
    action: text('action').notNull(),
    /** What it was done to: a location id, an e-mail, a token id. */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The client address of a dashboard request, or `cli` with the host's name. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt)],
);
