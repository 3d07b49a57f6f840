import { z } from 'zod';
import { defineRoute } from './route';

/** Allow (`true`) or block (`false`) rules; allow beats block. */
const rules = <T extends z.ZodType>(value: T) => z.array(z.object({ value, allow: z.boolean() }));

export const edgeNetwork = z.object({
  id: z.number().int(),
  /** Key that signs forwarded handshakes for backends with vulcan_ac_enabled. */
  edge_secret: z.string(),
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
  verification: z
    .object({
      mode: z.enum(['always', 'under_attack']),
      ping_check: z.boolean(),
      reconnect_check: z.boolean(),
      whitelist_seconds: z.number().int(),
      kick_message: z.string(),
    })
    .nullable(),
  firewall: z.object({
    ip: rules(z.string()),
    asn: rules(z.number().int()),
    country: rules(z.string().length(2)),
  }),
});

export const edgeSnapshot = z
  .object({
    version: z.number().int(),
    generated_at: z.string(),
    location: z.object({ id: z.string(), name: z.string(), public_address: z.string() }),
    networks: z.array(edgeNetwork),
    /** Verified domains only: exact names and `*.` wildcards. */
    routes: z.array(
      z.object({
        host: z.string(),
        network_id: z.number().int(),
        backend_set_id: z.number().int(),
        bac: z.boolean(),
      }),
    ),
    backend_sets: z.array(
      z.object({
        id: z.number().int(),
        network_id: z.number().int(),
        backends: z.array(z.string()),
        proxy_protocol: z.boolean(),
        vulcan_ac_enabled: z.boolean(),
        load_balancing_mode: z.number().int(),
      }),
    ),
    /** Bedrock tunnels of this location: one public UDP port each. */
    bedrock: z.array(
      z.object({
        id: z.number().int(),
        network_id: z.number().int(),
        port: z.number().int(),
        backend_set_id: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'EdgeSnapshot' });
export type EdgeSnapshot = z.infer<typeof edgeSnapshot>;
export type EdgeNetwork = z.infer<typeof edgeNetwork>;

const tags = ['Edge'] as const;

export const edgeRoutes = {
  edgeConfig: defineRoute({
    method: 'GET',
    path: '/edge/config',
    auth: 'edge',
    summary:
      'The compiled config for this edge; waits up to `wait` seconds for a version newer than `since`',
    tags,
    query: z.object({
      since: z.coerce.number().int().min(0).default(0),
      wait: z.coerce.number().int().min(0).max(60).default(25),
    }),
    reply: z.union([
      edgeSnapshot,
      z.object({ version: z.number().int(), unchanged: z.literal(true) }),
    ]),
  }),
} as const;
