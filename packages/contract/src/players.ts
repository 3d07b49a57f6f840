import { z } from 'zod';
import { isoDate, networkParams } from './common';
import { dropReasons } from './drops';
import { dryRunNamedPrefix } from './firewall';
import { defineRoute } from './route';
import { maxKickReason, sessionClosers } from './telemetry';

/** Most connections one lookup answers, newest first. */
export const playerLookupLimit = 50;

/** A player name as Java and Bedrock (Geyser) clients send it. */
const playerName = z.string().regex(/^[A-Za-z0-9_.*-]{1,16}$/);

/**
 * What a lookup asks for: a player name, or an IP range (a bare address is a /32 or /128 and
 * so narrower than the API answers; docs/security.md).
 */
export const playerQuery = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (q) =>
      playerName.safeParse(q).success ||
      z.cidrv4().safeParse(q).success ||
      z.cidrv6().safeParse(q).success ||
      z.ipv4().safeParse(q).success ||
      z.ipv6().safeParse(q).success,
    {
      message: 'Give a player name, or an address range like 203.0.113.0/24.',
    },
  );

export const playerConnection = z
  .object({
    at: isoDate.meta({ description: 'When it connected.' }),
    ended_at: isoDate
      .nullable()
      .meta({ description: 'When a session ended; null while open or for a refusal.' }),
    username: z
      .string()
      .nullable()
      .meta({ description: 'Null where the edge refused it before Login Start.' }),
    prefix: z.string().meta({
      description: `Where from: the /${dryRunNamedPrefix.ipv4} (IPv4) or /${dryRunNamedPrefix.ipv6} (IPv6) of its address, never the address.`,
    }),
    country: z.string().nullable(),
    asn: z.number().int().nullable(),
    domain: z.string().nullable(),
    edition: z.enum(['java', 'bedrock']),
    protocol_version: z.number().int().nullable(),
    version: z
      .string()
      .nullable()
      .meta({ description: 'The Minecraft release of `protocol_version` ("1.21–1.21.1").' }),
    outcome: z.enum(['played', 'login', 'kicked', 'refused']).meta({
      description:
        'played: reached the backend and played; login: reached the backend and never played (a bot, or a player who left at once); kicked: reached the backend, which refused the login, `kick_reason` says why; refused: the edge refused it, `reason` says why.',
    }),
    reason: z.enum(dropReasons).nullable(),
    closed_by: z.enum(sessionClosers).nullable().meta({
      description:
        'Which side closed a session that ended: the player, or the backend. Null while open, for a refusal, for Bedrock and for sessions of older edges.',
    }),
    kick_reason: z
      .string()
      .nullable()
      .meta({
        description: `What the backend said when it refused the login, as plain text (at most ${maxKickReason} characters); null otherwise.`,
      }),
  })
  .meta({ id: 'PlayerConnection' });
export type PlayerConnection = z.infer<typeof playerConnection>;

export const playerRoutes = {
  lookupPlayer: defineRoute({
    method: 'GET',
    path: '/networks/:id/players/lookup',
    auth: 'user',
    scope: 'network',
    permission: 'read_analytics',
    summary: 'A player name’s or an address range’s recent connections, and what the edge decided',
    tags: ['Players'],
    params: networkParams,
    query: z.object({ q: playerQuery }),
    reply: z.object({
      kind: z.enum(['name', 'range']),
      since: isoDate.meta({ description: 'The oldest moment the plan keeps.' }),
      connections: z.array(playerConnection),
    }),
  }),
} as const;
