import { z } from 'zod';
import { id, isoDate, networkParams, pathId, timestamps } from './common';
import { defineRoute } from './route';

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const ipv4 = z.ipv4();
const ipv6 = z.ipv6();

const isHostName = (host: string) =>
  host.length <= 253 &&
  host.split('.').every((label) => hostLabel.test(label)) &&
  !/^[\d.]+$/.test(host);

/** The port a Java server listens on unless told otherwise. */
export const defaultJavaPort = 25565;

/**
 * `host:port` where host is an IPv4 address, a bracketed IPv6 address or a host name; a host
 * without a port gets Minecraft's 25565, as a Java client assumes.
 */
export const backendAddress = z
  .string()
  .trim()
  .max(300)
  .transform((value) =>
    /^(?:\[[^\]]*\]|[^:[\]]+)$/.test(value) ? `${value}:${defaultJavaPort}` : value,
  )
  .refine(
    (value) => {
      const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(value);
      if (!match) return false;
      const port = Number(match[3]);
      if (port < 1 || port > 65535) return false;
      if (match[1] !== undefined) return ipv6.safeParse(match[1]).success;
      const host = match[2] as string;
      return ipv4.safeParse(host).success || isHostName(host);
    },
    { message: 'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.' },
  );

export const loadBalancingMode = z.number().int().min(0).max(4).meta({
  description: '0 round robin, 1 least connections, 2 random, 3 source-IP hash, 4 failover',
});

/**
 * Wake on join: when every backend of the set is down and a player comes, the edges answer
 * `motd` and `kick_message` and the API calls the webhook and/or the Pterodactyl panel, at most
 * once a minute per set. The panel's client API key is never answered, only whether one is set.
 */
/** What a set with wake on join answers until its owner writes otherwise. */
export const wakeDefaults = {
  motd: '§eThe server starts when you join.',
  kick_message: 'The server is starting up. Join again in a minute.',
} as const;

export const backendSetWake = z
  .object({
    enabled: z.boolean(),
    webhook_url: z.string(),
    motd: z.string(),
    kick_message: z.string(),
    pterodactyl_url: z.string(),
    pterodactyl_server: z.string(),
    pterodactyl_key_set: z.boolean(),
    last_at: isoDate.nullable().meta({ description: 'When the last wake was sent.' }),
    last_ok: z.boolean().nullable().meta({
      description: 'Whether every call of the last wake succeeded; null while under way.',
    }),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'BackendSetWake' });
export type BackendSetWake = z.infer<typeof backendSetWake>;

const outboundUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(512)]);

export const backendSetWakeUpdate = z
  .object({
    enabled: z.boolean(),
    webhook_url: outboundUrl,
    motd: z.string().max(256),
    kick_message: z.string().max(256),
    pterodactyl_url: outboundUrl,
    /** Write only; '' removes it. */
    pterodactyl_key: z.string().trim().max(256),
    pterodactyl_server: z.union([
      z.literal(''),
      z.string().regex(/^[a-z0-9-]{1,64}$/i, { message: 'Use the identifier the panel shows.' }),
    ]),
  })
  .partial();
export type BackendSetWakeUpdate = z.infer<typeof backendSetWakeUpdate>;

/**
 * The body of a wake webhook, signed like attack webhooks (`X-Palisade-Signature`) and sent with
 * `X-Palisade-Event: backend_set.wake`.
 */
export const wakePayload = z
  .object({
    id: z.uuid(),
    event: z.literal('backend_set.wake'),
    created_at: isoDate,
    network: z.object({ id: z.number().int(), name: z.string() }),
    backend_set: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'WakePayload' });
export type WakePayload = z.infer<typeof wakePayload>;

export const backendSet = z
  .object({
    id: z.number().int(),
    name: z.string(),
    backends: z.array(z.string()),
    proxy_protocol: z.boolean(),
    vulcan_ac_enabled: z.boolean(),
    load_balancing_mode: z.number().int(),
    wake: backendSetWake,
    ...timestamps,
  })
  .meta({ id: 'BackendSet' });
