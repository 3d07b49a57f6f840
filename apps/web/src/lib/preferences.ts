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

const key = 'palisade.preferences';

function browserLanguage(): Language {
  const wanted = globalThis.navigator?.language?.slice(0, 2);
  return languages.find((l) => l === wanted) ?? 'en';
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
    language: oneOf(stored.language, languages, 'en'),
    timeFormat: oneOf(stored.timeFormat, timeFormats, '24h'),
    theme: oneOf(stored.theme, themes, 'light'),
    starred: validStarred ? starred : [],
  };
}

function load(): Preferences {
  const stored = readJson(key);
  if (stored && typeof stored === 'object') return parsePreferences(stored);
  return {
    language: browserLanguage(),
    timeFormat: browserTimeFormat(),
    theme: 'light',
    starred: [],
  };
}

export const preferencesStore = createStore<Preferences>(load(), (value) => writeJson(key, value));
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
