import type { CustomerDetails, CustomerRow, CustomerState } from '@palisade/contract';
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountSuspensions,
  attacks,
  domains,
  ledgerEntries,
  networks,
  plans,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { post } from '../../shared/ledger';
import { formatCents } from '../../shared/money';
import { forgetRetention } from '../../shared/telemetry-store';
import { assertFits } from '../billing/change-plan';
import { findPlan, usage } from '../billing/queries';
import { toLedgerEntry } from '../billing/replies';
import { type Actor, recordAudit } from './audit';
import { containing } from './contains';

const stateOf = (activatedAt: Date | null, suspended: boolean): CustomerState =>
  suspended ? 'disabled' : activatedAt ? 'active' : 'not_activated';

const rowColumns = {
  user: users,
  planName: plans.name,
  suspended: accountSuspensions.userId,
  networks: sql<number>`(select count(*)::int from ${networks} where ${networks.ownerId} = ${users.id})`,
};

type Joined = {
  user: typeof users.$inferSelect;
  planName: string;
  suspended: number | null;
  networks: number;
};

const toRow = (r: Joined): CustomerRow => ({
  id: r.user.id,
  email: r.user.email,
  name: `${r.user.firstname} ${r.user.lastname}`.trim(),
  state: stateOf(r.user.activatedAt, r.suspended !== null),
  operator: r.user.operator,
  plan_id: r.user.planId,
  plan_name: r.planName,
  balance: formatCents(r.user.balanceCents),
  balance_cents: r.user.balanceCents,
  networks: Number(r.networks),
  created_at: r.user.createdAt.toISOString(),
});

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id));

/** Accounts whose e-mail, or one of whose networks' names or domains, holds the text. */
export async function searchCustomers(db: Db, q: string): Promise<CustomerRow[]> {
  const pattern = containing(q);
  const byNetwork = db
    .select({ id: networks.ownerId })
    .from(networks)
    .leftJoin(domains, eq(domains.networkId, networks.id))
    .where(or(ilike(networks.name, pattern), ilike(domains.name, pattern)));
  const rows = await joined(db)
    .where(q ? or(ilike(users.email, pattern), inArray(users.id, byNetwork)) : undefined)
    .orderBy(desc(users.id))
    .limit(50);
  return rows.map(toRow);
}

export async function customerDetails(db: Db, userId: number): Promise<CustomerDetails> {
  const [row] = await joined(db).where(eq(users.id, userId));
  if (!row) throw notFound('No such account.');
  const [suspension] = await db
    .select()
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  const owned = await db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.ownerId, userId))
    .orderBy(networks.id);
  const ids = owned.map((n) => n.id);
  const names = ids.length
    ? await db
        .select({ networkId: domains.networkId, name: domains.name })
        .from(domains)
        .where(inArray(domains.networkId, ids))
    : [];
  const attacked = ids.length
    ? await db
        .select({ networkId: attacks.networkId })
        .from(attacks)
        .where(and(inArray(attacks.networkId, ids), isNull(attacks.endedAt)))
    : [];
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(50);
  const used = await usage(db, userId);
  return {
    ...toRow(row),
    disabled_reason: suspension?.reason ?? null,
    disabled_at: suspension?.createdAt.toISOString() ?? null,
    two_factor: row.user.totpSecretSealed !== null,
    plan_renews_at: row.user.planRenewsAt?.toISOString() ?? null,
    tunnels: used.tunnels,
    network_list: owned.map((n) => ({
      id: n.id,
      name: n.name,
      domains: names.filter((d) => d.networkId === n.id).map((d) => d.name),
      under_attack: attacked.some((a) => a.networkId === n.id),
    })),
    ledger: ledger.map(toLedgerEntry),
  };
}

async function findAccount(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No such account.');
  return row;
}

/**
 * Activates an account that never was, and lifts a suspension: its networks are served again.
 * An account that is neither stays as it is, and nothing is written to the audit.
 */
export async function activateCustomer(db: Db, userId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const row = await findAccount(tx, userId);
    if (!row.activatedAt)
      await tx.update(users).set({ activatedAt: new Date() }).where(eq(users.id, userId));
    const lifted = await tx
      .delete(accountSuspensions)
      .where(eq(accountSuspensions.userId, userId))
      .returning();
    if (row.activatedAt && lifted.length === 0) return;
    await recordAudit(tx, actor, 'customer.activate', row.email, {
      activated: !row.activatedAt,
      enabled: lifted.length > 0,
    });
  });
  return customerDetails(db, userId);
}

export async function disableCustomer(db: Db, userId: number, reason: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const row = await findAccount(tx, userId);
    if (row.operator)
      throw new AppError(
        409,
        'CONFLICT',
        `${row.email} is an operator; revoke the role first (palisade user operator revoke).`,
      );
    const [added] = await tx
      .insert(accountSuspensions)
      .values({ userId, reason })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError(409, 'CONFLICT', `${row.email} is disabled already.`);
    await recordAudit(tx, actor, 'customer.disable', row.email, { reason });
  });
  return customerDetails(db, userId);
}

/** Credits (positive) or debits (negative) a balance; a debit it cannot cover is refused. */
export async function adjustBalance(
  db: Db,
  userId: number,
  amountCents: number,
  note: string,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const row = await findAccount(tx, userId);
    const after = await post(tx, userId, amountCents, 'credit', note);
    await recordAudit(
      tx,
      actor,
      amountCents > 0 ? 'customer.credit' : 'customer.debit',
      row.email,
      {
        amount_cents: amountCents,
        note,
        balance_cents: after,
      },
    );
  });
  return customerDetails(db, userId);
}

/** Moves an account to a plan without a charge; refused when it uses more than the plan allows. */
export async function setCustomerPlan(db: Db, userId: number, planId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const row = await findAccount(tx, userId);
    const plan = await findPlan(tx, planId);
    if (!plan) throw notFound('No such plan.');
    await assertFits(tx, userId, plan);
    await tx.update(users).set({ planId }).where(eq(users.id, userId));
    await recordAudit(tx, actor, 'customer.plan', row.email, { from: row.planId, to: planId });
  });
  forgetRetention(db);
  return customerDetails(db, userId);
}

/** Grants or revokes the operator role (the CLI only: an operator cannot make another). */
export async function setOperator(db: Db, email: string, operator: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ operator })
      .where(eq(users.email, email.toLowerCase()))
      .returning();
    if (!row) throw notFound(`No account uses ${email}.`);
    await recordAudit(tx, actor, operator ? 'operator.grant' : 'operator.revoke', row.email);
    return row;
  });
}
