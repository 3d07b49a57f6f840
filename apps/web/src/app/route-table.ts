import type { QueryClient } from '@tanstack/react-query';
import type { Rule } from './guard';
import type { ScreenModule } from './lazy';

/**
 * Every screen of spec §2 once: the router, the menu, the breadcrumbs, the page title and the
 * global search all read this table. `title` and crumb keys live in the `shell` namespace.
 */
export type Layout = 'main' | 'bare';

export interface ScreenRoute {
  /** Path with React Router `:params`. */
  path: string;
  /** Screen name of spec §2. */
  name: string;
  /** `titles.<key>` in the shell namespace. */
  title: string;
  /** Breadcrumb trail after Home: title keys, with a path when the step is a page. */
  crumbs: readonly { title: string; to?: string }[];
  layout: Layout;
  /** Signed-in routes carry the rule (spec §2: editor on every route). */
  rule?: Rule;
  /** Offered in the global search (pages a user opens by name). */
  searchable: boolean;
  load: () => Promise<ScreenModule>;
  /**
   * Starts the screen's queries from the route's loader, in parallel with its chunk; imports
   * what it needs itself, so none of it comes with the entry (the login page's budget).
   */
  prefetch?: (client: QueryClient) => Promise<void>;
}

const comingSoon = () => import('../features/pages/screens/coming-soon');

const main = (
  path: string,
  name: string,
  title: string,
  section: string | null,
  load: () => Promise<ScreenModule>,
): ScreenRoute => ({
  path,
  name,
  title,
  crumbs: [...(section ? [{ title: section }] : []), { title, to: path }],
  layout: 'main',
  rule: 'editor',
  searchable: true,
  load,
});

const bare = (
  path: string,
  name: string,
  title: string,
  load: () => Promise<ScreenModule>,
  rule?: Rule,
): ScreenRoute => ({
  path,
  name,
  title,
  crumbs: [{ title }],
  layout: 'bare',
  searchable: false,
  load,
  ...(rule ? { rule } : {}),
});

export const screenRoutes: readonly ScreenRoute[] = [
  {
    ...main(
      '/dashboard/overview',
      'dashboard-overview',
      'dashboard',
      null,
      () => import('../features/dashboard/screens/account-dashboard'),
    ),
    prefetch: async (client) =>
      (await import('../features/dashboard/hooks/use-network-stats')).prefetchDashboard(client),
  },
  main(
    '/tunnels/list',
    'tunnel-list',
    'tunnels',
    null,
    () => import('../features/tunnels/screens/tunnel-list'),
  ),
  {
    ...main(
      '/tunnels/:tunnel_id/edit',
      'tunnel-analytics',
      'tunnels',
      null,
      () => import('../features/tunnels/screens/tunnel-page'),
    ),
    crumbs: [{ title: 'tunnels', to: '/tunnels/list' }, { title: 'tunnelPage' }],
    searchable: false,
  },
  main(
    '/networks/overview',
    'network-overview',
    'networkOverview',
    'networks',
    () => import('../features/networks/overview/screens/network-overview'),
  ),
  main(
    '/networks/manage',
    'network-management',
    'domains',
    'networks',
    () => import('../features/networks/domains/screens/domain-management'),
  ),
  main(
    '/networks/backends',
    'backend-sets',
    'backendSets',
    'networks',
    () => import('../features/networks/backend-sets/screens/backend-sets'),
  ),
  main(
    '/networks/sub-users',
    'sub-users',
    'subUsers',
    'networks',
    () => import('../features/networks/sub-users/screens/sub-users'),
  ),
  main(
    '/networks/bedrock',
    'bedrock',
    'bedrock',
    'networks',
    () => import('../features/networks/bedrock/screens/bedrock'),
  ),
  main(
    '/networks/mitigation-settings',
    'mitigation-settings',
    'mitigation',
    'networks',
    () => import('../features/networks/mitigation/screens/mitigation-settings'),
  ),
  main(
    '/networks/attack-history',
    'attack-history',
    'attackHistory',
    'networks',
    () => import('../features/networks/attacks/screens/attack-history'),
  ),
  main(
    '/networks/analytics',
    'network-analytics',
    'analytics',
    'networks',
    () => import('../features/networks/analytics/screens/network-analytics'),
  ),
  main(
    '/billing/overview',
    'billing-overview',
    'billingOverview',
    'billing',
    () => import('../features/billing/screens/billing-overview'),
  ),
  main(
    '/billing/plans',
    'billing-plans',
    'billingPlans',
    'billing',
    () => import('../features/billing/screens/billing-plans'),
  ),
  main(
    '/pages/profile',
    'page-user-profile',
    'settings',
    null,
    () => import('../features/settings/screens/settings'),
  ),
  bare('/login', 'page-login', 'login', () => import('../features/auth/screens/login')),
  bare('/register', 'page-register', 'register', () => import('../features/auth/screens/register')),
  bare(
    '/activate-account/:token',
    'page-activate-account',
    'activate',
    () => import('../features/auth/screens/activate-account'),
  ),
  bare(
    '/networks/sub-users/:name/:network_id/:user_id/verify',
    'page-activate-sub-account',
    'acceptInvite',
    () => import('../features/networks/sub-users/screens/accept-invite'),
    'editor',
  ),
  bare(
    '/reset-password/:token',
    'page-reset-password',
    'resetPassword',
    () => import('../features/auth/screens/reset-password'),
  ),
  bare(
    '/forgot-password',
    'page-forgot-password',
    'forgotPassword',
    () => import('../features/auth/screens/forgot-password'),
  ),
  bare(
    '/pages/lock-screen',
    'page-lock-screen',
    'lockScreen',
    () => import('../features/auth/screens/lock-screen'),
  ),
  // Not in spec §2: the e-mail change link the API mails to the new address (docs/api.md).
  bare(
    '/confirm-email/:token',
    'page-confirm-email',
    'confirmEmail',
    () => import('../features/settings/screens/confirm-email'),
  ),
  bare('/pages/comingsoon', 'page-coming-soon', 'comingSoon', comingSoon),
  bare(
    '/pages/404',
    'page-error-404',
    'notFound',
    () => import('../features/pages/screens/not-found'),
  ),
  bare(
    '/pages/error-500',
    'page-error-500',
    'serverError',
    () => import('../features/pages/screens/server-error'),
  ),
  bare(
    '/pages/not-authorized',
    'page-not-authorized',
    'notAuthorized',
    () => import('../features/pages/screens/not-authorized'),
  ),
];

/** Where the documentation opens (the API reference served by the API). */
export const documentationUrl = '/api/docs';