export type BackendSet = z.infer<typeof backendSet>;

/** How players reach a backend, and so how the edges check it. */
export const backendProtocol = z.enum(['java', 'bedrock']);
export type BackendProtocol = z.infer<typeof backendProtocol>;

/**
 * One backend address as the edges see it for one protocol: `up` when every edge that checked it
 * lately reached it, `down` when none did, `partial` in between, `unknown` without a recent
 * check. Java is a TCP connect, for sets that serve domains; Bedrock a RakNet ping to the same
 * address and port over UDP, for sets Bedrock tunnels use.
 */
export const backendHealth = z
  .object({
    address: z.string(),
    protocol: backendProtocol,
    status: z.enum(['up', 'partial', 'down', 'unknown']),
    /** Median connect time of the edges that reached it, milliseconds. */
    latency_ms: z.number().nullable(),
    edges_up: z.number().int(),
    edges_reporting: z.number().int(),
    checked_at: isoDate.nullable(),
  })
  .meta({ id: 'BackendHealth' });
export type BackendHealth = z.infer<typeof backendHealth>;

const backendSetFields = z.object({
  name: z.string().trim().min(1, { message: 'Give the set a name.' }).max(64),
  backends: z
    .array(backendAddress)
    .min(1, { message: 'List at least one backend.' })
    .max(32, { message: 'A set holds at most 32 backends.' })
    .refine((list) => new Set(list.map((b) => b.toLowerCase())).size === list.length, {
      message: 'A backend is listed twice.',
    }),
  proxy_protocol: z.boolean(),
  vulcan_ac_enabled: z.boolean(),
  load_balancing_mode: loadBalancingMode,
  wake: backendSetWakeUpdate,
});

export const backendSetCreate = backendSetFields.extend({
  proxy_protocol: z.boolean().default(false),
  vulcan_ac_enabled: z.boolean().default(false),
  load_balancing_mode: loadBalancingMode.default(0),
  wake: backendSetWakeUpdate.optional(),
});
export const backendSetUpdate = backendSetFields.partial();

const setParams = networkParams.extend({ setId: pathId });
const tags = ['Backend sets'] as const;

export const backendSetRoutes = {
  listBackendSets: defineRoute({
    method: 'GET',
    path: '/networks/:id/backendSets',
    auth: 'user',
    scope: 'network',
    permission: 'read_backends',
    summary: 'Backend sets of a network',
    tags,
    params: networkParams,
    reply: z.array(backendSet),
  }),
  backendHealth: defineRoute({
    method: 'GET',
    path: '/networks/:id/backendHealth',
    auth: 'user',
    scope: 'network',
    permission: 'read_backends',
    summary: 'Health of every backend of the network, as the edges checked it',
    tags,
    params: networkParams,
    reply: z.array(backendHealth),
  }),
  createBackendSet: defineRoute({
    method: 'POST',
    path: '/networks/:id/backendSets',
    auth: 'user',
    scope: 'network',
    permission: 'create_backends',
    summary: 'Create a backend set',
    tags,
    params: networkParams,
    body: backendSetCreate,
    reply: backendSet,
  }),
  getBackendSet: defineRoute({
    method: 'GET',
    path: '/networks/:id/backendSets/:setId',
    auth: 'user',
    scope: 'network',
    permission: 'read_backends',
    summary: 'One backend set',
    tags,
    params: setParams,
    reply: backendSet,
  }),
  updateBackendSet: defineRoute({
    method: 'PATCH',
    path: '/networks/:id/backendSets/:setId',
    auth: 'user',
    scope: 'network',
    permission: 'update_backends',
    summary: 'Change a backend set',
    tags,
    params: setParams,
    body: backendSetUpdate,
    reply: backendSet,
  }),
  deleteBackendSet: defineRoute({
    method: 'DELETE',
    path: '/networks/:id/backendSets/:setId',
    auth: 'user',
    scope: 'network',
    permission: 'delete_backends',
    summary: 'Delete a backend set no domain or Bedrock tunnel uses',
    tags,
    params: setParams,
    reply: z.object({ id }),
  }),
} as const;
