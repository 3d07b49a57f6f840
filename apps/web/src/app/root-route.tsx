import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { ScreenRoute } from '../config/route-table';
import { shellNs } from './i18n';

/** What a route's `handle` carries for the title, the breadcrumbs and the search. */
export interface RouteHandle {
  route: ScreenRoute;
}

/** The route a location shows, from the innermost match that names one. */
export function useCurrentScreen() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}

/**
 * After each navigation the loading overlay goes and the page starts top-left
 * (docs/web.md#routes-and-screens). Keyed by the location, it mounts once per navigation; after
 * the screen, so its effect runs after the screen's, as the root's own effects do.
 */
function AfterNavigation() {
  useEffect(() => {
    document.getElementById('app-loading')?.remove();
    window.scrollTo(0, 0);
  }, []);
  return null;
}

export function RootRoute() {
  const { t } = useTranslation(shellNs);
  const navigation = useNavigation();
  const screen = useCurrentScreen();
  const location = useLocation();

  useEffect(() => {
    document.title = screen ? `${t(`titles.${screen.title}`)} · Palisade` : 'Palisade';
  }, [screen, t]);

  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label={t('loading')}
        />
      )}
      <Outlet />
      <AfterNavigation key={location.key} />
    </>
  );
}
