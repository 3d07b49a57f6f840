import type { TimeFormat } from './format';
import { createStore, oneOf, readJson, useStore, writeJson } from './store';

export const languages = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];

/**
 * light and dark, or semi-dark: a light page with a dark menu (docs/web.md#themes-and-preferences).
 */
export const themes = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof themes)[number];

export interface Preferences {
  language: Language;
  timeFormat: TimeFormat;
  theme: Theme;
  /** Paths of the pages starred in the global search. */
  starred: string[];
}

const timeFormats: readonly TimeFormat[] = ['12h', '24h'];

/** Where the preferences are stored (localStorage). */
export const preferencesKey = 'palisade.preferences';

/**
 * The language and theme a page starts in: the stored ones when preferences are stored (a value
 * not in the list counts as its first), else the browser's language and the first theme.
 * `index.html` runs this same function, written into the page at build time
 * (build/preferences-script.ts), before any script has loaded: it uses nothing from outside
 * itself.
 */
export function startingChoice<L extends string, T extends string>(
  stored: unknown,
  browserLanguage: string | undefined,
  known: { languages: readonly [L, ...L[]]; themes: readonly [T, ...T[]] },
): { language: L; theme: T } {
  const saved = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : null;
  const wanted = saved ? saved.language : browserLanguage?.slice(0, 2);
  return {
    language: known.languages.find((l) => l === wanted) ?? known.languages[0],
    theme: known.themes.find((t) => t === saved?.theme) ?? known.themes[0],
  };
}

function browserTimeFormat(): TimeFormat {
  const hour12 = new Intl.DateTimeFormat(globalThis.navigator?.language, {
    hour: 'numeric',
  }).resolvedOptions().hour12;
  return hour12 ? '12h' : '24h';
}

/** Stored preferences, each invalid one replaced by its default (no zod at start-up). */
export function parsePreferences(stored: Partial<Record<keyof Preferences, unknown>>): Preferences {
  const { starred } = stored;
  const validStarred =
    Array.isArray(starred) &&
    starred.length <= 100 &&
    starred.every((path) => typeof path === 'string' && path.length <= 200);
  return {
    ...startingChoice(stored, undefined, { languages, themes }),
    timeFormat: oneOf(stored.timeFormat, timeFormats, '24h'),
    starred: validStarred ? starred : [],
  };
}

function load(): Preferences {
  const stored = readJson(preferencesKey);
  if (stored && typeof stored === 'object') return parsePreferences(stored);
  return {
    ...startingChoice(null, globalThis.navigator?.language, { languages, themes }),
    timeFormat: browserTimeFormat(),
    starred: [],
  };
}

export const preferencesStore = createStore<Preferences>(load(), (value) =>
  writeJson(preferencesKey, value),
);
export const usePreferences = () => useStore(preferencesStore);

export function setPreference<K extends keyof Preferences>(name: K, value: Preferences[K]): void {
  preferencesStore.set((p) => ({ ...p, [name]: value }));
}

export function toggleStarred(path: string): void {
  preferencesStore.set((p) => ({
    ...p,
    starred: p.starred.includes(path) ? p.starred.filter((s) => s !== path) : [...p.starred, path],
  }));
}
