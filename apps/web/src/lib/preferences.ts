import { z } from 'zod';
import type { TimeFormat } from './format';
import { createStore, readJson, useStore, writeJson } from './store';

export const languages = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof languages)[number];

/** light and dark, or semi-dark: a light page with a dark menu (spec §3 theme classes). */
export const themes = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof themes)[number];

const schema = z.object({
  language: z.enum(languages).catch('en'),
  timeFormat: z.enum(['12h', '24h']).catch('24h'),
  theme: z.enum(themes).catch('light'),
  /** Paths of the pages starred in the global search. */
  starred: z.array(z.string().max(200)).max(100).catch([]),
});
export type Preferences = z.infer<typeof schema>;

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

function load(): Preferences {
  const stored = readJson(key);
  if (stored && typeof stored === 'object') return schema.parse(stored);
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
