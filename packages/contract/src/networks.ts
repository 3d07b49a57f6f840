import { z } from 'zod';
import { id, isoDate, networkParams, timestamps } from './common';
import { permissions } from './permissions';
import { defineRoute } from './route';

const message = z.string().trim().max(512);

/**
 * The offline MOTD is also the Bedrock server list's answer, a pong the edge keeps within 330
 * bytes, ten times the ping (docs/security.md). With the pong's other fields (versions, the
 * edge's GUID and port) that leaves room for 200 bytes of MOTD, sent whole.
 */
export const offlineMotdMaxBytes = 200;
/** Bytes of `text` in UTF-8 (the contract's lib has no `TextEncoder`). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
const offlineMotd = z
  .string()
  .trim()
  .refine((text) => utf8Bytes(text) <= offlineMotdMaxBytes, {
    message: 'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.',
  })
  .meta({ description: `At most ${offlineMotdMaxBytes} bytes in UTF-8.` });

export const network = z
  .object({
    id: z.number().int(),
    name: z.string(),
    premium: z.boolean(),
    premium_until: isoDate.nullable(),
    protected_cname: z.string().meta({
      description:
        'Point your domains here, with a record of protected_record_type: a CNAME to this name, or an A (AAAA) record to this address where the edge domain is an IP address.',
    }),
    protected_record_type: z.enum(['CNAME', 'A', 'AAAA']),
    dns_locations: z.array(z.string()).meta({
      description:
        'Locations (ids of GET locations) whose addresses protected_cname answers; empty: every location.',
    }),
    txt_verification: z.string().meta({ description: 'TXT value that proves a domain is yours.' }),
    connections_per_second_threshold: z.number().int(),
    client_ban_seconds: z.number().int(),
    client_allow_seconds: z.number().int(),
    mitigation_message: z.string(),
    vpn_block: z.boolean(),
    antivpn_kick_msg: z.string(),
    forward_true_slp: z.boolean(),
    offline_motd_enabled: z.boolean(),
    offline_motd: z.string(),
    offline_kick_message: z.string(),
    offline_favicon: z.string(),
    webhook_url: z.string(),
    webhook_type: z.enum(['discord', 'json']),
    webhook_secret: z.string(),
    backend_secret: z.string().meta({
      description:
        'Key of the signed handshake sent to backend sets with vulcan_ac_enabled (docs/edge.md); owner only.',
    }),
    attack_emails: z.boolean(),
    verification_server: z.boolean(),
    history_days: z.number().int().meta({
      description:
        "Days of analytics the network keeps: its owner's plan's retention, which a sub-user cannot read from a plan of theirs.",
    }),
    role: z.enum(['owner', 'sub_user']).meta({ description: "The caller's relation to it." }),
    perms: permissions.meta({
      description:
        "What the caller may do on it: all true for the owner, else the sub-user's perms.",
    }),
    ...timestamps,
  })
  .meta({ id: 'Network' });
export type Network = z.infer<typeof network>;

/** A location that serves a network, as its DNS name answers it (docs/scaling.md). */
export const servingLocation = z
  .object({
    id: z.string(),
    name: z.string(),
    region: z.string(),
    public_address: z.string(),
    healthy: z.boolean().meta({
      description: 'An edge of it reported in the last 20 s and did not say it is saturated.',
    }),
    answered: z.boolean().meta({
      description:
        'Whether the CNAME target answers its address now: healthy, or none of the locations is.',
    }),
    players_online: z.number().int(),
  })
  .meta({ id: 'ServingLocation' });
export type ServingLocation = z.infer<typeof servingLocation>;

const networkName = z.string().trim().min(1, { message: 'Give the network a name.' }).max(64);

export const networkUpdate = z
  .object({
    name: networkName,
    connections_per_second_threshold: z.number().int().min(1).max(100_000),
    client_ban_seconds: z.number().int().min(0).max(86_400),
    client_allow_seconds: z.number().int().min(0).max(604_800),
    mitigation_message: message,
    vpn_block: z.boolean(),
    antivpn_kick_msg: message,
    forward_true_slp: z.boolean(),
    offline_motd_enabled: z.boolean(),
    offline_motd: offlineMotd,
    offline_kick_message: message,
    offline_favicon: z
      .string()
      .max(16_384)
      .regex(/^(data:image\/png;base64,[A-Za-z0-9+/]+=*)?$/, {
        message: 'Use a PNG data URL (data:image/png;base64,…) or leave it empty.',
      }),
    webhook_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(512)]),
    webhook_type: z.enum(['discord', 'json']),
    webhook_secret: z.string().max(128),
    attack_emails: z.boolean(),
    dns_locations: z.array(z.string().min(1).max(32)).max(100),
  })
  .partial();
export type NetworkUpdate = z.infer<typeof networkUpdate>;

const tags = ['Networks'] as const;

export const networkRoutes = {
  listNetworks: defineRoute({
    method: 'GET',
    path: '/networks',
    auth: 'user',
    summary: 'Networks the caller owns or that are shared with the caller',
    tags,
    reply: z.array(network),
  }),
  createNetwork: defineRoute({
    method: 'POST',
    path: '/networks',
    auth: 'user',
    summary: 'Create a network',
    tags,
    body: z.object({ name: networkName }),
    reply: network.extend({ network_id: z.number().int() }),
  }),
  getNetwork: defineRoute({
    method: 'GET',
    path: '/networks/:id',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: 'One network, with its mitigation, status and webhook settings',
    tags,
    params: networkParams,
    reply: network,
  }),
  updateNetwork: defineRoute({
    method: 'PATCH',
    path: '/networks/:id',
    auth: 'user',
    scope: 'network',
    permission: 'update_network',
    summary: 'Change name, mitigation, status or webhook settings',
    tags,
    params: networkParams,
    body: networkUpdate,
    reply: network,
  }),
  deleteNetwork: defineRoute({
    method: 'DELETE',
    path: '/networks/:id',
    auth: 'user',
    scope: 'network',
    permission: 'delete_network',
    summary: 'Delete a network and everything in it',
    tags,
    params: networkParams,
    reply: z.object({ id }),
  }),
  networkLocations: defineRoute({
    method: 'GET',
    path: '/networks/:id/locations',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: "The locations that serve the network's CNAME target, with their health",
    tags,
    params: networkParams,
    reply: z.array(servingLocation),
  }),
  togglePremium: defineRoute({
    method: 'POST',
    path: '/networks/:id/toggle-premium',
    auth: 'user',
    scope: 'network',
    permission: 'owner',
    summary: "Turn premium on (charged to the owner's balance for 30 days) or off",
    tags,
    params: networkParams,
    body: z.object({ state: z.boolean() }),
    reply: network,
  }),
} as const;
