import type { Texts } from '../index';
import type en from './en';

export default {
  noNetwork: {
    title: 'Noch kein Netzwerk',
    body: 'Ein Netzwerk schützt einen Minecraft-Server oder -Proxy. Lege eines an, um zu beginnen.',
    action: 'Netzwerk anlegen',
  },
  premiumOnly: 'Nur für Premium-Netzwerke.',
  upgrade: 'Dieses Netzwerk upgraden',
  created: 'Angelegt',
  name: 'Name',
  search: 'Suchen',
  noMatch: 'Nichts passt zu deiner Suche.',
  savedNotice: 'Gespeichert.',
  deletedNotice: 'Gelöscht.',
  readOnly: 'Nur Ansicht: Der Eigentümer des Netzwerks hat dir das Ändern nicht erlaubt.',
  timeframe: 'Zeitraum',
  dryRun: {
    checking: 'Prüfe, was diese Regel bewirkt hätte…',
    failed: 'Es ließ sich nicht ermitteln, was diese Regel bewirkt hätte.',
    blockTitle: 'Seit {{since}} hätte diese Regel abgewiesen',
    allowTitle: 'Seit {{since}} hätte diese Regel durchgelassen',
    connections: 'Verbindungen',
    addresses: 'Adressen',
    players: 'Spieler, die sich von dort angemeldet haben',
    noPlayers: 'Von dort hat sich kein Spieler angemeldet.',
    andMore: '{{names}} und {{more}} weitere',
    unnamedNarrow:
      'Namen werden für Bereiche ab {{ipv4}} (IPv6: {{ipv6}}) gezeigt, damit kein Name auf eine einzelne Adresse zeigt.',
    unnamedPermission: 'Für die Namen braucht es in diesem Netzwerk die Berechtigung „Analysen“.',
    paused:
      'In diesem Netzwerk wurden zuletzt zu viele Regeln geprüft: Zahlen gibt es wieder ab {{time}}.',
    unattributed:
      'Nicht gezählt: {{connections}} Verbindungen aus Floods, deren Adressen nicht erfasst wurden (höchstens 1.000 je 10 Sekunden); die Zahlen können also höher sein.',
  },
  history: {
    beyond: 'Über deinen Tarif hinaus',
    note: 'Dein Tarif bewahrt Analysen {{count}} Tag lang auf; frühere Teile dieses Zeitraums bleiben leer.',
    note_other:
      'Dein Tarif bewahrt Analysen {{count}} Tage lang auf; frühere Teile dieses Zeitraums bleiben leer.',
    upgrade: 'Tarife vergleichen',
  },
  periods: {
    '1h': 'Letzte Stunde',
    '6h': 'Letzte 6 Stunden',
    '12h': 'Letzte 12 Stunden',
    '1d': 'Letzte 24 Stunden',
    '3d': 'Letzte 3 Tage',
    '1w': 'Letzte Woche',
    '2w': 'Letzte 2 Wochen',
    '1M': 'Letzte 30 Tage',
    '3M': 'Letzte 90 Tage',
  },
} satisfies Texts<typeof en>;
