import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { type Language, preferencesStore } from '../lib/preferences';

/**
 * i18next with one namespace per feature. A feature's `i18n.ts` calls `defineNamespace` with
 * its texts in the four languages; the namespace is registered when the feature's chunk
 * loads, so no central file lists every text and a screen's texts load with the screen.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: preferencesStore.get().language,
  fallbackLng: 'en',
  supportedLngs: ['en', 'de', 'fr', 'pt'],
  ns: [],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Every language holds the same keys as English; TypeScript checks it. */
export type Translations<T> = { en: T } & Record<Exclude<Language, 'en'>, DeepStrings<T>>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export function defineNamespace<const T extends object>(ns: string, texts: Translations<T>) {
  for (const language of ['en', 'de', 'fr', 'pt'] as const) {
    i18n.addResourceBundle(language, ns, texts[language], true, true);
  }
  return ns;
}

// Zod's own messages (for rules without a custom text) in the chosen language.
const zodLocales: Record<
  Language,
  () => Promise<{ default: () => Parameters<typeof z.config>[0] }>
> = {
  en: () => import('zod/v4/locales/en.js'),
  de: () => import('zod/v4/locales/de.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  pt: () => import('zod/v4/locales/pt.js'),
};

async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  const locale = await zodLocales[language]();
  z.config(locale.default());
}

let applied: Language | null = null;
preferencesStore.subscribe(() => {
  const { language } = preferencesStore.get();
  if (language !== applied) {
    applied = language;
    void applyLanguage(language);
  }
});
applied = preferencesStore.get().language;
if (typeof document !== 'undefined') void applyLanguage(applied);
