import { z } from 'zod';
import { isoDate, networkParams, pathId, queryDate } from './common';
import { type DropReason, dropReasons } from './drops';
import { defineRoute } from './route';

/**
 * What opened an attack: a connection rate over the network's threshold, a surge of dropped
 * connections (firewall, rate limit, verification) under it, or a flood of invalid packets.
 */
export const attackType = z
  .enum(['connection_flood', 'drop_surge', 'invalid_flood'])
  .meta({ id: 'AttackType' });
export type AttackType = z.infer<typeof attackType>;

export const attackSource = z
  .object({
    asn: z.number().int().nullable(),
    country: z.string().length(2).nullable(),
    count: z.number().int().meta({ description: 'Connections from this ASN and country.' }),
  })
  .meta({ id: 'AttackSource' });
export type AttackSource = z.infer<typeof attackSource>;

export const attackPrefix = z
  .object({
    prefix: z.string().meta({ description: 'A /24 (IPv4) or /48 (IPv6), as a CIDR block.' }),
    count: z.number().int().meta({ description: 'Connections from this prefix.' }),
  })
  .meta({ id: 'AttackPrefix' });
export type AttackPrefix = z.infer<typeof attackPrefix>;

export const attackAddress = z
  .object({
    address: z.string().meta({ description: 'A client address (IPv4 or IPv6).' }),
    count: z.number().int().meta({ description: 'Connections from this address.' }),
  })
  .meta({ id: 'AttackAddress' });
export type AttackAddress = z.infer<typeof attackAddress>;

/** A block rule in force that refuses one of an attack's sources. */
export const blockingRule = z
  .object({
    id: z.number().int().meta({ description: 'The rule’s id in its firewall list.' }),
    rule: z
      .string()
      .meta({ description: 'What it blocks: a CIDR block, an ASN or a country code.' }),
    expires_at: isoDate.nullable().meta({ description: 'When it ends; null: until removed.' }),
  })
  .meta({ id: 'BlockingRule' });
export type BlockingRule = z.infer<typeof blockingRule>;

export const attack = z
  .object({
    id: z.number().int(),
    network_id: z.number().int(),
    started_at: isoDate,
    ended_at: isoDate
      .nullable()
      .meta({ description: 'End of the last second over the threshold; null while ongoing.' }),
    type: attackType,
    peak_cps: z.number().int().meta({ description: 'Most new connections in one second.' }),
    peak_bps: z.number().int().meta({ description: 'Most bits per second received.' }),
    dropped: z.number().int().meta({ description: 'Connections dropped during the attack.' }),
    connections: z
      .number()
      .int()
      .meta({ description: 'New connections during the attack; sources count out of these.' }),
    top_sources: z.array(attackSource),
    top_prefixes: z.array(attackPrefix),
    target_domain: z.string().nullable(),
  })
  .meta({ id: 'Attack' });
export type Attack = z.infer<typeof attack>;

export const attackDetails = attack
  .extend({
    /** The attack second by second (or per `step_seconds` for long attacks, peak of each step). */
    series: z.object({
      step_seconds: z.number().int(),
      cps: z.array(z.tuple([z.number(), z.number()])),
      dropped: z.array(z.tuple([z.number(), z.number()])),
      bps: z.array(z.tuple([z.number(), z.number()])),
    }),
    /** What mitigation did: the connections dropped during the attack, by reason. */
    dropped_by_reason: z.object(
      Object.fromEntries(dropReasons.map((r) => [r, z.number().int()])) as Record<
        DropReason,
        z.ZodNumber
      >,
    ),
    edges: z.number().int().meta({ description: 'Edges that saw the attack.' }),
    locations: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .meta({ description: 'The locations whose edges saw it, by name.' }),
    top_addresses: z.array(attackAddress).meta({
      description:
        'The client addresses with the most connections; empty for callers without read_firewall (addresses are personal data).',
    }),
    blocked: z
      .object({
        ip: z.record(z.string(), blockingRule).meta({
          description: 'By top address or prefix: the narrowest IP block rule covering it.',
        }),
        asn: z.record(z.string(), blockingRule).meta({ description: 'By ASN.' }),
        country: z.record(z.string(), blockingRule).meta({ description: 'By country code.' }),
      })
      .nullable()
      .meta({
        description:
          'The block rules in force now that refuse the sources shown; null for callers without read_firewall.',
      }),
  })
  .meta({ id: 'AttackDetails' });
export type AttackDetails = z.infer<typeof attackDetails>;

export const attackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  from: queryDate.optional().meta({ description: 'Attacks that started at or after this.' }),
  to: queryDate.optional().meta({ description: 'Attacks that started before this.' }),
});

const tags = ['Attacks'] as const;

export const attackRoutes = {
  listAttacks: defineRoute({
    method: 'GET',
    path: '/networks/:id/attacks',
    auth: 'user',
    scope: 'network',
    permission: 'read_attacks',
    summary: 'Attacks on the network, newest first',
    tags,
    params: networkParams,
    query: attackListQuery,
    reply: z.object({
      attacks: z.array(attack),
      total: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
      ongoing: z.number().int().meta({ description: 'Attacks open right now.' }),
    }),
  }),
  getAttack: defineRoute({
    method: 'GET',
    path: '/networks/:id/attacks/:attackId',
    auth: 'user',
    scope: 'network',
    permission: 'read_attacks',
    summary: 'One attack with its connection and drop series and what mitigation dropped',
    tags,
    params: networkParams.extend({ attackId: pathId }),
    reply: attackDetails,
  }),
} as const;
