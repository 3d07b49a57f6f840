import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { post } from '../../shared/ledger';
import { formatCents } from '../../shared/money';
import { type LimitName, limitWords } from '../../shared/plan-limits';
import { findUserById, updateUser } from '../account/queries';
import { forgetRetention } from '../telemetry/queries/reads';
import { largestNetworkUsage, type PlanRow, usage } from './queries';

export const periodMs = 30 * 86_400_000;

/** A cheaper plan is refused while the account uses more than it allows. */
export async function assertFits(db: Db, userId: number, plan: PlanRow) {
  const { networks, tunnels } = await usage(db, userId);
  const used: Record<LimitName, number> = {
    maxNetworks: networks,
    maxTunnels: tunnels,
    ...(await largestNetworkUsage(db, userId)),
  };
  const over = (Object.entries(used) as [LimitName, number][]).filter(
    ([limit, n]) => n > plan[limit],
  );
  if (over.length > 0) {
    const list = over.map(([limit, n]) => `${limitWords(limit, n)} (allows ${plan[limit]})`);
    throw new AppError(
      402,
      'PLAN_LIMIT',
      `The ${plan.name} plan is too small for what you use: ${list.join(', ')}.`,
    );
  }
}

export type PlanChangeKind = 'same' | 'start' | 'upgrade' | 'downgrade' | 'free';

/**
 * What a plan change costs now and when the new period ends. Periods are 30 days. Starting a
 * paid plan (from Free, or after the period lapsed) charges its full price and starts a
 * period; an upgrade within a period charges the price difference for the time left; a
 * downgrade takes effect at once and refunds nothing. The preview route and the change itself
 * both ask this, so the charge shown is the charge made.
 */
export function planChangeCharge(
  current: PlanRow,
  next: PlanRow,
  renewsAt: Date | null,
  now = Date.now(),
): { kind: PlanChangeKind; chargeCents: number; renewsAt: Date | null } {
  if (next.id === current.id) return { kind: 'same', chargeCents: 0, renewsAt };
  if (next.priceCents === 0) return { kind: 'free', chargeCents: 0, renewsAt: null };
  const running = current.priceCents > 0 && (renewsAt?.getTime() ?? 0) > now;
  if (!running) {
    return { kind: 'start', chargeCents: next.priceCents, renewsAt: new Date(now + periodMs) };
  }
  if (next.priceCents > current.priceCents && renewsAt) {
    const remaining = renewsAt.getTime() - now;
    const chargeCents = Math.round(((next.priceCents - current.priceCents) * remaining) / periodMs);
    return { kind: 'upgrade', chargeCents, renewsAt };
  }
  return { kind: 'downgrade', chargeCents: 0, renewsAt };
}

/** Changes the plan, charging what `planChangeCharge` says. */
export async function changePlan(db: Db, userId: number, current: PlanRow, next: PlanRow) {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new Error('user vanished');
    if (next.priceCents <= current.priceCents) await assertFits(tx, userId, next);
    const change = planChangeCharge(current, next, user.planRenewsAt);
    if (change.kind === 'start') {
      await post(tx, userId, -change.chargeCents, 'plan', `${next.name} plan, 30 days`);
    } else if (change.kind === 'upgrade' && change.chargeCents > 0) {
      const what = `Upgrade ${current.name} → ${next.name}, ${formatCents(change.chargeCents)} for the rest of the period`;
      await post(tx, userId, -change.chargeCents, 'plan', what);
    }
    await updateUser(tx, userId, { planId: next.id, planRenewsAt: change.renewsAt });
  });
  // Analytics show the new plan's retention from now on.
  forgetRetention(db);
}
