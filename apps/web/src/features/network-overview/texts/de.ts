import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  create: {
    limit:
      'Dein Tarif {{plan}} erlaubt {{count}} Netzwerk, und es ist belegt. Wechsle den Tarif, um ein weiteres zu erstellen.',
    limit_other:
      'Dein Tarif {{plan}} erlaubt {{count}} Netzwerke, und alle sind belegt. Wechsle den Tarif, um ein weiteres zu erstellen.',
    upgrade: 'Tarife vergleichen',
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
  exposure: {
    title: 'Dein Server ist ohne Palisade erreichbar',
    body: 'Dieses Backend lässt Spieler direkt einloggen, an Palisade vorbei: Wer seine Adresse findet, kann es fluten oder an deiner Firewall und den Bot-Prüfungen vorbei beitreten.',
    body_other:
      'Diese {{count}} Backends lassen Spieler direkt einloggen, an Palisade vorbei: Wer ihre Adressen findet, kann sie fluten oder an deiner Firewall und den Bot-Prüfungen vorbei beitreten.',
    inSet: 'im Set {{set}}',
    allowTitle: 'Lass nur die Edges von Palisade herein',
    allowBody:
      'Die Edges von Palisade verbinden sich von diesen Adressen aus mit deinem Server. Erlaube sie auf dem Minecraft-Port des Servers und weise alle anderen ab:',
    noEdges:
      'Dieses Palisade hat noch keine auflösbare Edge-Adresse: Frag seinen Betreiber, von welchen Adressen aus sich seine Edges verbinden. Bis dahin weisen die Servereinstellungen unten Spieler ab, die Palisade umgehen.',
    firewallHint:
      'Führe diese Befehle auf dem Server in dieser Reihenfolge aus; dein SSH-Port und andere Dienste bleiben unberührt. Im Firewall-Panel deines Hosters legst du dieselben Regeln an.',
    proxyHint:
      'Oder lass den Server selbst nur Verbindungen annehmen, die den PROXY-Protokoll-Header von Palisade tragen. Schalte zuerst das PROXY-Protokoll für das Backend-Set ein (Backend-Sets), sonst kann niemand beitreten.',
    onlineMode:
      'Lass online-mode=true auf einem Server, den Spieler über Palisade erreichen: Palisade reicht den Login weiter und prüft keine Accounts. Ein Server hinter deinem eigenen Velocity oder BungeeCord behält online-mode=false mit dem Forwarding dieses Proxys und sollte nur Verbindungen von diesem Proxy annehmen.',
    snippet: '{{tool}}-Regeln',
    checkNow: 'Jetzt prüfen',
    checkedAt: 'Geprüft: {{date}}',
    notChecked: 'Noch nicht geprüft',
    pending: 'Palisade hat noch nicht geprüft, ob deine Backends ohne Palisade erreichbar sind.',
    none: 'Kein Backend lässt Spieler ohne Palisade einloggen.',
  },
  locations: {
    title: 'Standorte',
    intro:
      '{{name}} antwortet mit den Adressen aller gesunden Standorte, damit Spieler einen erreichen, der läuft.',
    introNoDns:
      'Wo die Edges dieses Palisade laufen. Seine Edge-Domain ist eine IP-Adresse, daher verteilt kein DNS-Name Spieler auf sie.',
    introPinned:
      '{{name}} antwortet mit den Adressen der gesunden Standorte, die du in den Netzwerkeinstellungen gewählt hast.',
    healthy: 'Gesund',
    fallback: 'Meldet sich nicht, wird weiter genannt',
    down: 'Meldet sich nicht',
    players_one: '{{value}} Spieler',
    players_other: '{{value}} Spieler',
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
    pinLabel: 'Standorte, zu denen Spieler geschickt werden',
    pinHint:
      'Keiner angehakt: alle Standorte, auch später hinzugefügte. Ein Standort fällt aus den DNS-Antworten, solange sich seine Edges nicht melden.',
    pinned: 'Standorte gespeichert.',
    renamed: 'Netzwerk umbenannt.',
    danger: 'Netzwerk löschen',
    dangerBody:
      'Löscht das Netzwerk mit Domains, Backend-Sets, Firewall, Unterbenutzern und Statistiken. Spieler können dann nicht mehr darüber beitreten.',
    typeName: 'Gib {{name}} zur Bestätigung ein',
    deleteAction: 'Dieses Netzwerk löschen',
    deleted: 'Netzwerk „{{name}}“ gelöscht.',
  },
} satisfies Texts<typeof en>;
