import { z } from 'zod';
import { id, networkParams, pathId, timestamps } from './common';
import { defineRoute } from './route';

export const bedrockTunnel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    backend_set_id: z.number().int(),
    location: z.string(),
    proxy_protocol: z.literal(2),
    allocated_cname: z.string(),
    address: z.string(),
    port: z.number().int().meta({ description: 'Public UDP port players connect to.' }),
    players_online: z
      .number()
      .int()
      .meta({ description: 'Players the edges relay through the tunnel now.' }),
    ingress: z
      .number()
      .int()
      .meta({ description: 'Bytes from players, since the tunnel was made.' }),
    egress: z.number().int().meta({ description: 'Bytes to players, since the tunnel was made.' }),
    ...timestamps,
  })
  .meta({ id: 'BedrockTunnel' });
export type BedrockTunnel = z.infer<typeof bedrockTunnel>;

const name = z.string().trim().min(1, { message: 'Give the tunnel a name.' }).max(64);
const locationId = z.string().min(1).max(32);
// TCPShield's clients send 1 or 2; a Bedrock tunnel carries UDP, which only version 2 can describe.
const proxyProtocol = z.union([z.literal(1), z.literal(2)], {
  message: 'proxy_protocol is 1 or 2; Bedrock tunnels send PROXY protocol v2 either way.',
});

/** A created or changed tunnel; `message` says so when the request asked for what is not used. */
const changedTunnel = bedrockTunnel
  .extend({
    message: z.string().optional().meta({
      description: 'Set when proxy_protocol 1 was asked: the tunnel sends version 2, and why.',
    }),
  })
  .meta({ id: 'ChangedBedrockTunnel' });

const tunnelParams = networkParams.extend({ tunnelId: pathId });
const tags = ['Bedrock'] as const;

export const bedrockRoutes = {
  listBedrockLocations: defineRoute({
    method: 'GET',
    path: '/networks/:id/bedrockTunnels/locations',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: 'Points of presence a Bedrock tunnel can use, by id (`GET locations` names them)',
    tags,
    params: networkParams,
    // TCPShield's shape, ids only (docs/decisions/2026-11-28-tcpshield-shapes.md).
    reply: z.array(z.string().meta({ description: 'A location id, what `location` takes.' })),
  }),
  listBedrockTunnels: defineRoute({
    method: 'GET',
    path: '/networks/:id/bedrockTunnels',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: 'Bedrock tunnels of a network',
    tags,
    params: networkParams,
    reply: z.array(bedrockTunnel),
  }),
  getBedrockTunnel: defineRoute({
    method: 'GET',
    path: '/networks/:id/bedrockTunnels/:tunnelId',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: 'One Bedrock tunnel',
    tags,
    params: tunnelParams,
    reply: bedrockTunnel,
  }),
  createBedrockTunnel: defineRoute({
    method: 'POST',
    path: '/networks/:id/bedrockTunnels',
    auth: 'user',
    scope: 'network',
    permission: 'update_bedrock',
    summary: 'Open a public UDP port for Bedrock players at a location',
    tags,
    params: networkParams,
    body: z.object({
      name,
      backend_set_id: id,
      location: locationId,
      proxy_protocol: proxyProtocol.default(2),
    }),
    reply: changedTunnel,
  }),
  updateBedrockTunnel: defineRoute({
    method: 'PATCH',
    path: '/networks/:id/bedrockTunnels/:tunnelId',
    auth: 'user',
    scope: 'network',
    permission: 'update_bedrock',
    summary:
      'Rename a Bedrock tunnel, point it at another set, or move it to another location (a new port there)',
    tags,
    params: tunnelParams,
    body: z.object({
      name: name.optional(),
      backend_set_id: id.optional(),
      location: locationId.optional(),
      proxy_protocol: proxyProtocol.optional(),
    }),
    reply: changedTunnel,
  }),
  deleteBedrockTunnel: defineRoute({
    method: 'DELETE',
    path: '/networks/:id/bedrockTunnels/:tunnelId',
    auth: 'user',
    scope: 'network',
    permission: 'update_bedrock',
    summary: 'Close a Bedrock tunnel and free its port',
    tags,
    params: tunnelParams,
    reply: z.object({ id }),
  }),
} as const;
