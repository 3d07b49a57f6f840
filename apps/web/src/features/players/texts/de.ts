import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Sagt ein Spieler, er komme nicht hinein, such seinen Namen (oder woher er verbindet), um jeden letzten Versuch zu sehen und was Palisade entschied.',
  query: 'Spielername oder Adressbereich',
  queryHint:
    'Ein Name wie Steve oder ein Bereich wie 203.0.113.0/24. Eine einzelne Adresse wird nicht gesucht: Namen werden nie an eine einzelne Adresse gebunden.',
  search: 'Suchen',
  narrow:
    'Gib einen Bereich von /24 (IPv4) oder /48 (IPv6) oder breiter an: Eine einzelne Adresse wird nicht gesucht.',
  since: 'Verbindungen seit {{date}}, solange dein Tarif sie aufbewahrt.',
  none: 'Keine Verbindung von {{q}} in dieser Zeit.',
  columns: {
    when: 'Wann',
    player: 'Spieler',
    from: 'Von',
    domain: 'Domain',
    version: 'Version',
    outcome: 'Was geschah',
  },
  unknownName: 'Vor der Anmeldung',
  outcomes: {
    played: 'Gespielt',
    playedUntil: 'Gespielt bis {{date}}',
    login: 'Angemeldet, nie gespielt',
    refused: 'Abgewiesen',
    kicked: 'Vom Server abgewiesen',
  },
  closedBy: {
    player: 'Verlassen nach {{duration}}',
    backend: 'Vom Server getrennt nach {{duration}}',
  },
  kickReason: 'Der Server sagte: „{{reason}}“',
  bedrock: 'Bedrock',
  reasons: {
    firewall: 'durch eine Firewall-Regel (IP, Anbieter, Land oder VPN)',
    rate_limit: 'wegen zu vieler Verbindungen von der Adresse',
    subnet: 'wegen zu vieler Verbindungen aus ihrem Subnetz',
    asn: 'wegen ihres Anbieters (zu viele Verbindungen oder Bots, die an der In-World-Prüfung scheitern)',
    ping_check: 'durch die Ping-Prüfung (kein Serverlisten-Ping vorher)',
    reconnect_check: 'durch die Neuverbindungs-Prüfung (erster Versuch; der nächste kommt durch)',
    verification: 'durch die In-World-Prüfung (oder kein Prüfplatz war frei)',
    invalid: 'als kein Minecraft-Client',
    kernel_jail: 'im Kernel, als gesperrte Adresse',
    kernel_firewall: 'im Kernel, durch eine Firewall-Regel',
  },
  limited: 'Suchen sind auf 60 pro Netzwerk in 15 Minuten begrenzt. Versuch es um {{time}} wieder.',
} satisfies Texts<typeof en>;
