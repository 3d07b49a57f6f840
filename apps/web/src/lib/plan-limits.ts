import type { Plan } from '@palisade/contract';

/**
 * The limits of a plan that count things (`Plan['limits']` but the overage price), in the order
 * the customer's and the operator's plan tables list them; their names are `planLimits.*` in the
 * common texts.
 */
export const countedLimits = [
  'networks',
  'domains_per_network',
  'backend_sets_per_network',
  'backends_per_set',
  'firewall_rules_per_network',
  'sub_users_per_network',
  'bedrock_tunnels_per_network',
  'tunnels',
  'analytics_retention_days',
  'included_bandwidth_gb',
] as const satisfies readonly (keyof Plan['limits'])[];

export type CountedLimit = (typeof countedLimits)[number];
