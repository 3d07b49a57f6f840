import {
  type Icon,
  IconBook2,
  IconCreditCard,
  IconLayoutDashboard,
  IconPlugConnected,
  IconShieldHalf,
} from '@tabler/icons-react';

/** The left menu (docs/web.md#the-shell); labels are keys of the shell namespace. */
export interface MenuLink {
  label: string;
  to: string;
  icon?: Icon;
  /** Opens in a new tab (the documentation, docs/web.md#routes-and-screens). */
  external?: boolean;
}
export interface MenuGroup {
  label: string;
  icon: Icon;
  children: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

export const menu: MenuEntry[] = [
  { label: 'menu.dashboard', to: '/dashboard/overview', icon: IconLayoutDashboard },
  {
    label: 'menu.networks',
    icon: IconShieldHalf,
    children: [
      { label: 'menu.overview', to: '/networks/overview' },
      { label: 'titles.domains', to: '/networks/manage' },
      { label: 'titles.backendSets', to: '/networks/backends' },
      { label: 'titles.bedrock', to: '/networks/bedrock' },
      { label: 'titles.mitigation', to: '/networks/mitigation-settings' },
      { label: 'titles.attackHistory', to: '/networks/attack-history' },
      { label: 'titles.analytics', to: '/networks/analytics' },
      { label: 'titles.subUsers', to: '/networks/sub-users' },
    ],
  },
  { label: 'menu.tunnels', to: '/tunnels/list', icon: IconPlugConnected },
  {
    label: 'menu.billing',
    icon: IconCreditCard,
    children: [
      { label: 'menu.overview', to: '/billing/overview' },
      { label: 'menu.plans', to: '/billing/plans' },
    ],
  },
  { label: 'menu.documentation', to: '/pages/documentation', icon: IconBook2, external: true },
];
