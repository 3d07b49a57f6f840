import { z } from 'zod';
import { attackType } from './attacks';
import { dropReasons, drops } from './drops';
import { defineRoute } from './route';

const count = z.number().int().min(0).max(1_000_000_000);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const breakdown = z.record(z.string().max(255), count).refine((r) => Object.keys(r).length <= 500, {
  message: 'At most 500 keys per breakdown.',
});

/**
 * How far from the receiver's clock telemetry times may lie. Counters (buckets, attack seconds)
 * may be as old as the late window the API's rollups fold in (an edge queues two hours of
 * batches while the API is away); moments (a session's or an attack's start and end) as old as
 * the longest retention. Anything may be a few minutes ahead, for an edge's clock running fast.
 */
export const telemetryWindow = {
  countersPastMs: 3 * 3600_000,
  momentsPastMs: 400 * 86_400_000,
  aheadMs: 5 * 60_000,
} as const;

const within = (what: string, pastMs: number, past: string) =>
  z
    .number()
    .int()
    .refine(
      (ms) => ms >= Date.now() - pastMs && ms <= Date.now() + telemetryWindow.aheadMs,
      `${what} must lie within the last ${past} and at most 5 minutes ahead of the API's clock.`,
    );
/** Start of a counted span, unix milliseconds, on a multiple of `stepMs`. */
const counterStart = (what: string, stepMs: number) =>
  within(what, telemetryWindow.countersPastMs, '3 hours').refine((ms) => ms % stepMs === 0, {
    message: `${what} must be a multiple of ${stepMs / 1000} s.`,
  });
const moment = (what: string) => within(what, telemetryWindow.momentsPastMs, '400 days');

/** A client's address as the edge saw it (IPv4-mapped IPv6 as IPv4). */
const address = z.union([z.ipv4(), z.ipv6()]);

/** Most addresses one bucket names; connections from more are counted without their address. */
export const maxBucketSources = 1000;

/**
 * Connections from one address in a bucket, with where the address is. Kept for the plan's
 * retention so a firewall rule can be tried against them (docs/security.md, personal data).
 */
export const bucketSource = z.object({
  address,
  asn: z.number().int().min(0).max(4_294_967_295).nullable(),
  country: z.string().length(2).nullable(),
  count,
});
export type BucketSource = z.infer<typeof bucketSource>;

export const telemetryBucket = z.object({
  network_id: z.number().int().positive(),
  /** Start of the 10-second bucket, unix milliseconds. */
  start: counterStart('A bucket start', 10_000),
  connections: count,
  status_pings: count,
  /** Logins that reached a backend, whether or not they went on to play. */
  logins: count,
  dropped: drops,
  bytes_in: bytes,
  bytes_out: bytes,
  /** Most sessions that played at once (older edges: most sessions at once). */
  players: count,
  /** Sessions that began to play in the bucket (older edges: logins), by version, domain, country. */
  by_protocol: breakdown,
  by_domain: breakdown,
  by_country: breakdown,
  /** Connections by address, the first `maxBucketSources` addresses; absent from older edges. */
  sources: z.array(bucketSource).max(maxBucketSources).default([]),
});
export type TelemetryBucket = z.infer<typeof telemetryBucket>;

/**
 * What one edge carried through one WireGuard tunnel in a 10-second bucket: `bytes_in` from the
 * public side towards the customer's server, `bytes_out` back.
 */
export const tunnelBucket = z.object({
  tunnel_id: z.number().int().positive(),
  start: counterStart('A tunnel bucket start', 10_000),
  bytes_in: bytes,
  bytes_out: bytes,
});
export type TunnelBucket = z.infer<typeof tunnelBucket>;

/**
 * Bedrock protocol numbers overlap Java's (Bedrock 1.21.50 and Java 1.20.5 are both 766): a
 * session says which it is, and a bucket's `by_protocol` keys Bedrock versions `bedrock:766`.
 * Batches from edges before Bedrock have Java only, hence the default.
 */
export const edition = z.enum(['java', 'bedrock']);
export type Edition = z.infer<typeof edition>;
export const bedrockProtocolKey = (protocol: number) => `bedrock:${protocol}`;

/**
 * What one edge carried through one Bedrock tunnel in a 10-second bucket: bytes from players
 * (`bytes_in`) and to them, and the most players it relayed at once.
 */
export const bedrockBucket = z.object({
  tunnel_id: z.number().int().positive(),
  start: counterStart('A Bedrock bucket start', 10_000),
  bytes_in: bytes,
  bytes_out: bytes,
  players: count,
});
export type BedrockBucket = z.infer<typeof bedrockBucket>;

/** Who closed a play session's connection first. */
export const sessionClosers = ['player', 'backend'] as const;
export type SessionCloser = (typeof sessionClosers)[number];

/** Most characters of a backend's kick reason a play session keeps. */
export const maxKickReason = 256;

