import { defineNamespace } from '../i18n/index';

/** Texts of the shell: page titles, menu, top bar, search, settings drawer, route errors. */
export const shellNs = defineNamespace('shell', {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
  pt: () => import('./texts/pt'),
});
