import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  cards: {
    networks: 'Netzwerke',
    networksHint: '{{premium}} Premium',
    players: 'Spieler online',
    playersHint: 'über alle Netzwerke, jetzt',
    // A soft hyphen: the word is wider than the card when five cards share a row.
    cps: 'Verbin\u00addungen pro Sekunde',
    cpsHint: 'jetzt, alle Netzwerke',
    attacks: 'Angriffe in 24 h',
    attacksOngoing: '{{count}} laufend',
    attacksNone: 'keiner laufend',
    balance: 'Guthaben',
    plan: 'Tarif {{plan}}',
    renews: 'verlängert sich am {{date}}',
  },
  playersChart: 'Spieler in den letzten 24 Stunden',
  recentAttacks: {
    title: 'Letzte Angriffe',
    none: 'Bisher keine Angriffe. Palisade zeigt sie hier, sobald einer beginnt.',
    network: 'Netzwerk',
    type: 'Art',
    peak: 'Spitze',
    duration: 'Dauer',
    status: 'Status',
    ongoing: 'Laufend',
    ended: 'Beendet',
    types: {
      connection_flood: 'Verbindungsflut',
      drop_surge: 'Anstieg verworfener Verbindungen',
      invalid_flood: 'Flut ungültiger Pakete',
    },
    peakValue: '{{cps}} Verb./s',
  },
  start: {
    title: 'Erste Schritte',
    subtitle: 'Jeder Schritt hakt sich ab, sobald Palisade ihn erledigt sieht.',
    network: 'Netzwerk anlegen',
    backendSet: 'Backend-Set mit deinen Servern anlegen',
    domain: 'Domain hinzufügen und verifizieren',
    cname: 'DNS-Eintrag der Domain auf deine geschützte Adresse zeigen lassen',
    player: 'Den ersten Spieler beitreten sehen',
    go: 'Öffnen',
    done: 'Erledigt',
  },
} satisfies Texts<typeof en>;
