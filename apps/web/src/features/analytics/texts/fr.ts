import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  figures: {
    unique: 'Joueurs uniques',
    bounce: 'Taux de rebond',
    bounceHint: 'Sessions de joueurs terminées en moins de 30 secondes',
    unplayed_one: '{{count}} connexion sans jamais jouer',
    unplayed_other: '{{count}} connexions sans jamais jouer',
    mitigated: 'Connexions bloquées',
    bandwidth: 'Bande passante',
    bandwidthSplit: '{{in}} entrant · {{out}} sortant',
  },
  charts: {
    players: 'Joueurs en ligne',
    cps: 'Nouvelles connexions par seconde',
    dropped: 'Refusées par seconde',
    bitrate: 'Débit',
    bitrateIn: 'Entrant',
    bitrateOut: 'Sortant',
    versions: 'Versions de Minecraft',
    domains: 'Domaines principaux',
    countries: 'Joueurs par pays',
    countryList: 'Pays principaux',
    noCountries: 'Le pays d’aucun joueur n’est encore connu',
    logins: 'connexions',
  },
  retention: {
    title: 'Rétention',
    intro: 'Part des nouveaux joueurs revenus après…',
    day1: '1 jour',
    day7: '7 jours',
    day30: '30 jours',
    cohort: 'sur {{count}} joueurs',
    none: 'Pas encore assez de joueurs',
  },
} satisfies Texts<typeof en>;
