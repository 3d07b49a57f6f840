import { z } from 'zod';

/** TCPShield's fifteen sub-user permissions, then ours for the areas its API lacks. */
export const permissionNames = [
  'read_network',
  'update_network',
  'delete_network',
  'create_network_user',
  'read_network_user',
  'update_network_user',
  'delete_network_user',
  'create_domains',
  'read_domains',
  'update_domains',
  'delete_domains',
  'create_backends',
  'read_backends',
  'update_backends',
  'delete_backends',
  'read_firewall',
  'update_firewall',
  'read_analytics',
  'read_attacks',
  'update_bedrock',
  /**
   * Where the network's credentials go: the attack webhook's URL and secret, a backend set's
   * wake webhook URL, Pterodactyl panel URL and key (docs/security.md#where-credentials-go).
   */
  'update_webhooks',
] as const;

export type Permission = (typeof permissionNames)[number];

export const permissions = z
  .object(
    Object.fromEntries(permissionNames.map((name) => [name, z.boolean()])) as Record<
      Permission,
      z.ZodBoolean
    >,
  )
  .meta({ id: 'Permissions' });
export type Permissions = z.infer<typeof permissions>;

/** A partial set, as an invite or an update sends it; missing keys mean "unchanged" or false. */
export const permissionsPatch = permissions.partial();

export const allPermissions = (value: boolean): Permissions =>
  Object.fromEntries(permissionNames.map((name) => [name, value])) as Permissions;
