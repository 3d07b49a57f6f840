import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RouteName, ScreenRoute } from '../src/config/route-table';
import type * as PreferencesModule from '../src/lib/preferences';
import type { startingChoice } from '../src/lib/preferences';
import { importAppModule } from './app-source.ts';

/** What the page frame shows of a signed-in route: its title and breadcrumbs (keys). */
interface FrameRoute {
  /** A regular expression for the path (`:params` match one segment). */
  pattern: string;
  title: string;
  crumbs: { title: string; link: boolean }[];
}

/** How the page reads the stored theme: src/lib/preferences.ts's own. */
interface ThemeSource {
  choose: typeof startingChoice;
  key: string;
  known: Parameters<typeof startingChoice>[2];
}

/** The shell's texts the frame needs, in one language. */
interface FrameTexts {
  appName: string;
  home: string;
  titles: Record<string, string>;
}

/**
 * Runs in the page from `index.html`, while the HTML is parsed, before the first paint: with
 * a session stored and a signed-in route, the loading overlay becomes the page's frame (menu
 * column, top bar, the page's title and breadcrumbs in the chosen language and theme, and the
 * spinner below), laid out as the shell lays them out, so the title is on screen as soon as the
 * HTML is, not once the scripts have loaded, run and rendered (seconds on a slow phone). The
 * shell replaces the overlay when the first screen has rendered (`root-route.tsx`). It is
 * serialised into the page: no imports, nothing from outside the function.
 */
function paintFrame(
  routes: FrameRoute[],
  texts: Record<string, FrameTexts>,
  { choose, key, known }: ThemeSource,
) {
  try {
    const overlay = document.getElementById('app-loading');
    const route = routes.find((r) => new RegExp(r.pattern).test(window.location.pathname));
    if (!overlay || !route || !localStorage.getItem('palisade.refreshToken')) return;
    // The language as index.html's first script chose it; the theme's menu colour from the
    // stored preferences, chosen as that script chooses (dark mode is on the page already).
    const t = texts[document.documentElement.lang] ?? texts.en;
    if (!t) return;
    let semiDark = false;
    try {
      semiDark =
        choose(JSON.parse(localStorage.getItem(key) || 'null'), undefined, known).theme ===
        'semi-dark';
    } catch {}
    const element = (tag: string, className: string, text = '') => {
      const made = document.createElement(tag);
      made.className = className;
      made.textContent = text;
      return made;
    };
    const brand = element('div', 'frame-brand');
    const logo = document.createElement('img');
    logo.src = '/favicon.svg';
    logo.alt = '';
    brand.append(logo, element('b', '', t.appName));
    const nav = element('div', 'frame-nav');
    nav.append(brand);
    const crumbs = element('div', 'frame-crumbs');
    const trail = [{ title: t.home, link: true }, ...route.crumbs];
    trail.forEach((crumb, index) => {
      if (index > 0) crumbs.append(element('i', '', '/'));
      const last = index === trail.length - 1;
      const title = index === 0 ? crumb.title : t.titles[crumb.title];
      crumbs.append(element('i', crumb.link && !last ? 'frame-link' : '', title));
    });
    const header = element('div', 'frame-header');
    header.append(element('h1', '', t.titles[route.title]), crumbs);
    const page = element('div', 'frame-page');
    page.append(element('div', 'frame-bar'), header, element('span', 'spin'));
    const main = element('div', 'frame-main');
    main.append(page);
    const frame = element('div', 'frame');
    frame.setAttribute('aria-hidden', 'true');
    frame.append(nav, main);
    overlay.className = semiDark ? 'framed semi-dark' : 'framed';
    overlay.replaceChildren(frame);
  } catch {}
}

/**
 * The signed-in routes, the shell's texts in every language and how the page reads the stored
 * theme (`ThemeSource`, as source text), from the app's own sources.
 */
async function frameData(root: string, { routeTable, preferences }: FrameSources) {
  const load = <T>(file: string) => importAppModule<T>(root, file);
  const { startingChoice, preferencesKey, languages, themes } =
    await load<typeof PreferencesModule>(preferences);
  const themeSource = `{choose:${startingChoice},key:${JSON.stringify(preferencesKey)},known:${JSON.stringify({ languages, themes })}}`;
  const { screenRoutes, homeRoute } = await load<{
    screenRoutes: readonly ScreenRoute[];
    homeRoute: RouteName;
  }>(routeTable);
  const frame = (route: ScreenRoute, pattern: string): FrameRoute => ({
    pattern,
    title: route.title,
    crumbs: route.crumbs.map((crumb) => ({ title: crumb.title, link: Boolean(crumb.to) })),
  });
  const routes = screenRoutes
    .filter((route) => route.layout === 'main')
    .map((route) => frame(route, `^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`));
  // `/` goes to the home screen (router.tsx): its frame is that screen's.
  const home = screenRoutes.find((route) => route.name === homeRoute);
  if (home) routes.push(frame(home, '^/$'));
  const texts: Record<string, FrameTexts> = {};
  for (const file of readdirSync(path.join(root, 'src/app/texts'))) {
    const { appName, home, titles } = (await load<{ default: FrameTexts }>(`src/app/texts/${file}`))
      .default;
    texts[path.basename(file, '.ts')] = { appName, home, titles };
  }
  return { routes, texts, themeSource };
}

/** The app's modules the frame is made from, from the app's root. */
interface FrameSources {
  routeTable: string;
  preferences: string;
}

/**
 * Puts `paintFrame` into `index.html`, right after the loading overlay it changes. The routes
 * and texts are read once, and again (by the dev server) after one of their files changed.
 */
export function paintFrameFromHtml(sources: FrameSources): Plugin {
  let root = '';
  let read: ReturnType<typeof frameData> | undefined;
  const anchor = '<div id="root"></div>';
  return {
    name: 'palisade-static-shell',
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      const file = path.relative(root, id);
      if (
        file === path.normalize(sources.routeTable) ||
        file === path.normalize(sources.preferences) ||
        file.startsWith(path.join('src', 'app', 'texts'))
      )
        read = undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(anchor)) throw new Error(`paintFrameFromHtml: no ${anchor} in the page`);
        read ??= frameData(root, sources);
        const { routes, texts, themeSource } = await read;
        // `<` escaped: no text can close the script element.
        const data = JSON.stringify([routes, texts]).replace(/</g, '\\u003c');
        return html.replace(
          anchor,
          `<script>(${paintFrame})(...${data},${themeSource})</script>\n    ${anchor}`,
        );
      },
    },
  };
}
