import { z } from 'zod';
import { id, pathId, timestamps } from './common';
import { defineRoute } from './route';

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** The customer server's public address: IPv4, [IPv6] or a host name, with an optional port. */
export const endpointPeer = z
  .string()
  .trim()
  .max(128)
  .refine(
    (value) => {
      const match = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(value);
      if (!match) return false;
      if (match[3] !== undefined && (Number(match[3]) < 1 || Number(match[3]) > 65535))
        return false;
      if (match[1] !== undefined) return ipv6.safeParse(match[1]).success;
      const host = match[2] as string;
      return (
        ipv4.safeParse(host).success ||
        (!/^[\d.]+$/.test(host) && host.split('.').every((l) => hostLabel.test(l)))
      );
    },
    { message: 'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.' },
  );

/** A WireGuard public key: 32 bytes in standard base64. */
export const wireguardKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/, {
    message: 'Use a WireGuard public key (44 base64 characters).',
  });

const port = z.number().int().min(1).max(65535);
const tunnelName = z.string().trim().min(3, { message: 'Use 3 to 50 characters.' }).max(50);

export const tunnelAddress = z.object({
  ip_address_public: z.string(),
  ip_address_private: z.string(),
  peer_ip_address_private: z.string(),
  location: z.string(),
});

/** Who may act on a tunnel: its owner (Palisade's tunnels are not shared with sub-users). */
export const tunnelUser = z.object({
  verified: z.boolean().nullable(),
  tunnel_id: z.number().int(),
  user_id: z.number().int(),
  permission_id: z.number().int().meta({ description: '1: owner, the only level a tunnel has.' }),
});

export const tunnel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    endpoint_peer: z.string(),
    endpoint_public_key: z.string(),
    endpoint_private_key: z.string().meta({
      description:
        "The private key of your server's end when Palisade made the key pair; empty when you gave your own public key. Shown to the tunnel's owner only, as in the setup script (docs/api.md#tunnels).",
    }),
    location: z.string(),
    bind_port: z.number().int(),
    current_bandwidth_usage: z.number().int(),
    month_bandwidth_usage: z.number().int(),
    cumulative_bandwidth_usage: z.number().int(),
    ingress: z.number().int(),
    egress: z.number().int(),
    tunnel_addresses: z.array(tunnelAddress),
    tunnel_users: z.array(tunnelUser),
    ...timestamps,
  })
  .meta({ id: 'Tunnel' });

export const tunnelLight = tunnel.omit({
  current_bandwidth_usage: true,
  month_bandwidth_usage: true,
  cumulative_bandwidth_usage: true,
  ingress: true,
  egress: true,
  tunnel_addresses: true,
  tunnel_users: true,
  endpoint_private_key: true,
});

export const tunnelFilter = z
  .object({
    id: z.number().int(),
    internal_name: z.string(),
    human_name: z.string(),
    protocol: z.enum(['tcp', 'udp', 'both']),
    description: z.string(),
    filter_id: z.number().int().meta({ description: 'Same as id: what a port rule names.' }),
    start_port: z.number().int().meta({ description: 'First port this traffic usually uses.' }),
    end_port: z.number().int().meta({ description: 'Last port this traffic usually uses.' }),
    is_active: z.boolean().meta({ description: 'Offered for new port rules.' }),
    ...timestamps,
  })
  .meta({ id: 'TunnelFilter' });

export const tunnelRule = z
  .object({
    id: z.number().int(),
    start_port: z.number().int(),
    end_port: z.number().int(),
    filter_id: z.number().int(),
    internal_name: z.string(),
    human_name: z.string(),
    is_active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'TunnelFirewallRule' });

const ruleBody = z
  .object({ start_port: port, end_port: port, filter_id: id, is_active: z.boolean().default(true) })
  .refine((r) => r.start_port <= r.end_port, {
    message: 'end_port must not be below start_port.',
    path: ['end_port'],
  });

const tunnelParams = z.object({ id: pathId });
const tags = ['Tunnels'] as const;

