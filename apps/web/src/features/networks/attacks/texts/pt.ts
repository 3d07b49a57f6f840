import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  empty:
    'Nenhum ataque registrado. Quando acontecer um, ele aparece aqui com o que a mitigação fez.',
  emptyFiltered: 'Nenhum ataque começou nestas datas.',
  from: 'Começou a partir de',
  to: 'Começou até',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  ongoingBanner: '{{count}} ataque em andamento nesta rede.',
  ongoingBanner_other: '{{count}} ataques em andamento nesta rede.',
  columns: {
    started: 'Início',
    duration: 'Duração',
    type: 'Tipo',
    peakCps: 'Pico de conexões/s',
    peakBandwidth: 'Pico de largura de banda',
    dropped: 'Descartadas',
    target: 'Domínio alvo',
  },
  ongoing: 'Em andamento',
  anyDomain: 'Vários ou nenhum',
  types: {
    connection_flood: 'Inundação de conexões',
    drop_surge: 'Onda de conexões descartadas',
    invalid_flood: 'Inundação de pacotes inválidos',
  },
  details: {
    title: 'Ataque de {{date}}',
    open: 'Detalhes do ataque de {{date}}',
    cps: 'Conexões por segundo',
    droppedSeries: 'Descartadas por segundo',
    bandwidth: 'Largura de banda',
    mitigation: 'O que a mitigação descartou',
    reasons: {
      firewall: 'Regras do firewall',
      rate_limit: 'Limite de taxa e banimentos',
      verification: 'Servidor de verificação',
      invalid: 'Pacotes inválidos',
    },
    sources: 'Principais origens',
    asn: 'ASN',
    country: 'País',
    connections: 'Conexões',
    unknown: 'Desconhecido',
    edges: 'Visto por {{count}} edge',
    edges_other: 'Visto por {{count}} edges',
    noSeries: 'Não foram salvos valores por segundo para este ataque.',
  },
} satisfies Texts<typeof en>;
