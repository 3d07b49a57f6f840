import type { User } from '@palisade/contract';
import { configure, render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import type { RouteHandle } from '@/app/root-route';
import { screenOf, textsOf } from '@/app/route-modules';
import { ScreenPermission } from '@/app/shell/screen-permission';
import { type RouteName, routeNamed } from '@/config/route-table';
import { i18n } from '@/i18n';
import { type Language, setPreference } from '@/lib/preferences';
import { queryClient } from '@/lib/query-client';
import { clearSession, setTokens, setUser } from '@/lib/session';

// The first render of a file loads the screen's chunk and texts: more than the default second
// on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no `document.fonts` (the page's FontFaceSet), whose events Mantine's autosizing
// text areas listen to: an event target stands in for it, one that never fires.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

/** An access token the dashboard reads as valid for an hour (it only reads `exp`). */
function accessToken(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
}

interface RenderOptions {
  /** The address opened, when the route has `:params` or reads a query. */
  path?: string;
  language?: Language;
  /**
   * Signed in as this user (the session the lock screen remembers). Without it, a screen of
   * the main layout is signed in with no stored user and a bare page is signed out.
   */
  user?: User;
}

/**
 * Renders a screen as the router would, from its row of the route table: its own module and
 * texts, inside the app's providers, a main-layout screen behind the screen's permission check
 * (`ScreenPermission`), at `path` (the route's path by default). The API is what `apiServer`
 * answers (`testing/api.ts`). Fresh query cache and session each time. `router` tells where a
 * navigation went: any other address renders nothing.
 */
export async function renderScreen(
  name: RouteName,
  { path, language = 'en', user }: RenderOptions = {},
) {
  const route = routeNamed(name);
  queryClient.clear();
  clearSession();
  if (user || route.layout === 'main') setTokens(accessToken(), 'refresh-token');
  if (user) setUser(user);
  setPreference('language', language);
  await i18n.changeLanguage(language);
  const [{ Component }] = await Promise.all([screenOf(route)(), textsOf(route)?.()]);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        handle: { route } satisfies RouteHandle,
        element: (
          <Suspense fallback={null}>
            {route.layout === 'main' ? (
              <ScreenPermission>
                <Component />
              </ScreenPermission>
            ) : (
              <Component />
            )}
          </Suspense>
        ),
      },
      { path: '*', element: null },
    ],
    { initialEntries: [path ?? route.path] },
  );
  return {
    router,
    ...render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}
