import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import {
  documentationPath,
  documentationUrl,
  homeRoute,
  pathTo,
  type Rule,
  type ScreenRoute,
  screenRoutes,
} from '../config/route-table';
import { queryClient } from '../lib/query-client';
import { clearSession, sessionStore } from '../lib/session';
import { delay, nextTask } from '../lib/timers';
import { decide } from './guard';
import { loadChunk, screen } from './lazy';
import { RootRoute, type RouteHandle } from './root-route';
import { RouteError } from './route-error';
import { prefetcherOf, screenOf, textsOf } from './route-modules';

/**
 * Runs before a signed-in screen (and its chunk) loads: the sign-in test and the access rule
 * (docs/web.md#session-and-access).
 */
export const guard =
  (rule: Rule) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decide(sessionStore.get(), `${url.pathname}${url.search}`, rule);
    if (decision.kind === 'login') {
      clearSession();
      throw redirect(decision.to);
    }
    if (decision.kind === 'not-authorized') throw redirect(decision.to);
    return null;
  };

/** The longest a signed-in route waits for its data before it renders without. */
const dataWaitMs = 3000;

/**
 * Once the guard lets a signed-in route through, its data (the layout's and the screen's) and
 * the screen's texts start loading: React Router runs the loader in parallel with the layout's
 * and the screen's chunks, so the requests do not wait for the chunks and their texts. The
 * route renders when its data has come (or failed: a failed query shows in the screen, which
 * asks again), or `dataWaitMs` after the loader started: one render with the figures in place,
 * where answers arriving one by one made React render the whole page again for each. The
 * prefetching code is imported when needed: it is not part of the login page's entry.
 */
const guardAndPrefetch =
  (route: ScreenRoute, rule: Rule) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    guard(rule)(args);
    // The requests start in a task of their own: the router's start (matching, the chunks'
    // imports) and the loaders' work were one long task on a phone.
    await nextTask();
    const loads: Promise<unknown>[] = [];
    if (route.layout === 'main') {
      loads.push(
        import('./shell/shell-data').then((shell) => shell.prefetchShellData(queryClient)),
      );
      void textsOf(route)?.().catch(() => undefined);
    }
    const prefetcher = prefetcherOf(route);
    if (prefetcher) loads.push(prefetcher().then((module) => module.prefetch(queryClient)));
    await Promise.race([Promise.allSettled(loads), delay(dataWaitMs)]);
    return null;
  };

const mainLayout = () => import('./shell/main-layout');
const bareLayout = () => import('./bare-layout');

/**
 * A screen's chunk, fetched in parallel with its layout's: the screen renders inside the
 * layout, so it is ready once both are.
 */
const withLayout = (route: ScreenRoute) => {
  const layout = route.layout === 'main' ? mainLayout : bareLayout;
  const load = screenOf(route);
  return () => Promise.all([layout(), load()]).then(([, screen]) => screen);
};

function toRoute(route: ScreenRoute): RouteObject {
  return {
    path: route.path,
    lazy: screen(withLayout(route)),
    handle: { route } satisfies RouteHandle,
    ...(route.rule ? { loader: guardAndPrefetch(route, route.rule) } : {}),
  };
}

/**
 * The documentation opens in a new tab instead of showing a screen
 * (docs/web.md#routes-and-screens).
 */
function openDocumentation() {
  const opened = window.open(documentationUrl, '_blank', 'noopener');
  // A blocked pop-up (a typed address has no click behind it): show the docs here instead.
  if (!opened) window.location.assign(documentationUrl);
  // During an in-app navigation the address bar still shows the page the user came from.
  const here = `${window.location.pathname}${window.location.search}`;
  return redirect(here.startsWith(documentationPath) ? '/' : here);
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    // The page's own loading overlay (index.html) shows until the first route has loaded.
    HydrateFallback: () => null,
    children: [
      { path: '/', loader: () => redirect(pathTo(homeRoute)) },
      {
        lazy: () => loadChunk(mainLayout).then((layout) => ({ Component: layout.Component })),
        errorElement: <RouteError />,
        children: screenRoutes.filter((r) => r.layout === 'main').map(toRoute),
      },
      {
        lazy: () => loadChunk(bareLayout).then((layout) => ({ Component: layout.Component })),
        errorElement: <RouteError />,
        children: screenRoutes.filter((r) => r.layout === 'bare').map(toRoute),
      },
      { path: documentationPath, loader: openDocumentation },
      { path: '*', loader: () => redirect(pathTo('page-error-404')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
