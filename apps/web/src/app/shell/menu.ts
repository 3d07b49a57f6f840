import type { Permission } from '@palisade/contract';
import {
  type Icon,
  IconBook2,
  IconCreditCard,
  IconLayoutDashboard,
  IconPlugConnected,
  IconShieldHalf,
  IconTopologyStar3,
} from '@tabler/icons-react';
import {
  documentationPath,
  type RouteName,
  type Rule,
  type Section,
  screenRoutes,
} from '@/config/route-table';

/** The left menu (docs/web.md#the-shell); labels are keys of the shell namespace. */
export interface MenuLink {
  label: string;
  to: string;
  icon?: Icon;
  /** Opens in a new tab (the documentation, docs/web.md#routes-and-screens). */
  external?: boolean;
  /** The screen's permission on the active network, from the route table. */
  permission?: Permission | readonly Permission[];
}
export interface MenuGroup {
  label: string;
  icon: Icon;
  children: MenuLink[];
  /** Shown only to whom the rule admits (the operator's section to operators). */
  rule?: Rule;
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** A section's group in the menu. */
const groups: Record<Section, { label: string; icon: Icon; rule?: Rule }> = {
  networks: { label: 'menu.networks', icon: IconShieldHalf },
  billing: { label: 'menu.billing', icon: IconCreditCard },
  operator: { label: 'menu.operator', icon: IconTopologyStar3, rule: 'operator' },
};

/** The icons of the screens the menu lists outside a group. */
const icons: Partial<Record<RouteName, Icon>> = {
  'dashboard-overview': IconLayoutDashboard,
  'tunnel-list': IconPlugConnected,
};

/**
 * The routes that name a menu label, in the route table's order: a screen of a section goes
 * into the section's group, which stands where its first screen does; then the documentation.
 */
export const menu: MenuEntry[] = [];
for (const route of screenRoutes) {
  if (!route.menu) continue;
  const link = { label: route.menu, to: route.path, permission: route.permission };
  if (!route.section) {
    menu.push({ ...link, icon: icons[route.name] });
    continue;
  }
  const group = groups[route.section];
  const listed = menu.find((entry) => isGroup(entry) && entry.label === group.label);
  if (listed && isGroup(listed)) listed.children.push(link);
  else menu.push({ ...group, children: [link] });
}
menu.push({
  label: 'menu.documentation',
  to: documentationPath,
  icon: IconBook2,
  external: true,
});
