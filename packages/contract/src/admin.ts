import { z } from 'zod';
import { attackType } from './attacks';
import { plan } from './billing';
import { id, isoDate, queryDate } from './common';
import { edgeSelfReport } from './edge';
import { defineRoute } from './route';

/**
 * The operator's console: the service's fleet, locations, edge tokens, customers, plans,
 * attacks and audit, for accounts with the operator role only (docs/operators.md).
 */

export const locationId = z
  .string()
  .regex(/^[a-z0-9-]{2,32}$/, { message: 'Use 2–32 lower-case letters, digits or dashes.' });

const port = z.number().int().min(1).max(65535);
const label = z.string().trim().min(1).max(64);

/** A range of ports whose first is not past its last. */
const portRange = z
  .object({ first: port, last: port })
  .refine((r) => r.first <= r.last, { message: 'The first port comes before the last.' });

/**
 * Where a location stands, ISO 3166 alpha-2 (`DE`): the DNS answers it first to resolvers of that
 * country, then of its continent (docs/scaling.md). Null: no preference.
 */
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'Use the two-letter ISO 3166 code (DE, US).' })
  .nullable();

/**
 * A location's public address: an IP address or a host name. Only their characters, so nothing
 * else reaches the DNS zone, whose LUA records carry the addresses in code (docs/scaling.md).
 */
const locationAddress = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:-]+$/, { message: 'Use an IP address or a host name.' });

/** Ranges as `location allow-backends` takes them: `10.0.0.0/8`, `192.168.1.5`, `127.0.0.1:25566`. */
const allowedBackends = z.array(z.string().trim().min(1).max(64)).max(100);

export const adminLocation = z
  .object({
    id: z.string(),
    name: z.string(),
    region: z.string(),
    address: z.string(),
    country: z.string().nullable(),
    bedrock_ports: z.object({ first: z.number().int(), last: z.number().int() }),
    tunnel_ports: z.object({ first: z.number().int(), last: z.number().int() }),
    wireguard_port: z.number().int(),
    wireguard_public_key: z.string(),
    subnet: z.string(),
    allowed_backends: z.array(z.string()),
    /** What uses the location: removal is refused while any does. */
    bedrock_tunnels: z.number().int(),
    tunnels: z.number().int(),
    edges: z.number().int(),
    created_at: isoDate,
  })
  .meta({ id: 'AdminLocation' });
export type AdminLocation = z.infer<typeof adminLocation>;

export const createLocationBody = z.object({
  id: locationId,
  name: label,
  region: label,
  address: locationAddress,
  country: country.default(null),
  bedrock_ports: portRange.default({ first: 19132, last: 19199 }),
  tunnel_ports: portRange.default({ first: 20000, last: 20999 }),
  wireguard_port: port.default(51820),
  subnet: z
    .string()
    .regex(/^(\d{1,3}\.){3}\d{1,3}\/(1[6-9]|2\d|30)$/, {
      message: 'Use an IPv4 block from /16 to /30.',
    })
    .default('10.78.0.0/16'),
  allowed_backends: allowedBackends.default([]),
});
export type CreateLocationBody = z.infer<typeof createLocationBody>;

export const updateLocationBody = z
  .object({
    name: label,
    region: label,
    address: locationAddress,
    country,
    bedrock_ports: portRange,
    allowed_backends: allowedBackends,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Change at least one field.' });
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

export const fleetEdge = z
  .object({
    id: z.number().int(),
    name: z.string(),
    online: z.boolean().meta({ description: 'Heard from in the last 60 seconds.' }),
    last_seen_at: isoDate.nullable(),
    last_telemetry_at: isoDate
      .nullable()
      .meta({ description: 'When its last telemetry batch arrived; null before one did.' }),
    kernel_filter: z.boolean().nullable(),
    location_sharing: z.boolean().nullable().meta({
      description:
        "Whether it shares with its location's other edges (NATS) at its last report; null without a location bus.",
    }),
    saturated: z.boolean().meta({
      description: 'Its last report said its event loop ran late: out of the DNS answers.',
    }),
    report: edgeSelfReport.nullable(),
    config_behind: z
      .boolean()
      .meta({ description: 'The config version it applied is older than the current one.' }),
  })
  .meta({ id: 'FleetEdge' });
export type FleetEdge = z.infer<typeof fleetEdge>;

export const fleet = z
  .object({
    config_version: z.number().int(),
    locations: z.array(
      z.object({ id: z.string(), name: z.string(), region: z.string(), edges: z.array(fleetEdge) }),
    ),
  })
  .meta({ id: 'Fleet' });
export type Fleet = z.infer<typeof fleet>;

export const adminEdgeToken = z
  .object({
    id: z.number().int(),
    location_id: z.string(),
    name: z.string(),
    created_at: isoDate,
    last_seen_at: isoDate.nullable(),
    revoked_at: isoDate.nullable(),
  })
  .meta({ id: 'AdminEdgeToken' });
export type AdminEdgeToken = z.infer<typeof adminEdgeToken>;

export const customerState = z.enum(['active', 'not_activated', 'disabled']);
export type CustomerState = z.infer<typeof customerState>;

export const customerRow = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    state: customerState,
    operator: z.boolean(),
    plan_id: z.number().int(),
    plan_name: z.string(),
    balance: z.string(),
    balance_cents: z.number().int(),
    networks: z.number().int(),
    created_at: isoDate,
  })
  .meta({ id: 'CustomerRow' });
