import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Bedrock-Spieler treten über eine öffentliche UDP-Adresse an einem Standort nahe deinem Server bei. Palisade leitet sie mit PROXY-Protokoll v2 an ein Backend-Set weiter.',
  add: 'Bedrock-Tunnel hinzufügen',
  empty:
    'Noch keine Bedrock-Tunnel. Füge einen hinzu, damit Spieler der Bedrock Edition beitreten können.',
  columns: {
    name: 'Name',
    location: 'Standort',
    set: 'Backend-Set',
    address: 'Adresse für Spieler',
    proxy: 'PROXY-Protokoll',
    created: 'Angelegt',
    players: 'Spieler online',
    traffic: 'Datenverkehr',
  },
  trafficIn: '{{bytes}} rein',
  trafficOut: '{{bytes}} raus',
  proxyFixed: 'v2 (immer)',
  form: {
    addTitle: 'Bedrock-Tunnel hinzufügen',
    editTitle: '{{name}} bearbeiten',
    name: 'Name',
    location: 'Standort',
    locationFixed:
      'Standort und Port bleiben unverändert; für einen Umzug legst du einen neuen Tunnel an.',
    set: 'Backend-Set',
    setHint:
      'Spieler erreichen jedes Backend des Sets unter seiner eigenen Adresse und seinem Port, über UDP: Geyser muss auf diesem Port lauschen (seinen Bedrock-Port auf den Java-Port setzen oder „clone-remote-port: true“). Der Java-Server behält denselben Port über TCP.',
    proxyHint:
      'Bedrock-Tunnel senden immer PROXY-Protokoll v2: aktiviere es in Geyser („use-haproxy-protocol: true“ unter advanced › bedrock, in älteren Konfigurationen „enable-proxy-protocol“) oder deinem Bedrock-Proxy.',
  },
  needSet: 'Lege zuerst ein Backend-Set an: ein Tunnel leitet Spieler dorthin.',
  setsHidden:
    'Du darfst die Backend-Sets dieses Netzwerks nicht sehen und kannst hier daher keine Bedrock-Tunnel einrichten. Der Eigentümer des Netzwerks kann das ändern.',
  deleteBody: 'Spieler über {{address}} können dann nicht mehr beitreten.',
} satisfies Texts<typeof en>;
