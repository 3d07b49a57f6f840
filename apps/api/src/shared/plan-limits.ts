import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { plans, users } from '../db/schema';
import { AppError } from '../errors';

export type PlanRow = typeof plans.$inferSelect;

export type LimitName = {
  [K in keyof PlanRow]: K extends `max${string}` ? K : never;
}[keyof PlanRow];

/** How each limit reads in a sentence. */
export const limitWords: Record<LimitName, string> = {
  maxNetworks: 'networks',
  maxDomainsPerNetwork: 'domains in a network',
  maxBackendSetsPerNetwork: 'backend sets in a network',
  maxBackendsPerSet: 'backends in a set',
  maxFirewallRulesPerNetwork: 'firewall rules in a network',
  maxSubUsersPerNetwork: 'sub-users in a network',
  maxBedrockTunnelsPerNetwork: 'Bedrock tunnels in a network',
  maxTunnels: 'tunnels',
};

export async function planOf(db: Db, userId: number): Promise<PlanRow> {
  const [row] = await db
    .select({ plan: plans })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no plan`);
  return row.plan;
}

/**
 * Refuses with PLAN_LIMIT when `wanted` would pass the limit of the account's plan.
 * Limits follow the account that pays: for anything inside a network, its owner.
 */
export async function assertWithinPlan(
  db: Db,
  accountId: number,
  limit: LimitName,
  wanted: number,
): Promise<void> {
  const plan = await planOf(db, accountId);
  if (wanted > plan[limit]) {
    throw new AppError(
      402,
      'PLAN_LIMIT',
      `The ${plan.name} plan allows ${plan[limit]} ${limitWords[limit]}. Upgrade to add more.`,
    );
  }
}