export type CustomerRow = z.infer<typeof customerRow>;

export const customerDetails = customerRow
  .extend({
    disabled_reason: z.string().nullable(),
    disabled_at: isoDate.nullable(),
    two_factor: z.boolean(),
    plan_renews_at: isoDate.nullable(),
    tunnels: z.number().int(),
    bandwidth_bytes: z.number().int().meta({
      description:
        'Bytes in plus out of its networks this calendar month (UTC) so far, as usage billing counts them.',
    }),
    network_list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        domains: z.array(z.string()),
        under_attack: z.boolean(),
      }),
    ),
    ledger: z.array(
      z.object({
        id: z.number().int(),
        amount: z.string(),
        amount_cents: z.number().int(),
        kind: z.string(),
        description: z.string(),
        balance_after: z.string(),
        created_at: isoDate,
      }),
    ),
  })
  .meta({ id: 'CustomerDetails' });
export type CustomerDetails = z.infer<typeof customerDetails>;

/** Free text an operator writes that a customer or the audit reads. */
const note = z.string().trim().min(1).max(200);

export const adjustBalanceBody = z.object({
  amount_cents: z
    .number()
    .int()
    .min(-10_000_000)
    .max(10_000_000)
    .refine((c) => c !== 0, { message: 'Credit or debit a non-zero amount.' })
    .meta({ description: 'Cents: positive credits, negative debits.' }),
  note,
});

const limit = z.number().int().min(0).max(1_000_000);
const cents = z.number().int().min(0).max(100_000_000);

