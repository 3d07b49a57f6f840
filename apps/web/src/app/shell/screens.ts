import type { ScreenModule } from '../lazy';

/**
 * The signed-in screens' chunks, by route name; the router fetches a screen's in parallel with
 * the shell's. What the shell and the screens share stays in the shell's one chunk
 * (layout-chunks.ts) instead of dozens of small files a page would fetch one by one.
 */
export const mainScreens = {
  'dashboard-overview': () => import('@/features/dashboard/screens/account-dashboard'),
  'tunnel-list': () => import('@/features/tunnels/screens/tunnel-list'),
  'tunnel-analytics': () => import('@/features/tunnels/screens/tunnel-page'),
  'network-overview': () => import('@/features/network-overview/screens/network-overview'),
  'network-management': () => import('@/features/domains/screens/domain-management'),
  'backend-sets': () => import('@/features/backend-sets/screens/backend-sets'),
  'sub-users': () => import('@/features/sub-users/screens/sub-users'),
  bedrock: () => import('@/features/bedrock/screens/bedrock'),
  'mitigation-settings': () => import('@/features/mitigation/screens/mitigation-settings'),
  'attack-history': () => import('@/features/attacks/screens/attack-history'),
  'network-analytics': () => import('@/features/analytics/screens/network-analytics'),
  'billing-overview': () => import('@/features/billing/screens/billing-overview'),
  'billing-plans': () => import('@/features/billing/screens/billing-plans'),
  'page-user-profile': () => import('@/features/settings/screens/settings'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type MainScreenName = keyof typeof mainScreens;
