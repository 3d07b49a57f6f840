import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  empty:
    'Keine Angriffe verzeichnet. Geschieht einer, erscheint er hier mit dem, was die Abwehr tat.',
  emptyFiltered: 'In diesem Zeitraum begannen keine Angriffe.',
  from: 'Begonnen ab',
  to: 'Begonnen bis',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  ongoingBanner: '{{count}} Angriff läuft auf diesem Netzwerk.',
  ongoingBanner_other: '{{count}} Angriffe laufen auf diesem Netzwerk.',
  columns: {
    started: 'Beginn',
    duration: 'Dauer',
    type: 'Art',
    peakCps: 'Spitze Verbindungen/s',
    peakBandwidth: 'Spitzenbandbreite',
    dropped: 'Verworfen',
    target: 'Ziel-Domain',
  },
  ongoing: 'Läuft',
  anyDomain: 'Mehrere oder keine',
  types: {
    connection_flood: 'Verbindungsflut',
    drop_surge: 'Welle verworfener Verbindungen',
    invalid_flood: 'Flut ungültiger Pakete',
  },
  details: {
    title: 'Angriff vom {{date}}',
    open: 'Details zum Angriff vom {{date}}',
    cps: 'Verbindungen pro Sekunde',
    droppedSeries: 'Verworfen pro Sekunde',
    bandwidth: 'Bandbreite',
    mitigation: 'Was die Abwehr verwarf',
    reasons: {
      firewall: 'Firewall-Regeln',
      rate_limit: 'Ratenbegrenzung und Sperren',
      verification: 'Verifizierungsserver',
      invalid: 'Ungültige Pakete',
    },
    sources: 'Häufigste Quellen',
    asn: 'ASN',
    country: 'Land',
    connections: 'Verbindungen',
    unknown: 'Unbekannt',
    edges: 'Von {{count}} Edge gesehen',
    edges_other: 'Von {{count}} Edges gesehen',
    noSeries: 'Für diesen Angriff wurden keine Sekundenwerte gespeichert.',
  },
} satisfies Texts<typeof en>;
