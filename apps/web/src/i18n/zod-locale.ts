import { config } from 'zod';
import type { Language } from '../lib/preferences';
import { i18n } from './index';

// Zod's own messages (for rules without a custom text) in the chosen language. Imported by the
// first form that validates (`contractValidator`), so zod is not loaded at start-up.
const zodLocales: Record<Language, () => Promise<{ default: () => Parameters<typeof config>[0] }>> =
  {
    en: () => import('zod/v4/locales/en.js'),
    de: () => import('zod/v4/locales/de.js'),
    fr: () => import('zod/v4/locales/fr.js'),
    pt: () => import('zod/v4/locales/pt.js'),
  };

async function applyZodLocale(language: string): Promise<void> {
  const load = zodLocales[language as Language];
  if (load) config((await load()).default());
}

void applyZodLocale(i18n.language);
i18n.on('languageChanged', (language) => void applyZodLocale(language));
