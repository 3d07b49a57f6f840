import type { Permission } from '@palisade/contract';
import type { PathParam } from 'react-router';

/**
 * Route rules (docs/web.md#session-and-access): `editor` admits editors and admins, `operator`
 * accounts with the operator role only (docs/operators.md; the API checks it on every call).
 */
export type Rule = 'admin' | 'editor' | 'operator';

/** A group of the left menu, and the first breadcrumb of its screens (a title key). */
export type Section = 'networks' | 'billing' | 'operator';

interface Row<Name extends string, Path extends string> {
  /**
   * The screen's name (docs/web.md#routes-and-screens), and its module's: `features/<feature>/screens/<name>.tsx`,
   * exporting `Component` (app/route-modules.ts finds it, the feature's texts and, when there
   * is one, the `<name>.prefetch.ts` beside it that starts the screen's queries).
   */
  name: Name;
  /** Path with React Router `:params`. */
  path: Path;
  /** `titles.<key>` in the shell namespace. */
  title: string;
}

interface MainRow<Name extends string, Path extends string> extends Row<Name, Path> {
  section?: Section;
  /** The menu's label (a shell key) when the left menu lists the screen, in table order. */
  menu?: string;
  /** Breadcrumbs other than the section's and the screen's own. */
  crumbs?: readonly Crumb[];
  /** Offered in the global search (pages a user opens by name); default true. */
  searchable?: boolean;
  /** The rule when it is not `editor`. */
  rule?: Rule;
  /**
   * A network screen's permission on the active network (any of several admits): the menu
   * leaves the screen out for a sub-user without it, and the screen shows why instead of its
   * content (docs/web.md#routes-and-screens). The API checks every call anyway.
   */
  permission?: Permission | readonly Permission[];
}

interface Crumb {
  /** A title key. */
  title: string;
  /** Set when the step is a page. */
  to?: string;
}

interface Route<Name extends string, Path extends string> extends MainRow<Name, Path> {
  layout: 'main' | 'bare';
  /** Breadcrumb trail after Home: title keys, with a path when the step is a page. */
  crumbs: readonly Crumb[];
  /** Signed-in routes carry the rule (`editor` on every one: docs/web.md#routes-and-screens). */
  rule?: Rule;
  searchable: boolean;
}

/** A signed-in screen: the shell around it, the editor rule, in the search unless told. */
const main = <const Name extends string, const Path extends string>({
  crumbs,
  searchable = true,
  rule = 'editor',
  ...row
}: MainRow<Name, Path>): Route<Name, Path> => ({
  ...row,
  layout: 'main',
  crumbs: crumbs ?? [
    ...(row.section ? [{ title: row.section }] : []),
    { title: row.title, to: row.path },
  ],
  rule,
  searchable,
});

/** A screen of the operator's console: its own menu section, for operators only. */
const operator = <const Name extends string, const Path extends string>(
  row: Omit<MainRow<Name, Path>, 'section' | 'rule'>,
) => main({ ...row, section: 'operator', rule: 'operator' });

/** A sign-in or shell page: no shell, no rule unless given, not in the search. */
const bare = <const Name extends string, const Path extends string>(
  row: Row<Name, Path>,
  rule?: Rule,
): Route<Name, Path> => ({
  ...row,
  layout: 'bare',
  crumbs: [{ title: row.title }],
  rule,
  searchable: false,
});

/**
 * Every screen once (docs/web.md#routes-and-screens): the router, the left menu (its order), the breadcrumbs, the
 * page title, the global search, the page frame before the scripts and the build's chunks
 * all read this table. Adding a screen is a row here, its module and its texts (docs/web.md).
 */
