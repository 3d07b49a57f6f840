import { defineNamespace, i18n } from './index';

/**
 * The contract's validation messages are English sentences shared with the API; here they are
 * keyed by that sentence so a form shows them in the chosen language. A message missing here
 * shows in English.
 */
defineNamespace('contract', {
  en: () => import('./contract-texts/en'),
  de: () => import('./contract-texts/de'),
  fr: () => import('./contract-texts/fr'),
  pt: () => import('./contract-texts/pt'),
});

/** A contract (or API) message in the chosen language, English when it is not listed. */
export function translateMessage(message: string): string {
  return i18n.t(message, {
    ns: 'contract',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
