import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  brandLine: 'DDoS-Schutz für Minecraft-Server',
  email: 'E-Mail',
  password: 'Passwort',
  passwordConfirm: 'Passwort wiederholen',
  firstname: 'Vorname',
  lastname: 'Nachname',
  phone: 'Telefon (optional)',
  login: {
    title: 'Willkommen zurück',
    subtitle: 'Melde dich an, um deine geschützten Netzwerke zu verwalten.',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    noAccount: 'Neu bei Palisade?',
    register: 'Konto erstellen',
    twofaTitle: 'Zwei-Faktor-Authentifizierung',
    twofa: 'Authentifizierungscode',
    twofaHint:
      'Gib den 6-stelligen Code aus deiner Authenticator-App oder einen deiner Wiederherstellungscodes ein.',
    notActivated: 'Dein Konto ist noch nicht aktiviert.',
    resend: 'Aktivierungsmail erneut senden',
    resent:
      'Falls das Konto existiert und noch nicht aktiv ist, ist eine neue Aktivierungsmail unterwegs.',
    orWith: 'oder weiter mit',
    withProvider: 'Mit {{provider}} anmelden',
    captchaNeeded: 'Löse zuerst das Captcha.',
  },
  register: {
    title: 'Konto erstellen',
    subtitle: 'Schütze dein erstes Netzwerk in wenigen Minuten.',
    submit: 'Konto erstellen',
    haveAccount: 'Du hast schon ein Konto?',
    login: 'Anmelden',
    doneTitle: 'Sieh in dein Postfach',
    done: 'Wir haben einen Aktivierungslink an {{email}} gesendet. Öffne ihn, um dein Konto zu aktivieren.',
  },
  activate: {
    working: 'Dein Konto wird aktiviert…',
    doneTitle: 'Konto aktiviert',
    done: 'Dein Konto ist aktiv. Du kannst dich jetzt anmelden.',
    failedTitle: 'Aktivierung fehlgeschlagen',
    toLogin: 'Zur Anmeldung',
  },
  forgot: {
    title: 'Passwort vergessen?',
    subtitle: 'Gib deine E-Mail-Adresse ein und wir senden dir einen Link für ein neues Passwort.',
    submit: 'Link senden',
    done: 'Falls ein Konto für {{email}} existiert, ist ein Link zum Zurücksetzen unterwegs.',
    back: 'Zurück zur Anmeldung',
  },
  reset: {
    title: 'Neues Passwort festlegen',
    subtitle: 'Wähle ein Passwort mit mindestens 10 Zeichen.',
    submit: 'Passwort festlegen',
    done: 'Dein Passwort wurde geändert und dein API-Schlüssel widerrufen. Melde dich mit dem neuen Passwort an.',
    toLogin: 'Zur Anmeldung',
  },
  lock: {
    title: 'Deine Sitzung ist gesperrt',
    subtitle: 'Gib dein Passwort ein, um als {{email}} fortzufahren.',
    submit: 'Entsperren',
    other: 'Als jemand anderes anmelden',
  },
} satisfies Texts<typeof en>;
