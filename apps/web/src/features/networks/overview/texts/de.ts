import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  create: {
    title: 'Lege dein erstes Netzwerk an',
    titleMore: 'Netzwerk anlegen',
    intro:
      'Ein Netzwerk ist ein Minecraft-Server oder -Proxy hinter Palisade: seine Domains, Backends, Firewall und Analysen.',
    name: 'Netzwerkname',
    action: 'Netzwerk anlegen',
    created: 'Netzwerk „{{name}}“ angelegt.',
  },
  protection: {
    title: 'Schutz',
    record: 'Geschützte Adresse ({{type}}-Eintrag deiner Domains hierhin zeigen lassen)',
    ipNote:
      'Die Edge-Domain dieses Palisade ist eine IP-Adresse, es gibt also keinen Hostnamen für einen CNAME: Gib deinen Domains einen {{type}}-Eintrag mit dieser Adresse.',
    domains: 'Verifizierte Domains',
    domainsValue: '{{verified}} von {{total}}',
    sets: 'Backend-Sets',
    backends: 'Erreichbare Backends',
    backendsValue: '{{healthy}} von {{total}}',
    lastSeen: 'Letzter Verkehrsbericht',
    never: 'Noch kein Verkehr',
    manageDomains: 'Domains verwalten',
  },
  live: {
    players: 'Spieler online',
    cps: 'Verbindungen pro Sekunde',
    bitrate: 'Bitrate',
    mitigated: 'Abgewehrt in 24 h',
    peak: 'Spitze in 24 h: {{value}}',
  },
  charts: {
    players: 'Spieler online',
    cps: 'Neue Verbindungen pro Sekunde',
  },
  premium: {
    title: 'Premium',
    body: 'Premium-Netzwerke kosten {{price}} pro 30 Tage, abgebucht von deinem Guthaben.',
    on: 'Premium ist aktiv',
    until: 'Bezahlt bis {{date}}',
    enable: 'Premium aktivieren',
    confirmTitle: 'Premium für {{name}} aktivieren?',
    confirmBody: '{{price}} werden jetzt für 30 Tage von deinem Guthaben abgebucht.',
    disableTitle: 'Premium für {{name}} abschalten?',
    disableBody: 'Premium endet sofort; bereits Bezahltes wird nicht erstattet.',
    owner: 'Nur der Eigentümer des Netzwerks kann das ändern.',
  },
  manage: {
    title: 'Netzwerkeinstellungen',
    rename: 'Name',
    renamed: 'Netzwerk umbenannt.',
    danger: 'Netzwerk löschen',
    dangerBody:
      'Löscht das Netzwerk mit Domains, Backend-Sets, Firewall, Unterbenutzern und Statistiken. Spieler können dann nicht mehr darüber beitreten.',
    typeName: 'Gib {{name}} zur Bestätigung ein',
    deleteAction: 'Dieses Netzwerk löschen',
    deleted: 'Netzwerk „{{name}}“ gelöscht.',
  },
} satisfies Texts<typeof en>;
