import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  notFound: {
    code: '404',
    title: 'Seite nicht gefunden',
    body: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
  },
  serverError: {
    code: '500',
    title: 'Etwas ist schiefgelaufen',
    body: 'Beim Server ist ein Problem aufgetreten. Versuche es gleich noch einmal.',
  },
  notAuthorized: {
    code: '403',
    title: 'Keine Berechtigung',
    body: 'Dein Konto darf diese Seite nicht öffnen. Bitte den Netzwerkbesitzer um Zugriff.',
  },
  comingSoon: {
    title: 'Demnächst verfügbar',
    body: 'Dieser Teil des Dashboards entsteht gerade. Alles andere funktioniert bereits.',
  },
  backHome: 'Zurück zum Dashboard',
} satisfies Texts<typeof en>;
