import type { Plugin } from 'vite';
import type * as PreferencesModule from '../src/lib/preferences';
import { importAppModule } from './app-source.ts';

type Preferences = typeof PreferencesModule;

/**
 * The inline script at the top of `index.html`: it sets the page's language and colour scheme
 * before anything else loads, so a page in dark mode does not flash white and the page frame
 * (static-shell.ts) is written in the page's language. It runs `startingChoice` of
 * src/lib/preferences.ts, the function the app's own preferences start from, serialised with
 * the known languages and themes and the storage key: one source, not a copy.
 */
export function preferencesScript(preferences: Preferences): string {
  const { startingChoice, preferencesKey, languages, themes } = preferences;
  const known = JSON.stringify({ languages, themes });
  return [
    "document.documentElement.setAttribute('data-mantine-color-scheme','light');",
    'try{',
    `const choice=(${startingChoice})(JSON.parse(localStorage.getItem(${JSON.stringify(preferencesKey)})||'null'),navigator.language,${known});`,
    "if(choice.theme==='dark')document.documentElement.setAttribute('data-mantine-color-scheme','dark');",
    'document.documentElement.lang=choice.language;',
    '}catch{}',
  ].join('');
}

/**
 * Writes the preferences script at the start of `index.html`'s `<script data-preferences>`;
 * the module is read once, and again (by the dev server) after it changed.
 */
export function preferencesFromHtml(preferencesFile: string): Plugin {
  let root = '';
  let read: Promise<Preferences> | undefined;
  const anchor = '<script data-preferences>';
  return {
    name: 'palisade-preferences-script',
    configResolved(config) {
      root = config.root;
    },
    watchChange(id) {
      if (id.endsWith(preferencesFile)) read = undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(anchor))
          throw new Error(`preferencesFromHtml: no ${anchor} in the page`);
        read ??= importAppModule<Preferences>(root, preferencesFile);
        return html.replace(anchor, `<script>${preferencesScript(await read)}`);
      },
    },
  };
}
