import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  figures: {
    unique: 'Einzelne Spieler',
    bounce: 'Absprungrate',
    bounceHint: 'Sitzungen von Spielern, die binnen 30 Sekunden endeten',
    unplayed_one: '{{count}} Login, der nie gespielt hat',
    unplayed_other: '{{count}} Logins, die nie gespielt haben',
    mitigated: 'Abgewehrte Verbindungen',
    bandwidth: 'Bandbreite',
    bandwidthSplit: '{{in}} ein · {{out}} aus',
  },
  charts: {
    players: 'Spieler online',
    cps: 'Neue Verbindungen pro Sekunde',
    dropped: 'Abgewiesen pro Sekunde',
    bitrate: 'Bitrate',
    bitrateIn: 'Ein',
    bitrateOut: 'Aus',
    versions: 'Minecraft-Versionen',
    domains: 'Häufigste Domains',
    countries: 'Spieler nach Land',
    countryList: 'Häufigste Länder',
    noCountries: 'Noch von keinem Spieler ist das Land bekannt',
    logins: 'Logins',
  },
  retention: {
    title: 'Bindung',
    intro: 'Anteil neuer Spieler, die zurückkamen nach…',
    day1: '1 Tag',
    day7: '7 Tagen',
    day30: '30 Tagen',
    cohort: 'von {{count}} Spielern',
    none: 'Noch nicht genug Spieler',
  },
} satisfies Texts<typeof en>;
