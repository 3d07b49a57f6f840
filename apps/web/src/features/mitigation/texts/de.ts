import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  layer7: {
    title: 'Layer-7-Abwehr',
    intro:
      'Übersteigen neue Verbindungen pro Sekunde den Schwellenwert, steht das Netzwerk unter Angriff: auffällige Adressen werden eine Zeit lang gesperrt, bestätigte Spieler länger zugelassen.',
    threshold: 'Verbindungen pro Sekunde, ab denen die Abwehr beginnt',
    peak: 'Stärkste Minute der letzten 24 h: {{value}}/s',
    ban: 'Sperrdauer (Sekunden)',
    allow:
      'Spieler, die gespielt oder die Prüfungen bestanden haben, überspringen sie für (Sekunden)',
    message: 'Nachricht an gekickte Spieler',
    vpn: 'VPNs und Hosting-Anbieter sperren',
    vpnMessage: 'Nachricht an VPN-Nutzer',
  },
  verification: {
    title: 'Verifizierungsserver',
    intro:
      'Während eines Angriffs prüft Palisade jeden neuen Spieler in einer leeren Welt, bevor er deinen Server erreicht, auch ohne Verifizierungsserver. Hier legst du fest, wann und wie geprüft wird.',
    enabled: 'Verifizierungsserver an',
    mode: 'Wann prüfen',
    modes: {
      always: 'Jeden neuen Spieler',
      under_attack: 'Während eines Angriffs (auf Domains mit Bot-Prüfung immer)',
    },
    ping: 'Vor dem Beitritt einen Serverlisten-Ping verlangen',
    reconnect: 'Unbekannte Spieler einmal neu verbinden lassen',
    world:
      'Neue Spieler in einer leeren Welt prüfen (sie müssen fallen und wie ein Spielclient antworten)',
    whitelist: 'Bestätigte Spieler merken für (Sekunden)',
    message: 'Nachricht während der Prüfung',
  },
  status: {
    title: 'Serverstatus',
    forward:
      'Serverlisten-Pings an deinen Server durchreichen (sonst antwortet Palisade mit einer 5 s lang zwischengespeicherten Kopie)',
    offlineEnabled: 'Offline-MOTD zeigen, wenn alle Backends ausgefallen sind',
    motd: 'Offline-MOTD',
    motdHint: 'Minecraft-Farbcodes mit § oder &, z. B. &cWartung',
    preview: 'Vorschau',
    kick: 'Kick-Nachricht im Offline-Zustand',
    favicon: 'Offline-Serversymbol (64×64 PNG)',
    faviconChoose: 'PNG auswählen',
    faviconRemove: 'Symbol entfernen',
    faviconInvalid: 'Verwende ein 64×64-PNG mit höchstens 12 KB.',
  },
  notify: {
    title: 'Angriffsbenachrichtigungen',
    url: 'Webhook-URL',
    urlHint: 'Palisade sendet an diese Adresse, wenn ein Angriff beginnt und endet.',
    type: 'Format',
    types: { discord: 'Discord', json: 'JSON' },
    secret: 'Signaturschlüssel',
    secretHint:
      'JSON-Webhooks tragen X-Palisade-Signature: sha256=<HMAC des Inhalts mit diesem Schlüssel>.',
    secretHidden:
      'Verborgen: Nur der Besitzer sieht ihn. Eine neue URL nimmt den hier eingegebenen.',
    emails: 'Mich per E-Mail über Angriffe informieren',
    test: 'Test senden',
    testSent: 'Test zugestellt: dein Endpunkt antwortete {{status}}.',
    testRefused: 'Der Test wurde nicht zugestellt: dein Endpunkt antwortete {{status}}.',
    testUndelivered:
      'Der Test konnte nicht zugestellt werden. Prüfe, ob die URL stimmt und öffentlich ist und ob dein Endpunkt läuft und aus dem Internet erreichbar ist.',
    testSaveFirst: 'Speichere zuerst die Webhook-URL.',
  },
  firewall: {
    title: 'Firewall',
    intro: 'Erlaubte Adressen kommen immer hinein, auch während eines Angriffs; gesperrte nie.',
    tabs: { ip: 'IP-Adressen', asn: 'ASNs', country: 'Länder' },
    columns: {
      ip: 'IP oder CIDR',
      asn: 'ASN',
      country: 'Land',
      action: 'Aktion',
      created: 'Hinzugefügt',
      expires: 'Läuft ab',
    },
    allow: 'Erlauben',
    block: 'Sperren',
    never: 'Nie',
    add: {
      ip: 'IP-Regel hinzufügen',
      asn: 'ASN-Regel hinzufügen',
      country: 'Länderregel hinzufügen',
    },
    empty: { ip: 'Keine IP-Regeln.', asn: 'Keine ASN-Regeln.', country: 'Keine Länderregeln.' },
    form: {
      addTitle: 'Regel hinzufügen',
      editTitle: 'Regel bearbeiten',
      ip: 'IP-Adresse oder CIDR-Block',
      ipHint: '203.0.113.7, 198.51.100.0/24 oder 2001:db8::/32',
      asn: 'Nummer des autonomen Systems',
      asnHint: 'Wie AS13335 oder 13335',
      country: 'Land',
      action: 'Aktion',
      duration: 'Gilt',
      keep: 'Bis {{date}}, wie bisher',
      durations: {
        never: 'Bis sie gelöscht wird',
        '1': '1 Stunde lang',
        '24': '24 Stunden lang',
        '168': '7 Tage lang',
        '720': '30 Tage lang',
      },
    },
  },
} satisfies Texts<typeof en>;
