import type { billingRoutes } from '@palisade/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { formatCents } from '../../shared/money';
import { findUserById } from '../account/queries';
import { changePlan, planChangeCharge } from './change-plan';
import { findPlan, ledgerPage, listPlans, planOf, usage } from './queries';
import { toLedgerEntry, toPlan } from './replies';

async function subscriptionOf(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error('user vanished');
  return {
    plan: toPlan(await planOf(db, userId)),
    renews_at: user.planRenewsAt?.toISOString() ?? null,
    balance: formatCents(user.balanceCents),
    usage: await usage(db, userId),
  };
}

export const billingHandlers: Handlers<typeof billingRoutes> = {
  async listPlans({ deps }) {
    return (await listPlans(deps.db)).map(toPlan);
  },

  async getSubscription({ user, deps }) {
    return subscriptionOf(deps.db, user.id);
  },

  async changeSubscription({ user, body, deps }) {
    const next = await findPlan(deps.db, body.plan_id);
    if (!next) throw notFound('No such plan.');
    const current = await planOf(deps.db, user.id);
    if (next.id !== current.id) await changePlan(deps.db, user.id, current, next);
    return subscriptionOf(deps.db, user.id);
  },

  async previewSubscriptionChange({ user, query, deps }) {
    const next = await findPlan(deps.db, query.plan_id);
    if (!next) throw notFound('No such plan.');
    const current = await planOf(deps.db, user.id);
    const row = await findUserById(deps.db, user.id);
    if (!row) throw new Error('user vanished');
    const change = planChangeCharge(current, next, row.planRenewsAt);
    return {
      plan: toPlan(next),
      kind: change.kind,
      charge: formatCents(change.chargeCents),
      charge_cents: change.chargeCents,
      renews_at: change.renewsAt?.toISOString() ?? null,
      balance: formatCents(row.balanceCents),
      balance_cents: row.balanceCents,
    };
  },

  async listLedger({ user, query, deps }) {
    const rows = await ledgerPage(deps.db, user.id, query.limit, query.before);
    const page = rows.slice(0, query.limit);
    return {
      entries: page.map(toLedgerEntry),
      next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  },
};
