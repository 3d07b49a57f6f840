import type { Permission } from '@palisade/contract';

/** The permissions as the invite form groups them (screens.md), in the contract's names. */
export const permissionGroups: readonly { group: string; permissions: readonly Permission[] }[] = [
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
];

/** The verb of a permission name: `read`, `create`, `update` or `delete`. */
export const verbOf = (permission: Permission) =>
  permission.split('_')[0] as 'read' | 'create' | 'update' | 'delete';
