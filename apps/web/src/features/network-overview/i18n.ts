import { defineNamespace } from '@/i18n/index';

export const overviewNs = defineNamespace('networkOverview', {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
  pt: () => import('./texts/pt'),
});