export const screenRoutes = [
  main({
    name: 'dashboard-overview',
    path: '/dashboard/overview',
    title: 'dashboard',
    menu: 'menu.dashboard',
  }),
  main({
    name: 'network-overview',
    path: '/networks/overview',
    title: 'networkOverview',
    section: 'networks',
    menu: 'menu.overview',
    permission: 'read_network',
  }),
  main({
    name: 'network-management',
    path: '/networks/manage',
    title: 'domains',
    section: 'networks',
    menu: 'titles.domains',
    permission: 'read_domains',
  }),
  main({
    name: 'backend-sets',
    path: '/networks/backends',
    title: 'backendSets',
    section: 'networks',
    menu: 'titles.backendSets',
    permission: 'read_backends',
  }),
  main({
    name: 'bedrock',
    path: '/networks/bedrock',
    title: 'bedrock',
    section: 'networks',
    menu: 'titles.bedrock',
    permission: 'read_network',
  }),
  main({
    name: 'mitigation-settings',
    path: '/networks/mitigation-settings',
    title: 'mitigation',
    section: 'networks',
    menu: 'titles.mitigation',
    permission: ['read_network', 'read_firewall'],
  }),
  main({
    name: 'attack-history',
    path: '/networks/attack-history',
    title: 'attackHistory',
    section: 'networks',
    menu: 'titles.attackHistory',
    permission: 'read_attacks',
  }),
  main({
    name: 'network-analytics',
    path: '/networks/analytics',
    title: 'analytics',
    section: 'networks',
    menu: 'titles.analytics',
    permission: 'read_analytics',
  }),
  main({
    name: 'player-lookup',
    path: '/networks/player-lookup',
    title: 'playerLookup',
    section: 'networks',
    menu: 'titles.playerLookup',
    permission: 'read_analytics',
  }),
  main({
    name: 'sub-users',
    path: '/networks/sub-users',
    title: 'subUsers',
    section: 'networks',
    menu: 'titles.subUsers',
    permission: 'read_network_user',
  }),
  main({
    name: 'tunnel-list',
    path: '/tunnels/list',
    title: 'tunnels',
    menu: 'menu.tunnels',
  }),
  main({
    name: 'tunnel-analytics',
    path: '/tunnels/:tunnel_id/edit',
    title: 'tunnelPage',
    crumbs: [{ title: 'tunnels', to: '/tunnels/list' }, { title: 'tunnelPage' }],
    searchable: false,
  }),
  main({
    name: 'billing-overview',
    path: '/billing/overview',
    title: 'billingOverview',
    section: 'billing',
    menu: 'menu.overview',
  }),
  main({
    name: 'billing-plans',
    path: '/billing/plans',
    title: 'billingPlans',
    section: 'billing',
    menu: 'menu.plans',
  }),
  operator({
    name: 'operator-fleet',
    path: '/operator/fleet',
    title: 'operatorFleet',
    menu: 'menu.fleet',
  }),
  operator({
    name: 'operator-attacks',
    path: '/operator/attacks',
    title: 'operatorAttacks',
    menu: 'menu.attacksNow',
  }),
  operator({
    name: 'operator-customers',
    path: '/operator/customers',
    title: 'operatorCustomers',
    menu: 'menu.customers',
  }),
  operator({
    name: 'operator-locations',
    path: '/operator/locations',
    title: 'operatorLocations',
    menu: 'menu.locations',
  }),
  operator({
    name: 'operator-edge-tokens',
    path: '/operator/edge-tokens',
    title: 'operatorEdgeTokens',
    menu: 'menu.edgeTokens',
  }),
  operator({
    name: 'operator-plans',
    path: '/operator/plans',
    title: 'operatorPlans',
    menu: 'menu.operatorPlans',
  }),
  operator({
    name: 'operator-audit',
    path: '/operator/audit',
    title: 'operatorAudit',
    menu: 'menu.audit',
  }),
  main({
    name: 'page-user-profile',
    path: '/pages/profile',
    title: 'settings',
  }),
  bare({ name: 'page-login', path: '/login', title: 'login' }),
  bare({ name: 'page-register', path: '/register', title: 'register' }),
  bare({
    name: 'page-activate-account',
    path: '/activate-account/:token',
    title: 'activate',
  }),
  bare(
    {
      name: 'page-activate-sub-account',
      path: '/networks/sub-users/:name/:network_id/:user_id/verify',
      title: 'acceptInvite',
    },
    'editor',
  ),
  bare({
    name: 'page-reset-password',
    path: '/reset-password/:token',
    title: 'resetPassword',
  }),
  bare({
    name: 'page-forgot-password',
    path: '/forgot-password',
    title: 'forgotPassword',
  }),
  bare({
    name: 'page-lock-screen',
    path: '/pages/lock-screen',
    title: 'lockScreen',
  }),
  // The e-mail change link the API mails to the new address (`auth/confirm-email`, docs/api.md).
  bare({
    name: 'page-confirm-email',
    path: '/confirm-email/:token',
    title: 'confirmEmail',
  }),
  bare({
    name: 'page-coming-soon',
    path: '/pages/comingsoon',
    title: 'comingSoon',
  }),
  bare({
    name: 'page-error-404',
    path: '/pages/404',
    title: 'notFound',
  }),
  bare({
    name: 'page-error-500',
    path: '/pages/error-500',
    title: 'serverError',
  }),
  bare({
    name: 'page-not-authorized',
    path: '/pages/not-authorized',
    title: 'notAuthorized',
  }),
];

export type ScreenRoute = (typeof screenRoutes)[number];
export type RouteName = ScreenRoute['name'];

/** Where `/` goes, and what a user sees first after signing in. */
export const homeRoute = 'dashboard-overview' satisfies RouteName;
/** Where the guard sends a visitor who is not signed in (`?to=` the page they asked for). */
export const signInRoute = 'page-login' satisfies RouteName;

/**
 * The documentation opens in a new tab instead of showing a screen
 * (docs/web.md#routes-and-screens).
 */
export const documentationPath = '/pages/documentation';
/** Where the documentation opens (the API reference served by the API). */
export const documentationUrl = '/api/docs';

type PathOf<Name extends RouteName> = Extract<ScreenRoute, { name: Name }>['path'];
type ParamsOf<Name extends RouteName> = [PathParam<PathOf<Name>>] extends [never]
  ? []
  : [params: Record<PathParam<PathOf<Name>>, string | number>];

export const routeNamed = <Name extends RouteName>(name: Name) =>
  screenRoutes.find((route) => route.name === name) as Extract<ScreenRoute, { name: Name }>;

/**
 * The path of a screen, its `:params` filled in: `pathTo('tunnel-analytics', { tunnel_id })`.
 * The table's paths have plain `:params` only; React Router's `generatePath`, which also
 * fills splats and optional segments, would bring 0.3 kB more to the login page.
 */
export const pathTo = <Name extends RouteName>(name: Name, ...[params]: ParamsOf<Name>): string =>
  routeNamed(name).path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[key])),
  );

/** The end of a screen's module path: the module is named after the route. */
export const screenFile = (route: ScreenRoute) => `/screens/${route.name}.tsx`;
