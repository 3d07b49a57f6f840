import type { MainScreenName } from './shell/screens';

/**
 * The texts of each signed-in screen's feature. The router starts them with the route's data,
 * in parallel with the layout's and the screen's chunks: the screen's chunk registers its
 * namespace when it runs, and its texts would otherwise wait for it in turn.
 */
export const screenTexts: Record<MainScreenName, () => Promise<unknown>> = {
  'dashboard-overview': () => import('../features/dashboard/i18n'),
  'tunnel-list': () => import('../features/tunnels/i18n'),
  'tunnel-analytics': () => import('../features/tunnels/i18n'),
  'network-overview': () => import('../features/network-overview/i18n'),
  'network-management': () => import('../features/domains/i18n'),
  'backend-sets': () => import('../features/backend-sets/i18n'),
  'sub-users': () => import('../features/sub-users/i18n'),
  bedrock: () => import('../features/bedrock/i18n'),
  'mitigation-settings': () => import('../features/mitigation/i18n'),
  'attack-history': () => import('../features/attacks/i18n'),
  'network-analytics': () => import('../features/analytics/i18n'),
  'billing-overview': () => import('../features/billing/i18n'),
  'billing-plans': () => import('../features/billing/i18n'),
  'page-user-profile': () => import('../features/settings/i18n'),
};
