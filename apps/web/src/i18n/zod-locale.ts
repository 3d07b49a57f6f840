import { config, type ZodErrorMap } from 'zod';
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

/** Zod's `too_small` of a string below one character: an empty field, not a length to explain. */
const emptyField = (issue: Parameters<ZodErrorMap>[0]) =>
  issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;

async function applyZodLocale(language: string): Promise<void> {
  const load = zodLocales[language as Language];
  if (!load) return;
  const localeError = (await load()).default()?.localeError;
  config({
    localeError: (issue) =>
      emptyField(issue) ? i18n.t('fieldRequired', { ns: 'common' }) : localeError?.(issue),
  });
}

/** Settles once zod speaks the language chosen at load (a sign-in page's first submit waits). */
export const zodLocaleReady = applyZodLocale(i18n.language);
i18n.on('languageChanged', (language) => void applyZodLocale(language));
