import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { post } from '../../shared/ledger';
import { formatCents } from '../../shared/money';
import { type LimitName, limitWords, type PlanRow } from '../../shared/plan-limits';
import { largestNetworkUsage, usage } from './queries';

export const periodMs = 30 * 86_400_000;

/** A cheaper plan is refused while the account uses more than it allows. */
async function assertFits(db: Db, userId: number, plan: PlanRow) {
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
    const list = over.map(([limit, n]) => `${n} ${limitWords[limit]} (allows ${plan[limit]})`);
    throw new AppError(
      402,
      'PLAN_LIMIT',
      `The ${plan.name} plan is too small for what you use: ${list.join(', ')}.`,
    );
  }
}

/**
 * Plan changes. Periods are 30 days. Starting a paid plan (from Free, or after the period
 * lapsed) charges its full price and starts a period; an upgrade within a period charges the
 * price difference for the days left; a downgrade takes effect at once and refunds nothing.
 */
export async function changePlan(db: Db, userId: number, current: PlanRow, next: PlanRow) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error('user vanished');
    const now = Date.now();
    const running = current.priceCents > 0 && (user.planRenewsAt?.getTime() ?? 0) > now;
    let renewsAt = user.planRenewsAt;
    if (next.priceCents <= current.priceCents) await assertFits(tx, userId, next);
    if (next.priceCents === 0) {
      renewsAt = null;
    } else if (!running) {
      await post(tx, userId, -next.priceCents, 'plan', `${next.name} plan, 30 days`);
      renewsAt = new Date(now + periodMs);
    } else if (next.priceCents > current.priceCents && user.planRenewsAt) {
      const remaining = user.planRenewsAt.getTime() - now;
      const charge = Math.round(((next.priceCents - current.priceCents) * remaining) / periodMs);
      const what = `Upgrade ${current.name} → ${next.name}, ${formatCents(charge)} for the rest of the period`;
      if (charge > 0) await post(tx, userId, -charge, 'plan', what);
    }
    await tx
      .update(users)
      .set({ planId: next.id, planRenewsAt: renewsAt, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