export const updatePlanBody = z
  .object({
    name: label,
    price_cents: cents,
    premium_network_price_cents: cents,
    overage_cents_per_gb: cents,
    limits: z
      .object({
        networks: limit,
        domains_per_network: limit,
        backend_sets_per_network: limit,
        backends_per_set: limit,
        firewall_rules_per_network: limit,
        sub_users_per_network: limit,
        bedrock_tunnels_per_network: limit,
        tunnels: limit,
        analytics_retention_days: z.number().int().min(1).max(3650),
        included_bandwidth_gb: limit,
      })
      .partial(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Change at least one field.' });
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

export const attackNow = z
  .object({
    attack_id: z.number().int(),
    network_id: z.number().int(),
    network_name: z.string(),
    owner_email: z.string(),
    type: attackType,
    started_at: isoDate,
    peak_cps: z.number().int(),
    peak_bps: z.number().int(),
    dropped: z.number().int(),
    target_domain: z.string().nullable(),
  })
  .meta({ id: 'AttackNow' });
export type AttackNow = z.infer<typeof attackNow>;

export const auditEntry = z
  .object({
    id: z.number().int(),
    operator: z.string(),
    action: z.string(),
    target: z.string(),
    detail: z.record(z.string(), z.unknown()),
    source: z.string(),
    created_at: isoDate,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

const filterText = z.string().trim().max(100).optional();

export const auditQuery = z
  .object({
    operator: filterText,
    action: filterText,
    target: filterText,
    from: queryDate.optional(),
    to: queryDate.optional(),
    before: id.optional().meta({ description: 'An entry id: the page after it.' }),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '`from` comes before `to`.',
    path: ['from'],
  });

const tags = ['Operator'] as const;
const auth = 'operator' as const;
const locationParams = z.object({ locationId });
const customerParams = z.object({ userId: id });

export const adminRoutes = {
  adminFleet: defineRoute({
    method: 'GET',
    path: '/admin/fleet',
    auth,
    summary: 'Every location and its edges: online, version, config applied, load',
    tags,
    reply: fleet,
  }),
  adminListLocations: defineRoute({
    method: 'GET',
    path: '/admin/locations',
    auth,
    summary: 'Every location with what uses it',
    tags,
    reply: z.array(adminLocation),
  }),
  adminCreateLocation: defineRoute({
    method: 'POST',
    path: '/admin/locations',
    auth,
    summary: 'Add a location (a WireGuard key pair is made for its edges)',
    tags,
    successStatus: 201,
    body: createLocationBody,
    reply: adminLocation,
  }),
  adminUpdateLocation: defineRoute({
    method: 'PATCH',
    path: '/admin/locations/:locationId',
    auth,
    summary:
      "Change a location's name, region, address, country, Bedrock ports or allowed backends",
    tags,
    params: locationParams,
    body: updateLocationBody,
    reply: adminLocation,
  }),
  adminDeleteLocation: defineRoute({
    method: 'DELETE',
    path: '/admin/locations/:locationId',
    auth,
    summary: 'Remove a location; refused (IN_USE) while tunnels use it, naming them',
    tags,
    params: locationParams,
    reply: z.object({ id: z.string() }),
  }),
  adminListEdgeTokens: defineRoute({
    method: 'GET',
    path: '/admin/edgeTokens',
    auth,
    summary: 'Every edge token, revoked ones too, with its last use',
    tags,
    reply: z.array(adminEdgeToken),
  }),
  adminCreateEdgeToken: defineRoute({
    method: 'POST',
    path: '/admin/edgeTokens',
    auth,
    summary: 'Create a token for an edge at a location; the token is in this reply only',
    tags,
    successStatus: 201,
    body: z.object({ location_id: locationId, name: label.default('edge') }),
    reply: adminEdgeToken.extend({
      token: z.string(),
      command: z.string().meta({ description: 'The `palisade edge` command that runs an edge.' }),
    }),
  }),
  adminRevokeEdgeToken: defineRoute({
    method: 'DELETE',
    path: '/admin/edgeTokens/:tokenId',
    auth,
    summary: 'Revoke an edge token: its edge can no longer sync',
    tags,
    params: z.object({ tokenId: id }),
    reply: adminEdgeToken,
  }),
  adminSearchCustomers: defineRoute({
    method: 'GET',
    path: '/admin/customers',
    auth,
    summary: 'Accounts by e-mail, network name or domain (the newest 50 without a query)',
    tags,
    query: z.object({ q: z.string().trim().max(254).default('') }),
    reply: z.array(customerRow),
  }),
  adminGetCustomer: defineRoute({
    method: 'GET',
    path: '/admin/customers/:userId',
    auth,
    summary: 'One account: state, plan, balance and ledger, networks, usage',
    tags,
    params: customerParams,
    reply: customerDetails,
  }),
  adminActivateCustomer: defineRoute({
    method: 'POST',
    path: '/admin/customers/:userId/activate',
    auth,
    summary: 'Activate an account, or enable a disabled one: its networks are served again',
    tags,
    params: customerParams,
    reply: customerDetails,
  }),
  adminDisableCustomer: defineRoute({
    method: 'POST',
    path: '/admin/customers/:userId/disable',
    auth,
    summary: 'Disable an account: no edge serves its networks; the reason is shown to it',
    tags,
    params: customerParams,
    body: z.object({ reason: note }),
    reply: customerDetails,
  }),
  adminAdjustBalance: defineRoute({
    method: 'POST',
    path: '/admin/customers/:userId/balance',
    auth,
    summary: "Credit or debit an account's balance with a note on its ledger",
    tags,
    params: customerParams,
    body: adjustBalanceBody,
    reply: customerDetails,
  }),
  adminChangeCustomerPlan: defineRoute({
    method: 'POST',
    path: '/admin/customers/:userId/plan',
    auth,
    summary: "Move an account to a plan, nothing charged (the period's end stays)",
    tags,
    params: customerParams,
    body: z.object({ plan_id: id }),
    reply: customerDetails,
  }),
  adminListPlans: defineRoute({
    method: 'GET',
    path: '/admin/plans',
    auth,
    summary: 'Every plan with its prices and limits',
    tags,
    reply: z.array(plan),
  }),
  adminUpdatePlan: defineRoute({
    method: 'PATCH',
    path: '/admin/plans/:planId',
    auth,
    summary: "Change a plan's name, prices or limits",
    tags,
    params: z.object({ planId: id }),
    body: updatePlanBody,
    reply: plan,
  }),
  adminAttacksNow: defineRoute({
    method: 'GET',
    path: '/admin/attacks',
    auth,
    summary: 'Every network under attack now, the biggest (peak connections per second) first',
    tags,
    reply: z.array(attackNow),
  }),
  adminAudit: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    auth,
    summary: 'Operator actions, newest first, filtered by operator, action, target and time',
    tags,
    query: auditQuery,
    reply: z.object({ entries: z.array(auditEntry), next_before: z.number().int().nullable() }),
  }),
} as const;
