import { defineNamespace } from './index';

/** Words every screen uses: actions, states and the API's error codes. */
export const commonNs = defineNamespace('common', {
  en: () => import('./common-texts/en'),
  de: () => import('./common-texts/de'),
  fr: () => import('./common-texts/fr'),
  pt: () => import('./common-texts/pt'),
});
