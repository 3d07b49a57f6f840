import { defineNamespace } from '@/i18n/index';

/** Words shared by the network screens. */
export const networksNs = defineNamespace('networks', {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
  pt: () => import('./texts/pt'),
});
