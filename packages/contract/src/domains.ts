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
    }),
  }),
  verifyDomain: defineRoute({
    method: 'GET',
    path: '/networks/:id/domains/:domainId/verify',
    auth: 'user',
    scope: 'network',
    permission: 'update_domains',
    summary: 'Look up the TXT record now; the domain is marked verified once it is found',
    tags,
    params: domainParams,
    reply: domain
      .extend({
        txt_record: txtRecord.meta({
          description: 'The record looked for; while `verified` is false it was not found.',
        }),
      })
      .meta({ id: 'DomainVerification' }),
  }),
} as const;
