import type { UpdatePlanBody } from '@palisade/contract';
import type { Db } from '../../db/client';
import { AppError, FieldError, notFound } from '../../errors';
import { findPlan, planNamedElsewhere, updatePlanRow } from '../billing/queries';
import { toPlan } from '../billing/replies';
import { forgetRetention } from '../telemetry/queries/reads';
import { type Actor, recordAudit } from './audit';

/** The wire names of a plan's limits and their columns. */
const limitColumns = {
  networks: 'maxNetworks',
  domains_per_network: 'maxDomainsPerNetwork',
  backend_sets_per_network: 'maxBackendSetsPerNetwork',
  backends_per_set: 'maxBackendsPerSet',
  firewall_rules_per_network: 'maxFirewallRulesPerNetwork',
  sub_users_per_network: 'maxSubUsersPerNetwork',
  bedrock_tunnels_per_network: 'maxBedrockTunnelsPerNetwork',
  tunnels: 'maxTunnels',
  analytics_retention_days: 'analyticsRetentionDays',
  included_bandwidth_gb: 'includedBandwidthGb',
} as const;

/**
 * Changes a plan's name, prices or limits. Accounts keep their plan: new limits hold for what
 * they add next, and a price for the next period. The free plan (level 0, where accounts start)
 * stays free, and two plans never share a name.
 */
export async function updatePlan(db: Db, planId: number, input: UpdatePlanBody, actor: Actor) {
  const row = await db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    if (!plan) throw notFound('No such plan.');
    if (plan.level === 0 && input.price_cents !== undefined && input.price_cents > 0)
      throw new FieldError('price_cents', 'The free plan, where new accounts start, stays free.');
    if (input.name !== undefined) {
      if (await planNamedElsewhere(tx, input.name, planId))
        throw new AppError(409, 'DUPLICATE', `Another plan is named ${input.name}.`);
    }
    const limits = Object.fromEntries(
      Object.entries(input.limits ?? {}).map(([name, value]) => [
        limitColumns[name as keyof typeof limitColumns],
        value,
      ]),
    );
    const updated = await updatePlanRow(tx, planId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.price_cents === undefined ? {} : { priceCents: input.price_cents }),
      ...(input.premium_network_price_cents === undefined
        ? {}
        : { premiumNetworkPriceCents: input.premium_network_price_cents }),
      ...(input.overage_cents_per_gb === undefined
        ? {}
        : { overageCentsPerGb: input.overage_cents_per_gb }),
      ...limits,
    });
    if (!updated) throw notFound('No such plan.');
    await recordAudit(tx, actor, 'plan.update', `${planId} ${updated.name}`, input);
    return updated;
  });
  forgetRetention(db);
  return toPlan(row);
}
