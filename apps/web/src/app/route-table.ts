import type { QueryClient } from '@tanstack/react-query';
import type { BareScreenName } from './bare-screens';
import type { Rule } from './guard';
import type { MainScreenName } from './shell/screens';

interface Route {
  /** Path with React Router `:params`. */
  path: string;
  /** `titles.<key>` in the shell namespace. */
  title: string;
  /** Breadcrumb trail after Home: title keys, with a path when the step is a page. */
  crumbs: readonly { title: string; to?: string }[];
  /** Signed-in routes carry the rule (`editor` on every one: docs/web.md#routes-and-screens). */
  rule?: Rule;
  /** Offered in the global search (pages a user opens by name). */
  searchable: boolean;
  /**
   * Starts the screen's queries from the route's loader, in parallel with its chunk; imports
   * what it needs itself, so none of it comes with the entry (the login page's budget).
   */
  prefetch?: (client: QueryClient) => Promise<void>;
}

/**
 * A screen and the layout around it. The name (docs/web.md#routes-and-screens) picks the
 * screen's chunk: shell/screens.ts and bare-screens.ts.
 */
export type ScreenRoute =
  | (Route & { layout: 'main'; name: MainScreenName })
  | (Route & { layout: 'bare'; name: BareScreenName });

const main = (
  path: string,
  name: MainScreenName,
  title: string,
  section: string | null,
): ScreenRoute => ({
  path,
  name,
  title,
  crumbs: [...(section ? [{ title: section }] : []), { title, to: path }],
  layout: 'main',
  rule: 'editor',
  searchable: true,
});

const bare = (path: string, name: BareScreenName, title: string, rule?: Rule): ScreenRoute => ({
  path,
  name,
  title,
  crumbs: [{ title }],
  layout: 'bare',
  searchable: false,
  ...(rule ? { rule } : {}),
});

/**
 * Every screen once (docs/web.md#routes-and-screens): the router, the menu, the breadcrumbs, the
 * page title and the global search all read this table. `title` and crumb keys live in the `shell`
 * namespace.
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    ...main('/dashboard/overview', 'dashboard-overview', 'dashboard', null),
    prefetch: async (client) =>
      (await import('../features/dashboard/hooks/use-network-stats')).prefetchDashboard(client),
  },
  main('/tunnels/list', 'tunnel-list', 'tunnels', null),
  {
    ...main('/tunnels/:tunnel_id/edit', 'tunnel-analytics', 'tunnels', null),
    crumbs: [{ title: 'tunnels', to: '/tunnels/list' }, { title: 'tunnelPage' }],
    searchable: false,
  },
  main('/networks/overview', 'network-overview', 'networkOverview', 'networks'),
  main('/networks/manage', 'network-management', 'domains', 'networks'),
  main('/networks/backends', 'backend-sets', 'backendSets', 'networks'),
  main('/networks/sub-users', 'sub-users', 'subUsers', 'networks'),
  main('/networks/bedrock', 'bedrock', 'bedrock', 'networks'),
  main('/networks/mitigation-settings', 'mitigation-settings', 'mitigation', 'networks'),
  main('/networks/attack-history', 'attack-history', 'attackHistory', 'networks'),
  main('/networks/analytics', 'network-analytics', 'analytics', 'networks'),
  main('/billing/overview', 'billing-overview', 'billingOverview', 'billing'),
  main('/billing/plans', 'billing-plans', 'billingPlans', 'billing'),
  main('/pages/profile', 'page-user-profile', 'settings', null),
  bare('/login', 'page-login', 'login'),
  bare('/register', 'page-register', 'register'),
  bare('/activate-account/:token', 'page-activate-account', 'activate'),
  bare(
    '/networks/sub-users/:name/:network_id/:user_id/verify',
    'page-activate-sub-account',
    'acceptInvite',
    'editor',
  ),
  bare('/reset-password/:token', 'page-reset-password', 'resetPassword'),
  bare('/forgot-password', 'page-forgot-password', 'forgotPassword'),
  bare('/pages/lock-screen', 'page-lock-screen', 'lockScreen'),
  // The e-mail change link the API mails to the new address (`auth/confirm-email`, docs/api.md).
  bare('/confirm-email/:token', 'page-confirm-email', 'confirmEmail'),
  bare('/pages/comingsoon', 'page-coming-soon', 'comingSoon'),
  bare('/pages/404', 'page-error-404', 'notFound'),
  bare('/pages/error-500', 'page-error-500', 'serverError'),
  bare('/pages/not-authorized', 'page-not-authorized', 'notAuthorized'),
];

/** Where the documentation opens (the API reference served by the API). */
export const documentationUrl = '/api/docs';
