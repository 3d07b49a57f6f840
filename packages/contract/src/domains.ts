import { z } from 'zod';
import { id, isoDate, networkParams, pathId, timestamps } from './common';
import { defineRoute } from './route';

/** A lower-case host name of two or more labels, optionally `*.` for every sub-domain. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((name) => name.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253)
      .regex(/^(\*\.)?((?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?!-)[a-z0-9-]{2,63}(?<!-)$/, {
        message: 'Use a domain name like play.example.com or *.example.com.',
      }),
  );

export const domain = z
  .object({
    id: z.number().int(),
    name: z.string(),
    backend_set_id: z.number().int(),
    bac: z.boolean().meta({ description: "Run the network's verification server on it." }),
    verified: z.boolean(),
    verified_at: isoDate.nullable(),
    ...timestamps,
  })
  .meta({ id: 'Domain' });
export type Domain = z.infer<typeof domain>;

export const txtRecord = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});

export const dnsRecord = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA', 'SRV']),
  name: z.string().meta({ description: 'The full name, without the final dot.' }),
  relative_name: z.string().meta({
    description:
      'The name as DNS panels want it: relative to the zone, `@` at its apex (the full name where the zone was not found).',
  }),
  value: z.string().meta({ description: 'For SRV: priority, weight, port and target.' }),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

/** The ways players can reach the edge through a name (docs/api.md, domains). */
export const routeKind = z.enum(['cname', 'address', 'srv']);
export type RouteKind = z.infer<typeof routeKind>;

export const dnsPlan = z
  .object({
    zone: z.string().nullable().meta({
      description: 'The DNS zone the name is in, found by its SOA record; null when none answered.',
    }),
    apex: z.boolean().meta({
      description: 'The name is its zone’s apex, where most DNS hosts refuse a CNAME.',
    }),
    ownership: dnsRecord,
    routes: z
      .array(
        z.object({
          kind: routeKind,
          recommended: z.boolean(),
          records: z.array(dnsRecord),
          needs_domain: z.string().nullable().meta({
            description:
              'A name the records lead players to that must be a domain of this network too (the SRV target); null when none is needed or it is one already.',
          }),
        }),
      )
      .meta({ description: 'The ways to send players through Palisade; one of them is needed.' }),
  })
  .meta({ id: 'DnsPlan' });
export type DnsPlan = z.infer<typeof dnsPlan>;

const domainParams = networkParams.extend({ domainId: pathId });
const tags = ['Domains'] as const;

export const domainRoutes = {
  listDomains: defineRoute({
    method: 'GET',
    path: '/networks/:id/domains',
    auth: 'user',
    scope: 'network',
    permission: 'read_domains',
    summary: 'Domains of a network',
    tags,
    params: networkParams,
    reply: z.array(domain),
  }),
  addDomain: defineRoute({
    method: 'POST',
    path: '/networks/:id/domains',
    auth: 'user',
    scope: 'network',
    permission: 'create_domains',
    summary: 'Add a domain; it is routed once verified',
    tags,
    params: networkParams,
    body: z.object({ name: domainName, backend_set_id: id, bac: z.boolean().default(false) }),
    reply: domain,
  }),
  getDomain: defineRoute({
    method: 'GET',
    path: '/networks/:id/domains/:domainId',
    auth: 'user',
    scope: 'network',
    permission: 'read_domains',
    summary: 'One domain',
    tags,
    params: domainParams,
    reply: domain,
  }),
  updateDomain: defineRoute({
    method: 'PATCH',
    path: '/networks/:id/domains/:domainId',
    auth: 'user',
    scope: 'network',
    permission: 'update_domains',
    summary: 'Rename a domain (it must be verified again), change its set or bot check',
    tags,
    params: domainParams,
    body: z.object({
      name: domainName.optional(),
      backend_set_id: id.optional(),
      set: id
        .optional()
        .meta({ description: 'Same as backend_set_id (the dashboard sends this).' }),
      bac: z.boolean().optional(),
    }),
    reply: domain,
  }),
  deleteDomain: defineRoute({
    method: 'DELETE',
    path: '/networks/:id/domains/:domainId',
    auth: 'user',
    scope: 'network',
    permission: 'delete_domains',
    summary: 'Remove a domain',
    tags,
    params: domainParams,
    reply: z.object({ id }),
  }),
  preverifyDomain: defineRoute({
    method: 'POST',
    path: '/networks/:id/domains/preverify',
    auth: 'user',
    scope: 'network',
    permission: 'read_domains',
    summary: 'Whether a name is free, and the TXT record that proves it is yours',
    tags,
    params: networkParams,
    body: z.object({ domain_name: domainName }),
    reply: z.object({
      domain_name: z.string(),
      available: z.boolean(),
      verified: z.boolean().meta({ description: 'The TXT record is in place already.' }),
      txt_record: txtRecord,
      dns: dnsPlan,
    }),
  }),
  verifyDomain: defineRoute({
    method: 'GET',
    path: '/networks/:id/domains/:domainId/verify',
    auth: 'user',
    scope: 'network',
    permission: 'update_domains',
    summary:
      'Look up the TXT record now (the domain is marked verified once it is found) and whether the name leads players to the edge',
    tags,
    params: domainParams,
    reply: domain
      .extend({
        txt_record: txtRecord.meta({
          description: 'The record looked for; while `verified` is false it was not found.',
        }),
        dns: dnsPlan,
        routing: routeKind.nullable().meta({
          description:
            'How the name leads players to the edge now, as DNS answered: null while no record does (then only ownership is proven).',
        }),
      })
      .meta({ id: 'DomainVerification' }),
  }),
} as const;