export const playSession = z.object({
  id: z.uuid(),
  network_id: z.number().int().positive(),
  username: z.string().min(1).max(16),
  /** The player's address; absent from older edges. */
  address: address.nullable().default(null),
  edition: edition.default('java'),
  protocol_version: z.number().int(),
  domain: z.string().max(255),
  country: z.string().length(2).nullable(),
  asn: z.number().int().nullable(),
  started_at: moment('A session start'),
  ended_at: moment('A session end').nullable(),
  bytes_in: bytes,
  bytes_out: bytes,
  /**
   * Whether the client played: sent game traffic past its login (docs/edge.md, players and
   * logins). A session that never did is a login, not a player. Absent from older edges, which
   * could not tell and counted every session as a player.
   */
  played: z.boolean().default(true),
  /**
   * Which side closed the connection first, once it ended: the player, or the backend (a kick,
   * a stop, a crash). Null while open, for Bedrock, and from older edges.
   */
  closed_by: z.enum(sessionClosers).nullable().default(null),
  /**
   * The backend's reason when it refused the login with a Disconnect before encryption (an
   * offline-mode server's whitelist, ban or "server full"), as plain text of at most
   * `maxKickReason` characters (docs/edge.md). Null otherwise.
   */
  kick_reason: z
    .string()
    .max(maxKickReason)
    .regex(/^\P{Cc}*$/u, { message: 'A kick reason has no control characters.' })
    .nullable()
    .default(null),
});
export type PlaySession = z.infer<typeof playSession>;

/**
 * A connection the edge refused, with who it was as far as the edge had read (an address always;
 * the domain once the handshake was read; the name once Login Start was), for the player lookup
 * (docs/api.md). At most `maxBucketRefusals` per network and 10-second bucket.
 */
export const refusal = z.object({
  network_id: z.number().int().positive(),
  at: moment('A refusal'),
  address,
  /** Java unless said otherwise; absent from older edges, which refused Java clients only. */
  edition: edition.default('java'),
  username: z.string().min(1).max(16).nullable(),
  domain: z.string().max(255).nullable(),
  protocol_version: z.number().int().nullable(),
  reason: z.enum(dropReasons),
  country: z.string().length(2).nullable(),
  asn: z.number().int().min(0).max(4_294_967_295).nullable(),
});
export type Refusal = z.infer<typeof refusal>;

/** Most refusals one network's bucket names: a flood is counted, its bots are not each kept. */
export const maxBucketRefusals = 50;

/** One second of a network's traffic during an attack, as one edge saw it. */
export const attackSample = z.object({
  /** Start of the second, unix milliseconds. */
  at: counterStart('An attack sample', 1000),
  connections: count,
  dropped: drops,
  bytes_in: bytes,
});
export type AttackSample = z.infer<typeof attackSample>;

/**
 * An attack one edge saw on one network, reported in every batch while it lasts: the seconds
 * since the last report, and the sources and domains counted so far (replacing the last report's).
 */
export const attackReport = z.object({
  /** Chosen by the edge; the API merges the reports of several edges into one attack. */
  id: z.uuid(),
  network_id: z.number().int().positive(),
  type: attackType,
  started_at: moment('An attack start'),
  /** End of the last second over the threshold, once the edge has closed the attack. */
  ended_at: moment('An attack end').nullable(),
  samples: z.array(attackSample).max(7200),
  sources: z
    .array(
      z.object({
        asn: z.number().int().min(0).max(4_294_967_295).nullable(),
        country: z.string().length(2).nullable(),
        count,
      }),
    )
    .max(50),
  /** Connections by /24 (IPv4) or /48 (IPv6), the largest; absent from older edges. */
  prefixes: z
    .array(z.object({ prefix: z.string().max(64), count }))
    .max(50)
    .default([]),
  /** Connections by client address, the largest; absent from older edges. */
  addresses: z
    .array(z.object({ address: z.union([z.ipv4(), z.ipv6()]), count }))
    .max(50)
    .default([]),
  domains: breakdown,
});
export type AttackReport = z.infer<typeof attackReport>;

export const telemetryBatch = z.object({
  /** Per edge, increasing; a batch sent again with the same number is stored once. */
  seq: z.number().int().min(0),
  buckets: z.array(telemetryBucket).max(5000),
  /** Sessions that started or ended since the last batch (an update replaces the record). */
  sessions: z.array(playSession).max(5000),
  /** Refused connections with who they were; absent from older edges. */
  refusals: z.array(refusal).max(5000).default([]),
  /** Attacks seen or still going on; absent in batches queued by older edges. */
  attacks: z.array(attackReport).max(1000).default([]),
  /** Per-tunnel counters; absent from edges that carry no tunnel traffic. */
  tunnels: z.array(tunnelBucket).max(5000).optional(),
  /** Per-Bedrock-tunnel counters; absent from edges that carry no Bedrock traffic. */
  bedrock: z.array(bedrockBucket).max(5000).optional(),
});
export type TelemetryBatch = z.infer<typeof telemetryBatch>;

export const telemetryRoutes = {
  edgeTelemetry: defineRoute({
    method: 'POST',
    path: '/edge/telemetry',
    auth: 'edge',
    summary: 'Store a batch of counters and play sessions from an edge (idempotent by seq)',
    tags: ['Edge'],
    body: telemetryBatch,
    reply: z.object({ seq: z.number().int(), duplicate: z.boolean() }),
  }),
} as const;
