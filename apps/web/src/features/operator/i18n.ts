import { defineNamespace } from '@/i18n/index';

export const operatorNs = defineNamespace('operator', {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
  pt: () => import('./texts/pt'),
});
