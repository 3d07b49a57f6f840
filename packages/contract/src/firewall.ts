import { z } from 'zod';
import { id, isoDate, networkParams, pathId, timestamps } from './common';
import { defineRoute, type RoutePermission } from './route';

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

/** An IPv4 or IPv6 address, or a CIDR block of either; the server normalises it. */
export const cidr = z
  .string()
  .trim()
  .max(64)
  .refine(
    (value) => {
      const [address = '', prefix, extra] = value.split('/');
      if (extra !== undefined) return false;
      const v4 = ipv4.safeParse(address).success;
      const v6 = !v4 && ipv6.safeParse(address).success;
      if (!v4 && !v6) return false;
      if (prefix === undefined) return true;
      return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
    },
    { message: 'Use an IPv4 or IPv6 address, optionally with a /prefix.' },
  );

export const asn = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^(AS)?\d+$/i)
      .transform((s) => Number(s.replace(/^AS/i, ''))),
  ])
  .pipe(z.number().int().min(1).max(4_294_967_295, { message: 'ASNs go up to 4294967295.' }));

const entry = {
  id: z.number().int(),
  whitelist: z.boolean(),
  /** When the rule stops applying (and is deleted); null: it applies until removed. */
  expires_at: isoDate.nullable(),
  ...timestamps,
};

/** How far ahead a rule's end may be; further is what null (never) is for. */
export const ruleExpiryMaxYears = 10;

/** The latest end a rule saved now may have: `ruleExpiryMaxYears` from now, to the millisecond. */
const latestExpiry = () => {
  const latest = new Date();
  latest.setUTCFullYear(latest.getUTCFullYear() + ruleExpiryMaxYears);
  return latest.getTime();
};

/**
 * When a rule ends: a time in the future, at most `ruleExpiryMaxYears` ahead (so a far offset
 * cannot carry it past the year 9999 in UTC, which no database stores), or null for never.
 */
export const ruleExpiry = z.iso
  .datetime({ offset: true })
  .refine((at) => Date.parse(at) > Date.now(), { message: 'Choose a time in the future.' })
  .refine((at) => Date.parse(at) <= latestExpiry(), {
    message: `Choose a time at most ${ruleExpiryMaxYears} years ahead, or null for never.`,
  })
  .nullable();

export const ipRule = z.object({ ...entry, cidr: z.string() }).meta({ id: 'IpFirewallEntry' });
export const asnRule = z
  .object({ ...entry, asn: z.number().int() })
  .meta({ id: 'AsnFirewallEntry' });
export const countryRule = z
  .object({
    ...entry,
    country_id: z.number().int(),
    country_code: z.string(),
    country_name: z.string(),
  })
  .meta({ id: 'CountryFirewallEntry' });

export const country = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/**
 * POST with an `id` updates that entry; without, it adds one. `whitelist` true always allows.
 * `expires_at` left out keeps an entry's expiry (a new one never expires).
 */
const upsert = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    id: id.optional(),
    whitelist: z.boolean().default(false),
    expires_at: ruleExpiry.optional(),
    ...shape,
  });

const entryParams = networkParams.extend({ entryId: pathId });

/** How far back a dry run looks. */
export const dryRunHours = 24;

/** Most players a dry run names; `players` counts them all. */
export const dryRunNamedPlayers = 20;

/**
 * The narrowest IP ranges a dry run names players for: anything narrower would tie a name to
 * one address (or a handful), which halving a range over and over would find
 * (docs/security.md#personal-data).
 */
export const dryRunNamedPrefix = { ipv4: 24, ipv6: 48 } as const;

/**
 * What a rule would have matched in the last `dryRunHours` hours had it been in force: the
 * connections and distinct addresses it covers, and the players who logged in from them.
 * Counting is per hour, so `since` is the start of the first hour counted.
 */
export const firewallDryRun = z
  .object({
    dry_run: z.literal(true),
    since: isoDate,
    connections: z.number().int(),
    addresses: z.number().int(),
    players: z.number().int(),
    player_names: z.array(z.string()),
    /**
     * Why `player_names` is empty whatever `players` says: `narrow_range`, an IP range narrower
     * than `dryRunNamedPrefix`; `permission`, a sub-user without `read_analytics`. Null: named.
     */
    player_names_withheld: z.enum(['narrow_range', 'permission']).nullable(),
    /**
     * Connections to the network in the same hours whose address was not kept (edges name at
     * most 1,000 addresses per network and 10 seconds, docs/edge.md#telemetry): the other
     * figures are a lower bound when this is above zero.
     */
    unattributed_connections: z.number().int(),
  })
  .meta({ id: 'FirewallDryRun' });
export type FirewallDryRun = z.infer<typeof firewallDryRun>;

/** Whether a save's reply is a dry run's figures rather than the saved rule. */
export const isDryRun = (reply: unknown): reply is FirewallDryRun =>
  typeof reply === 'object' && reply !== null && 'dry_run' in reply;

/** `dry_run=true` answers what the rule would have done, and saves nothing. */
const saveQuery = z.object({ dry_run: z.enum(['true', 'false']).default('false') });

function firewallRoutes<R extends z.ZodType, B extends z.ZodType>(
  segment: string,
  label: string,
  reply: R,
  body: B,
) {
  const tags = ['Firewall'] as const;
  const read: RoutePermission = 'read_firewall';
  const write: RoutePermission = 'update_firewall';
  return {
    list: defineRoute({
      method: 'GET',
      path: `/networks/:id/${segment}`,
      auth: 'user',
      scope: 'network',
      permission: read,
      summary: `${label} rules of a network`,
      tags,
      params: networkParams,
      reply: z.array(reply),
    }),
    save: defineRoute({
      method: 'POST',
      path: `/networks/:id/${segment}`,
      auth: 'user',
      scope: 'network',
      permission: write,
      summary: `Add a ${label} rule, or change the one named by id; or try it with dry_run=true`,
      tags,
      params: networkParams,
      query: saveQuery,
      body,
      reply: z.union([reply, firewallDryRun]),
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `/networks/:id/${segment}/:entryId`,
      auth: 'user',
      scope: 'network',
      permission: write,
      summary: `Delete a ${label} rule`,
      tags,
      params: entryParams,
      reply: z.object({ id }),
    }),
  };
}

const ip = firewallRoutes('firewall', 'IP', ipRule, upsert({ cidr }));
const asnRoutes = firewallRoutes('asnFirewall', 'ASN', asnRule, upsert({ asn }));
const countryRoutes = firewallRoutes(
  'countryFirewall',
  'country',
  countryRule,
  upsert({ country_id: id }),
);

export const firewallRouteTable = {
  listIpFirewall: ip.list,
  saveIpFirewall: ip.save,
  deleteIpFirewall: ip.remove,
  listAsnFirewall: asnRoutes.list,
  saveAsnFirewall: asnRoutes.save,
  deleteAsnFirewall: asnRoutes.remove,
  listCountryFirewall: countryRoutes.list,
  saveCountryFirewall: countryRoutes.save,
  deleteCountryFirewall: countryRoutes.remove,
  listCountries: defineRoute({
    method: 'GET',
    path: '/countries/fetch-all',
    auth: 'user',
    summary: 'Every ISO 3166-1 country; `id` is its numeric code',
    tags: ['Firewall'],
    reply: z.array(country),
  }),
} as const;
