import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { networks, plans, users } from '../db/schema';
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
 * Holds the network's row until `tx` ends, so writers of what the network holds count it one
 * after another: two requests at a per-network limit cannot both pass. Call it before counting.
 */
export async function lockNetwork(tx: Tx, networkId: number): Promise<void> {
  await tx
    .select({ id: networks.id })
    .from(networks)
    .where(eq(networks.id, networkId))
    .for('no key update');
}

/**
 * Refuses with PLAN_LIMIT when `wanted` would pass the limit of the account's plan.
 * Limits follow the account that pays: for anything inside a network, its owner. Count
 * `wanted` in the write's transaction, after the lock that orders its writers (`lockNetwork`).
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
