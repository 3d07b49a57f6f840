import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Backend-Set hinzufügen',
  empty: 'Noch keine Backend-Sets. Füge die Server hinzu, die Spieler erreichen sollen.',
  backends: 'Backends',
  mode: 'Lastverteilung',
  modes: {
    '0': 'Reihum (Round Robin)',
    '1': 'Wenigste Verbindungen',
    '2': 'Zufällig',
    '3': 'Gleicher Server je Spieleradresse',
    '4': 'Failover (erster erreichbarer in Reihenfolge)',
  },
  proxyProtocol: 'PROXY-Protokoll v2',
  vulcan: 'Zugangskontrolle (signierter Handshake)',
  vulcanHint:
    'Die Edge signiert jeden Login mit dem Backend-Schlüssel des Netzwerks, damit das Backend Spieler abweisen kann, die Palisade umgehen.',
  usedBy: 'Verwendet von',
  unused: 'Noch keine Domain und kein Bedrock-Tunnel verwendet dieses Set.',
  bedrockTunnel: 'Bedrock-Tunnel {{name}}',
  health: {
    java: 'Java',
    bedrock: 'Bedrock',
    up: 'Erreichbar · {{ms}} ms',
    partial: 'Erreichbar von {{up}} von {{total}} Edges',
    down: 'Nicht erreichbar',
    unknown: 'Noch nicht geprüft',
  },
  form: {
    addTitle: 'Backend-Set hinzufügen',
    editTitle: '{{name}} bearbeiten',
    name: 'Name',
    backend: 'Backend {{n}}',
    addBackend: 'Backend hinzufügen',
    removeBackend: 'Backend {{n}} entfernen',
    backendHint:
      'host:port, z. B. play.example.com:25565 oder lobby.example.com:25577; ohne Port 25565',
    proxyHint:
      'Schalte das PROXY-Protokoll auch im Backend ein, sonst können Spieler nicht beitreten.',
  },
  setup: {
    show: 'So schaltest du es in deinem Server ein',
    proxyPaper: 'Paper: proxies.proxy-protocol: true in config/paper-global.yml',
    proxyVelocity: 'Velocity: haproxy-protocol = true unter [advanced] in velocity.toml',
    proxyBungee: 'BungeeCord: proxy_protocol: true im Listener der config.yml',
    proxyGeyser:
      'Geyser (Bedrock): use-haproxy-protocol: true unter advanced › bedrock in config.yml (in älteren Konfigurationen enable-proxy-protocol unter bedrock)',
    signedIntro:
      'Installiere ein Plugin, das den RealIP-Handshake von TCPShield (host///Adresse///Zeit///Signatur) liest und seine HMAC-SHA256-Signatur mit dem Schlüssel des Netzwerks prüft; es weist Logins ab, die nicht über Palisade kommen.',
    signedPaper: 'Paper: auf dem Spielserver.',
    signedVelocity: 'Velocity: auf dem Proxy, nicht auf den Servern dahinter.',
    signedBungee: 'BungeeCord: auf dem Proxy, nicht auf den Servern dahinter.',
    key: 'Schlüssel des Netzwerks',
    keyOwner: 'Nur der Inhaber des Netzwerks sieht den Schlüssel.',
  },
  wake: {
    title: 'Beim Beitreten aufwecken',
    hint: 'Für Server, die sich leer abschalten: Solange alle Backends aus sind, sehen Spieler eine Startmeldung, und wer beitritt, weckt den Server (höchstens einmal pro Minute).',
    webhookUrl: 'Weck-Webhook-URL',
    webhookHint:
      'Palisade sendet hierher eine signierte JSON-Nachricht per POST, wie bei Angriffs-Webhooks.',
    motd: 'Serverlisten-Text, solange er schläft',
    kickMessage: 'Meldung für Spieler, die beim Starten beitreten',
    pterodactyl: 'Pterodactyl',
    pterodactylHint:
      'Palisade löst die Power-Aktion „start“ des Panels aus, mit dem Client-API-Schlüssel eines Kontos, das den Server starten darf.',
    panelUrl: 'Panel-URL',
    clientKey: 'Client-API-Schlüssel',
    keyKept: 'Gesetzt · leer lassen, um ihn zu behalten',
    serverId: 'Server-Kennung',
    lastTitle: 'Letztes Aufwecken',
    never: 'Noch nie geweckt.',
    last: {
      ok: 'Geweckt am {{at}}',
      pending: 'Wird seit {{at}} geweckt',
      failed: 'Aufwecken am {{at}} fehlgeschlagen',
    },
  },
  deleteBody: 'Domains und Bedrock-Tunnel müssen zuerst ein anderes Set verwenden.',
} satisfies Texts<typeof en>;
