import type { QueryClient } from '@tanstack/react-query';
import { type ScreenRoute, screenFile } from '../config/route-table';
import type { ScreenModule } from './lazy';

/**
 * The modules a route loads, found by its name: `features/<feature>/screens/<name>.tsx`, the
 * feature's `i18n.ts` and, if there is one, `<name>.prefetch.ts`. Each is a chunk of its own
 * that the router fetches in parallel with the layout's; the build keeps what the layout and
 * the screens share in the layout's chunk (build/layout-chunks.ts).
 */
// A screen's component test sits beside it and is no module of the app.
const screens = import.meta.glob<ScreenModule>(['./*/screens/*.tsx', '!./*/screens/*.test.tsx'], {
  base: '../features',
});
const texts = import.meta.glob('./*/i18n.ts', { base: '../features' });
const prefetchers = import.meta.glob<{ prefetch: (client: QueryClient) => Promise<void> }>(
  './*/screens/*.prefetch.ts',
  { base: '../features' },
);

/** The key of the route's screen module, `./<feature>/screens/<name>.tsx`. */
const screenKey = (route: ScreenRoute) => {
  const key = Object.keys(screens).find((file) => file.endsWith(screenFile(route)));
  if (!key) throw new Error(`No module src/features/*${screenFile(route)}`);
  return key;
};

export const screenOf = (route: ScreenRoute) =>
  screens[screenKey(route)] as () => Promise<ScreenModule>;
export const textsOf = (route: ScreenRoute) =>
  texts[screenKey(route).replace(/screens\/[^/]+$/, 'i18n.ts')];
export const prefetcherOf = (route: ScreenRoute) =>
  prefetchers[screenKey(route).replace(/\.tsx$/, '.prefetch.ts')];
