import type { CustomerDetails, CustomerRow, CustomerState } from '@palisade/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { post } from '../../shared/ledger';
import { formatCents } from '../../shared/money';
import { monthBytes } from '../../shared/usage';
import {
  findUserById,
  liftSuspension,
  setOperatorByEmail,
  setUserColumns,
  suspend,
  suspensionOf,
} from '../account/queries';
import { assertFits } from '../billing/change-plan';
import { findPlan, usage } from '../billing/queries';
import { toLedgerEntry } from '../billing/replies';
import { forgetRetention } from '../telemetry/queries/reads';
import { type Actor, recordAudit } from './audit';
import {
  type CustomerJoined,
  customerNetworks,
  customerRow,
  customerRows,
  recentLedger,
} from './queries';

const stateOf = (activatedAt: Date | null, suspended: boolean): CustomerState =>
  suspended ? 'disabled' : activatedAt ? 'active' : 'not_activated';

const toRow = (r: CustomerJoined): CustomerRow => ({
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

/** Accounts whose e-mail, or one of whose networks' names or domains, holds the text. */
export async function searchCustomers(db: Db, q: string): Promise<CustomerRow[]> {
  return (await customerRows(db, q)).map(toRow);
}

export async function customerDetails(db: Db, userId: number): Promise<CustomerDetails> {
  const row = await customerRow(db, userId);
  if (!row) throw notFound('No such account.');
  const suspension = await suspensionOf(db, userId);
  const { owned, names, attacked } = await customerNetworks(db, userId);
  const ledger = await recentLedger(db, userId);
  const used = await usage(db, userId);
  const bandwidth = await monthBytes(
    db,
    owned.map((n) => n.id),
  );
  return {
    ...toRow(row),
    disabled_reason: suspension?.reason ?? null,
    disabled_at: suspension?.createdAt.toISOString() ?? null,
    two_factor: row.user.totpSecretSealed !== null,
    plan_renews_at: row.user.planRenewsAt?.toISOString() ?? null,
    tunnels: used.tunnels,
    bandwidth_bytes: bandwidth,
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
  const row = await findUserById(db, userId);
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
    if (!row.activatedAt) await setUserColumns(tx, userId, { activatedAt: new Date() });
    const lifted = await liftSuspension(tx, userId);
    if (row.activatedAt && !lifted) return;
    await recordAudit(tx, actor, 'customer.activate', row.email, {
      activated: !row.activatedAt,
      enabled: lifted,
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
    if (!(await suspend(tx, userId, reason)))
      throw new AppError(409, 'CONFLICT', `${row.email} is disabled already.`);
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
    await setUserColumns(tx, userId, { planId });
    await recordAudit(tx, actor, 'customer.plan', row.email, { from: row.planId, to: planId });
  });
  forgetRetention(db);
  return customerDetails(db, userId);
}

/** Grants or revokes the operator role (the CLI only: an operator cannot make another). */
export async function setOperator(db: Db, email: string, operator: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const row = await setOperatorByEmail(tx, email.toLowerCase(), operator);
    if (!row) throw notFound(`No account uses ${email}.`);
    await recordAudit(tx, actor, operator ? 'operator.grant' : 'operator.revoke', row.email);
    return row;
  });
}
