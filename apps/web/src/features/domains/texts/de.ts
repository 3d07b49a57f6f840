import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Domain hinzufügen',
  empty:
    'Noch keine Domains. Füge die Adresse hinzu, mit der Spieler beitreten, z. B. play.example.com.',
  needSet: 'Lege zuerst ein Backend-Set an: eine Domain leitet Spieler dorthin.',
  needSetAction: 'Zu den Backend-Sets',
  setsHidden:
    'Du darfst die Backend-Sets dieses Netzwerks nicht sehen und kannst hier daher keine Domains hinzufügen. Der Eigentümer des Netzwerks kann das ändern.',
  columns: {
    name: 'Domain',
    set: 'Backend-Set',
    bac: 'Bot-Prüfung',
    verified: 'Verifiziert',
    created: 'Hinzugefügt',
  },
  verified: 'Verifiziert',
  unverified: 'Nicht verifiziert',
  form: {
    addTitle: 'Domain hinzufügen',
    editTitle: '{{name}} bearbeiten',
    name: 'Domainname',
    nameHint: 'play.example.com, oder *.example.com für alle Subdomains',
    set: 'Backend-Set',
    bac: 'Bot-Angriffsprüfung',
    bacHint: 'Neue Spieler zuerst über den Verifizierungsserver leiten.',
    taken: 'Diese Domain wird bereits von einem anderen Netzwerk geschützt.',
    renameWarning: 'Eine umbenannte Domain muss erneut verifiziert werden.',
  },
  records: {
    title: 'DNS-Einträge für {{name}}',
    intro: 'Lege diese zwei Einträge bei deinem DNS-Anbieter an und verifiziere dann.',
    txt: 'TXT-Eintrag (beweist, dass die Domain dir gehört)',
    target: '{{type}}-Eintrag (leitet Spieler über Palisade)',
    type: 'Typ',
    host: 'Name',
    value: 'Wert',
    verify: 'Jetzt verifizieren',
    verifiedNow: '{{name}} ist verifiziert. Spieler können darüber beitreten.',
    failed: 'Noch nicht verifiziert',
    notFound:
      'Unter {{name}} wurde noch kein TXT-Eintrag „{{value}}“ gefunden. DNS-Änderungen können einige Minuten dauern.',
    propagation: 'Neue DNS-Einträge können einige Minuten brauchen.',
    show: 'DNS-Einträge',
  },
  deleteBody: 'Spieler erreichen deinen Server dann nicht mehr über {{name}}.',
} satisfies Texts<typeof en>;
