import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  figures: {
    unique: 'Jogadores únicos',
    bounce: 'Taxa de rejeição',
    bounceHint: 'Sessões de jogadores que terminaram em menos de 30 segundos',
    unplayed_one: '{{count}} login que nunca jogou',
    unplayed_other: '{{count}} logins que nunca jogaram',
    mitigated: 'Conexões mitigadas',
    bandwidth: 'Largura de banda',
    bandwidthSplit: '{{in}} entrada · {{out}} saída',
  },
  charts: {
    players: 'Jogadores online',
    cps: 'Novas conexões por segundo',
    dropped: 'Recusadas por segundo',
    bitrate: 'Taxa de bits',
    bitrateIn: 'Entrada',
    bitrateOut: 'Saída',
    versions: 'Versões do Minecraft',
    domains: 'Domínios principais',
    countries: 'Jogadores por país',
    countryList: 'Países principais',
    noCountries: 'Ainda não se sabe o país de nenhum jogador',
    logins: 'logins',
  },
  retention: {
    title: 'Retenção',
    intro: 'Parte dos novos jogadores que voltaram após…',
    day1: '1 dia',
    day7: '7 dias',
    day30: '30 dias',
    cohort: 'de {{count}} jogadores',
    none: 'Ainda não há jogadores suficientes',
  },
} satisfies Texts<typeof en>;
