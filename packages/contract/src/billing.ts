import { z } from 'zod';
import { id, isoDate } from './common';
import { defineRoute } from './route';

export const plan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    level: z.number().int(),
    price: z.string().meta({ description: 'Dollars per 30 days, two decimals.' }),
    price_cents: z.number().int(),
    premium_network_price: z.string(),
    limits: z.object({
      networks: z.number().int(),
      domains_per_network: z.number().int(),
      backend_sets_per_network: z.number().int(),
      backends_per_set: z.number().int(),
      firewall_rules_per_network: z.number().int(),
      sub_users_per_network: z.number().int(),
      bedrock_tunnels_per_network: z.number().int(),
      tunnels: z.number().int(),
      analytics_retention_days: z.number().int(),
      included_bandwidth_gb: z.number().int(),
      overage_per_gb: z.string(),
    }),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof plan>;

export const subscription = z
  .object({
    plan,
    renews_at: isoDate.nullable(),
    balance: z.string(),
    usage: z.object({ networks: z.number().int(), tunnels: z.number().int() }),
  })
  .meta({ id: 'Subscription' });

export const ledgerEntry = z
  .object({
    id: z.number().int(),
    amount: z.string(),
    amount_cents: z.number().int(),
    kind: z.enum(['credit', 'plan', 'premium', 'bandwidth', 'refund']),
    description: z.string(),
    balance_after: z.string(),
    created_at: isoDate,
  })
  .meta({ id: 'LedgerEntry' });

const tags = ['Billing'] as const;

export const billingRoutes = {
  listPlans: defineRoute({
    method: 'GET',
    path: '/billing/plans',
    auth: 'user',
    summary: 'Every plan with its price and limits',
    tags,
    reply: z.array(plan),
  }),
  getSubscription: defineRoute({
    method: 'GET',
    path: '/billing/subscription',
    auth: 'user',
    summary: "The account's plan, period and balance",
    tags,
    reply: subscription,
  }),
  changeSubscription: defineRoute({
    method: 'PATCH',
    path: '/billing/subscription',
    auth: 'user',
    summary: 'Change plan, charged from the balance (upgrades prorated, downgrades at once)',
    tags,
    body: z.object({ plan_id: id }),
    reply: subscription,
  }),
  previewSubscriptionChange: defineRoute({
    method: 'GET',
    path: '/billing/subscription/preview',
    auth: 'user',
    summary: 'What changing to a plan would charge now (the prorated price of an upgrade)',
    tags,
    query: z.object({ plan_id: id }),
    reply: z
      .object({
        plan,
        kind: z.enum(['same', 'start', 'upgrade', 'downgrade', 'free']).meta({
          description:
            'start: a new 30-day period at full price; upgrade: the difference for the days left; downgrade and free: nothing charged or refunded.',
        }),
        charge: z.string().meta({ description: 'Dollars charged from the balance, two decimals.' }),
        charge_cents: z.number().int(),
        renews_at: isoDate.nullable(),
        balance: z.string(),
        balance_cents: z.number().int(),
      })
      .meta({ id: 'PlanChangePreview' }),
  }),
  listLedger: defineRoute({
    method: 'GET',
    path: '/billing/ledger',
    auth: 'user',
    summary: 'Credits and charges, newest first',
    tags,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      before: id.optional().meta({ description: 'An entry id: the page after it.' }),
    }),
    reply: z.object({ entries: z.array(ledgerEntry), next_before: z.number().int().nullable() }),
  }),
} as const;