export const tunnelRoutes = {
  listTunnels: defineRoute({
    method: 'GET',
    path: '/tunnels',
    auth: 'user',
    summary: "The account's tunnels (`light=true` leaves out counters and addresses)",
    tags,
    query: z.object({ light: z.enum(['true', 'false']).default('false') }),
    reply: z.array(z.union([tunnel, tunnelLight])),
  }),
  tunnelLocations: defineRoute({
    method: 'GET',
    path: '/tunnels/locations',
    auth: 'user',
    summary: 'Points of presence a tunnel can use, `{id: name}`',
    tags,
    // TCPShield's API answers this list with 201, and so does ours (docs/api.md#tunnels).
    successStatus: 201,
    reply: z.record(z.string(), z.string()).meta({ id: 'TunnelLocations' }),
  }),
  tunnelBindPort: defineRoute({
    method: 'GET',
    path: '/tunnels/getBindPort',
    auth: 'user',
    summary: 'A free public port at a location (the first location if none is named)',
    tags,
    query: z.object({ location: z.string().min(1).max(32).optional() }),
    reply: z.number().int(),
  }),
  createTunnel: defineRoute({
    method: 'POST',
    path: '/tunnels',
    auth: 'user',
    summary: 'Create a WireGuard tunnel; without a public key a key pair is made for you',
    tags,
    successStatus: 201,
    body: z.object({
      name: tunnelName,
      endpoint_peer: endpointPeer,
      location: z.string().min(1).max(32).optional(),
      bind_port: port,
      endpoint_public_key: wireguardKey.optional(),
    }),
    reply: tunnel,
  }),
  getTunnel: defineRoute({
    method: 'GET',
    path: '/tunnels/:id',
    auth: 'user',
    scope: 'tunnel',
    summary: 'One tunnel',
    tags,
    params: tunnelParams,
    reply: tunnel,
  }),
  updateTunnel: defineRoute({
    method: 'PUT',
    path: '/tunnels/:id',
    auth: 'user',
    scope: 'tunnel',
    summary: 'Change a tunnel',
    tags,
    params: tunnelParams,
    body: z.object({
      name: tunnelName,
      endpoint_public_key: wireguardKey,
      endpoint_peer: endpointPeer,
      location: z.string().min(1).max(32).optional(),
      bind_port: port,
    }),
    reply: tunnel,
  }),
  deleteTunnel: defineRoute({
    method: 'DELETE',
    path: '/tunnels/:id',
    auth: 'user',
    scope: 'tunnel',
    summary: 'Delete a tunnel and its port rules',
    tags,
    params: tunnelParams,
    reply: z.object({ id }),
  }),
  tunnelSetupScript: defineRoute({
    method: 'GET',
    path: '/tunnels/:id/setupScript',
    auth: 'user',
    scope: 'tunnel',
    summary: 'A bash script that installs WireGuard on your server and brings the tunnel up',
    tags,
    params: tunnelParams,
    reply: z.string(),
  }),
  listTunnelFilters: defineRoute({
    method: 'GET',
    path: '/tunnelFilters',
    auth: 'user',
    summary: 'What a tunnel port rule can let through',
    tags,
    reply: z.array(tunnelFilter),
  }),
  createTunnelRule: defineRoute({
    method: 'POST',
    path: '/tunnel/:id/tunnelFirewall',
    auth: 'user',
    scope: 'tunnel',
    summary: 'Open a port range of the tunnel to a kind of traffic',
    tags,
    successStatus: 201,
    params: tunnelParams,
    body: ruleBody,
    reply: tunnelRule,
  }),
  listTunnelRules: defineRoute({
    method: 'GET',
    path: '/tunnel/:id/tunnelFirewalls',
    auth: 'user',
    scope: 'tunnel',
    summary: "A tunnel's port rules",
    tags,
    params: tunnelParams,
    reply: z.array(tunnelRule),
  }),
  getTunnelRule: defineRoute({
    method: 'GET',
    path: '/tunnelFirewall/:id',
    auth: 'user',
    scope: 'tunnelFirewall',
    summary: 'One port rule',
    tags,
    params: tunnelParams,
    reply: tunnelRule,
  }),
  updateTunnelRule: defineRoute({
    method: 'PUT',
    path: '/tunnelFirewall/:id',
    auth: 'user',
    scope: 'tunnelFirewall',
    summary: 'Change a port rule',
    tags,
    params: tunnelParams,
    body: ruleBody,
    reply: tunnelRule,
  }),
  deleteTunnelRule: defineRoute({
    method: 'DELETE',
    path: '/tunnelFirewall/:id',
    auth: 'user',
    scope: 'tunnelFirewall',
    summary: 'Delete a port rule',
    tags,
    params: tunnelParams,
    reply: z.object({ id }),
  }),
} as const;
