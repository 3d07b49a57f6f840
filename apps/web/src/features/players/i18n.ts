import { defineNamespace } from '@/i18n/index';

export const playersNs = defineNamespace('players', {
  en: () => import('./texts/en'),
  de: () => import('./texts/de'),
  fr: () => import('./texts/fr'),
  pt: () => import('./texts/pt'),
});
