import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  tabs: {
    general: 'Allgemein',
    email: 'E-Mail',
    password: 'Passwort',
    apiKey: 'API-Schlüssel',
    twoFactor: 'Zwei-Faktor',
    preferences: 'Anzeige',
  },
  general: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    phone: 'Telefon',
    saved: 'Angaben gespeichert.',
  },
  email: {
    current: 'Aktuelle Adresse: {{email}}',
    email: 'Neue E-Mail',
    emailconfirm: 'Neue E-Mail wiederholen',
    password: 'Aktuelles Passwort',
    submit: 'E-Mail ändern',
    sent: 'Wir haben einen Link an {{email}} gesendet. Die Adresse ändert sich, sobald du ihn öffnest.',
  },
  password: {
    old: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    setTitle: 'Passwort festlegen',
    setHint:
      'Dein Konto meldet sich über einen Anbieter an. Lege ein Passwort fest, um dich auch mit deiner E-Mail anzumelden.',
    done: 'Passwort geändert. Andere Sitzungen wurden abgemeldet und dein API-Schlüssel widerrufen: Erzeuge einen neuen für deine Skripte.',
  },
  apiKey: {
    intro:
      'Automatisierungen nutzen diesen Schlüssel im Header X-API-Key; er handelt in deinem Namen. Halte ihn geheim. Wenn du dein Passwort änderst oder zurücksetzt, wird er widerrufen.',
    none: 'Noch kein API-Schlüssel.',
    created: 'Erstellt am {{date}}',
    generate: 'Schlüssel erzeugen',
    regenerate: 'Schlüssel neu erzeugen',
    confirmTitle: 'API-Schlüssel ersetzen?',
    confirmBody:
      'Der aktuelle Schlüssel funktioniert sofort nicht mehr. Skripte, die ihn nutzen, brauchen den neuen.',
    shownOnce: 'Nur jetzt wird der vollständige Schlüssel angezeigt. Kopiere ihn jetzt.',
  },
  twoFactor: {
    on: 'Die Zwei-Faktor-Authentifizierung ist aktiv.',
    off: 'Die Zwei-Faktor-Authentifizierung ist aus.',
    intro: 'Anmeldungen fragen dann zusätzlich nach einem Code aus einer Authenticator-App.',
    start: 'Zwei-Faktor-Authentifizierung einrichten',
    scan: 'Scanne diesen QR-Code mit deiner Authenticator-App oder gib das Geheimnis von Hand ein.',
    secret: 'Geheimnis',
    code: 'Code aus der App',
    enable: 'Einschalten',
    recoveryTitle: 'Deine Wiederherstellungscodes',
    recoveryHint:
      'Jeder Code meldet dich einmal an, falls du dein Telefon verlierst. Bewahre sie sicher auf, denn sie werden nur jetzt angezeigt.',
    download: 'Codes herunterladen',
    disable: 'Ausschalten',
    disableCode: 'Ein aktueller Code oder ein Wiederherstellungscode',
    disabled: 'Die Zwei-Faktor-Authentifizierung ist aus.',
    enabled: 'Die Zwei-Faktor-Authentifizierung ist aktiv.',
    qrAlt: 'QR-Code für deine Authenticator-App',
    password: 'Aktuelles Passwort',
    freshSignIn:
      'Dein Konto meldet sich über einen Anbieter an und hat kein Passwort: Die Zwei-Faktor-Authentifizierung ein- oder auszuschalten erfordert eine Anmeldung aus den letzten 10 Minuten. Ist deine älter, melde dich ab und wieder an.',
  },
  preferences: {
    intro: 'Wird in diesem Browser gespeichert.',
  },
  confirmEmail: {
    working: 'Deine neue E-Mail wird bestätigt…',
    done: 'E-Mail geändert',
    doneBody: 'Dein Konto verwendet jetzt {{email}}.',
    failed: 'Bestätigung fehlgeschlagen',
    toDashboard: 'Zum Dashboard',
  },
} satisfies Texts<typeof en>;
