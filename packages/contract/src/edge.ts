import { z } from 'zod';
import { backendProtocol } from './backend-sets';
import { network } from './networks';
import { defineRoute } from './route';
import { verificationSettings } from './verification-server';

/** Allow (`true`) or block (`false`) rules; allow beats block. A rule ends at `expires_at`. */
const rules = <T extends z.ZodType>(value: T) =>
  z.array(z.object({ value, allow: z.boolean(), expires_at: z.string().nullable().default(null) }));

/** A network as the edge enforces it: its mitigation and status settings, and more. */
export const edgeNetwork = network
  .pick({
    id: true,
    connections_per_second_threshold: true,
    client_ban_seconds: true,
    client_allow_seconds: true,
    mitigation_message: true,
    vpn_block: true,
    antivpn_kick_msg: true,
    forward_true_slp: true,
    offline_motd_enabled: true,
    offline_motd: true,
    offline_kick_message: true,
    offline_favicon: true,
  })
  .extend({
    /** Key that signs forwarded handshakes for backends with vulcan_ac_enabled. */
    edge_secret: z.string(),
    /** Snapshots kept on disk from before the world check read as having it on. */
    verification: verificationSettings
      .extend({ world_check: verificationSettings.shape.world_check.default(true) })
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
    location: z.object({
      id: z.string(),
      name: z.string(),
      public_address: z.string(),
      /** Non-public ranges backends may use here (see `palisade location allow-backends`). */
      allowed_backends: z.array(z.string()).default([]),
    }),
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
        /** Wake on join: what to answer while every backend is down; null when off. */
        wake: z.object({ motd: z.string(), kick_message: z.string() }).nullable().default(null),
      }),
    ),
    /** Bedrock tunnels of this location: one public UDP port each. */
    bedrock: z.array(
      z.object({
        id: z.number().int(),
        network_id: z.number().int(),
        port: z.number().int(),
        backend_set_id: z.number().int(),
        /** The tunnel's allocated name, what the network's analytics count its players under. */
        host: z.string().default(''),
      }),
    ),
    /**
     * This location's WireGuard interface: the edge's private key (edges are trusted with it,
     * the snapshot reaches only holders of an edge token) and its UDP port. The defaults read
     * snapshots kept on disk by edges from before tunnels.
     */
    wireguard: z
      .object({ private_key: z.string(), listen_port: z.number().int() })
      .nullable()
      .default(null),
    /** WireGuard tunnels of this location, each with its active port rules. */
    tunnels: z
      .array(
        z.object({
          id: z.number().int(),
          public_key: z.string(),
          /** Inner /31 pair: the edge's side, then the customer's. */
          edge_address: z.string(),
          peer_address: z.string(),
          bind_port: z.number().int(),
          rules: z.array(
            z.object({
              protocol: z.enum(['tcp', 'udp', 'both']),
              start_port: z.number().int(),
              end_port: z.number().int(),
            }),
          ),
        }),
      )
      .default([]),
  })
  .meta({ id: 'EdgeSnapshot' });
export type EdgeSnapshot = z.infer<typeof edgeSnapshot>;
export type EdgeNetwork = z.infer<typeof edgeNetwork>;

/**
 * What an edge says of itself with each health report, for the operator's *Fleet*
 * (docs/operators.md). Rates are per second over the last report's interval.
 */
export const edgeSelfReport = z
  .object({
    version: z.string().max(64),
    config_version: z.number().int().min(0),
    workers: z.number().int().min(1).max(1024),
    players: z.number().int().min(0),
    connections_per_second: z.number().min(0).max(1e9),
    refusals_per_second: z.number().min(0).max(1e9),
    /** Share of one core the edge's processes used, 0–100 per core. */
    cpu_percent: z.number().min(0).max(100_000),
    memory_bytes: z.number().int().min(0),
  })
  .meta({ id: 'EdgeSelfReport' });
export type EdgeSelfReport = z.infer<typeof edgeSelfReport>;

/** What an edge last found when it checked the backends of its snapshot. */
export const backendHealthReport = z.object({
  backends: z
    .array(
      z.object({
        address: z.string().min(1).max(300),
        /**
         * How it was checked: `java` a TCP connect, `bedrock` a RakNet ping over UDP (the same
         * address serves both when a set has domains and Bedrock tunnels). Edges from before
         * checked Java only.
         */
        protocol: backendProtocol.default('java'),
        healthy: z.boolean(),
        /** Time the TCP connect or the ping's answer took; null when it failed. */
        latency_ms: z.number().min(0).max(60_000).nullable(),
      }),
    )
    .max(20_000),
  /** Sets with wake on join whose backends were all down when a player came since the last report. */
  wake: z.array(z.number().int()).max(10_000).default([]),
  /** Whether the edge drops known-bad sources in the kernel; absent from edges before it could. */
  kernel_filter: z.boolean().optional(),
  /** The edge itself; absent from edges from before the operator's console. */
  edge: edgeSelfReport.optional(),
  /**
   * Whether the edge shares its filters and attack counts with its location's other edges
   * (NATS); absent from edges started without a location bus.
   */
  location_sharing: z.boolean().optional(),
  /** The edge can take no more players: its location leaves DNS answers while it says so. */
  saturated: z.boolean().optional(),
});
export type BackendHealthReport = z.infer<typeof backendHealthReport>;

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
  edgeBackendHealth: defineRoute({
    method: 'PUT',
    path: '/edge/backendHealth',
    auth: 'edge',
    summary: "Replace this edge's view of its backends' health",
    tags,
    body: backendHealthReport,
    reply: z.object({ backends: z.number().int() }),
  }),
} as const;
