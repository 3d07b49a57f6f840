import type { Db, Tx } from '../db/client';
import { AppError } from '../errors';
import { lockUser } from '../features/account/queries';
import { type PlanRow, planOf } from '../features/billing/queries';
import { lockNetwork } from '../features/networks/queries';

export type LimitName = {
  [K in keyof PlanRow]: K extends `max${string}` ? K : never;
}[keyof PlanRow];

/** How each limit reads in a sentence, for one and for any other number. */
const limitNouns: Record<LimitName, [one: string, other: string]> = {
  maxNetworks: ['network', 'networks'],
  maxDomainsPerNetwork: ['domain in a network', 'domains in a network'],
  maxBackendSetsPerNetwork: ['backend set in a network', 'backend sets in a network'],
  maxBackendsPerSet: ['backend in a set', 'backends in a set'],
  maxFirewallRulesPerNetwork: ['firewall rule in a network', 'firewall rules in a network'],
  maxSubUsersPerNetwork: ['sub-user in a network', 'sub-users in a network'],
  maxBedrockTunnelsPerNetwork: ['Bedrock tunnel in a network', 'Bedrock tunnels in a network'],
  maxTunnels: ['tunnel', 'tunnels'],
};

/** `count` of what a limit counts, in words: "1 network", "3 networks". */
export const limitWords = (limit: LimitName, count: number) =>
  `${count} ${limitNouns[limit][count === 1 ? 0 : 1]}`;

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
      `The ${plan.name} plan allows ${limitWords(limit, plan[limit])}. Upgrade to add more.`,
    );
  }
}

/**
 * Adds one of what a per-network limit counts. One transaction holds the network's row, counts
 * what the network has (`count`), refuses past the owner's plan and runs `insert`: writers of
 * one network count one after another, so two requests at the limit cannot both pass.
 */
export function addWithinNetworkLimit<T>(
  db: Db,
  network: { id: number; ownerId: number },
  limit: LimitName,
  count: (tx: Tx) => Promise<number>,
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockNetwork(tx, network.id);
    await assertWithinPlan(tx, network.ownerId, limit, (await count(tx)) + 1);
    return insert(tx);
  });
}

/** `addWithinNetworkLimit` for a per-account limit: the account's row orders its writers. */
export function addWithinAccountLimit<T>(
  db: Db,
  accountId: number,
  limit: LimitName,
  count: (tx: Tx) => Promise<number>,
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUser(tx, accountId);
    await assertWithinPlan(tx, accountId, limit, (await count(tx)) + 1);
    return insert(tx);
  });
}
