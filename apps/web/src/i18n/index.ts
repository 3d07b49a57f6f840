import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Language, preferencesStore } from '../lib/preferences';

/** Every language holds the same keys as English; TypeScript checks it (`satisfies Texts<…>`). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

type Load<T> = () => Promise<{ default: T }>;

/** A namespace's texts, one module per language: only the chosen language is loaded. */
export type TextModules<T> = { en: Load<T> } & Record<Exclude<Language, 'en'>, Load<Texts<T>>>;

const namespaces = new Map<string, TextModules<object>>();

/**
 * i18next with one namespace per feature. A feature's `i18n.ts` calls `defineNamespace` with
 * an import of its texts per language; the namespace is registered when the feature's chunk
 * loads, so no central file lists every text, and only the chosen language's texts load (the
 * others when the user switches to them).
 */
export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: Language, ns: string) => {
      const modules = namespaces.get(ns);
      if (!modules) throw new Error(`No texts for the namespace ${ns}`);
      return modules[language]();
    }),
  )
  .init({
    lng: preferencesStore.get().language,
    // Every language has every key (checked by TypeScript), so none falls back to another.
    fallbackLng: false,
    supportedLngs: ['en', 'de', 'fr', 'pt'],
    load: 'currentOnly',
    ns: [],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // Routes render once their texts are loaded (`textsReady`). With suspense on, react-i18next
    // kept suspending the shell while other namespaces loaded: seconds of re-rendering.
    react: { useSuspense: false },
  });

export function defineNamespace<const T extends object>(ns: string, texts: TextModules<T>) {
  namespaces.set(ns, texts);
  // Starts loading the chosen language's texts at once; `textsReady` waits for them.
  void i18n.loadNamespaces(ns);
  return ns;
}

const missingTexts = () =>
  [...namespaces.keys()].filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));

/**
 * Resolves when the texts of every registered namespace are there in the chosen language: a
 * screen's chunk registers its namespaces, and the route renders after this (`app/lazy.ts`).
 * Texts that failed to load are asked for again once, then it fails like a chunk.
 */
export async function textsReady(): Promise<void> {
  // A namespace can register while others load (a screen's, started with its route's data):
  // it is waited for like the rest, and only texts that failed are asked for again.
  let wanted: string[] = [];
  while (wanted.length < namespaces.size) {
    wanted = [...namespaces.keys()];
    await i18n.loadNamespaces(wanted);
  }
  if (missingTexts().length > 0) await i18n.reloadResources(i18n.language, missingTexts());
  const missing = missingTexts();
  if (missing.length > 0) throw new Error(`The texts of ${missing.join(', ')} did not load`);
}

async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
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
