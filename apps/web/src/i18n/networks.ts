import { defineNamespace } from './index';

/** Words shared by the network screens. */
export const networksNs = defineNamespace('networks', {
  en: () => import('./networks-texts/en'),
  de: () => import('./networks-texts/de'),
  fr: () => import('./networks-texts/fr'),
  pt: () => import('./networks-texts/pt'),
});
