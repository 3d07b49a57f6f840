import {
  allPermissions,
  type Permission,
  type Permissions,
  permissionNames,
} from '@palisade/contract';

/**
 * The permissions as the invite form groups them (docs/web.md#the-shell), in the contract's names.
 */
export const permissionGroups: readonly {
  group: string;
  permissions: readonly Permission[];
  /** The area has a hint (`hints.<group>`): what holding it entrusts. */
  hint?: true;
}[] = [
  { group: 'network', permissions: ['read_network', 'update_network', 'delete_network'] },
  {
    group: 'subUsers',
    permissions: [
      'read_network_user',
      'create_network_user',
      'update_network_user',
      'delete_network_user',
    ],
  },
  {
    group: 'domains',
    permissions: ['read_domains', 'create_domains', 'update_domains', 'delete_domains'],
  },
  {
    group: 'backends',
    permissions: ['read_backends', 'create_backends', 'update_backends', 'delete_backends'],
  },
  { group: 'firewall', permissions: ['read_firewall', 'update_firewall'] },
  { group: 'analytics', permissions: ['read_analytics'] },
  { group: 'attacks', permissions: ['read_attacks'] },
  { group: 'bedrock', permissions: ['update_bedrock'] },
  { group: 'webhooks', permissions: ['update_webhooks'], hint: true },
];

/** The verb of a permission name: `read`, `create`, `update` or `delete`. */
export const verbOf = (permission: Permission) =>
  permission.split('_')[0] as 'read' | 'create' | 'update' | 'delete';

/** The areas' view permissions: what an invitation starts with. */
const viewing: readonly Permission[] = [
  'read_network',
  'read_domains',
  'read_backends',
  'read_firewall',
  'read_analytics',
  'read_attacks',
];

/** Roles an owner hands out most: a start the switches then refine. */
export const roles = ['viewer', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * What each role holds (docs/decisions/2026-11-28-sub-user-roles.md). A viewer sees every area
 * (what an invitation starts with);
 * a moderator also answers attacks (firewall, mitigation settings); an admin may do everything
 * but delete the network or redirect its webhook and wake calls.
 */
const rolePermissions: Record<Role, readonly Permission[]> = {
  viewer: viewing,
  moderator: [...viewing, 'update_firewall', 'update_network'],
  admin: permissionNames.filter((p) => p !== 'delete_network' && p !== 'update_webhooks'),
};

/** A role's permissions, as far as the caller holds them (a sub-user hands on only those). */
export function rolePerms(role: Role, held: Permissions): Permissions {
  const perms = allPermissions(false);
  for (const permission of rolePermissions[role]) perms[permission] = held[permission];
  return perms;
}

/** The role whose permissions (as far as the caller holds them) these are exactly, if any. */
export function roleOf(perms: Permissions, held: Permissions): Role | null {
  return (
    roles.find((role) => {
      const wanted = rolePerms(role, held);
      return permissionNames.every((p) => wanted[p] === perms[p]);
    }) ?? null
  );
}

/**
 * A new sub-user starts with viewing every area, as far as the inviter holds it: a sub-user
 * hands on only what they hold (the API refuses the rest).
 */
export function inviteDefaults(held: Permissions): Permissions {
  const perms = allPermissions(false);
  for (const permission of viewing) perms[permission] = held[permission];
  return perms;
}

/**
 * Whether the caller may flip a permission's switch: on only if they hold it themselves, off
 * always.
 */
export const mayToggle = (held: Permissions, value: Permissions, permission: Permission) =>
  held[permission] || value[permission];

/**
 * The keys that differ: an update sends only these (the API merges them), so keeping a
 * permission the caller does not hold is never sent as granting it.
 */
export function changedPermissions(before: Permissions, after: Permissions): Partial<Permissions> {
  return Object.fromEntries(
    Object.entries(after).filter(([name, on]) => before[name as Permission] !== on),
  );
}
