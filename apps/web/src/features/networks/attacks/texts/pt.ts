import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  empty: 'Nenhum ataque registado. Quando acontecer um, aparece aqui com o que a mitigação fez.',
  emptyFiltered: 'Nenhum ataque começou nestas datas.',
  from: 'Começou a partir de',
  to: 'Começou até',
  ongoingBanner: '{{count}} ataque em curso nesta rede.',
  ongoingBanner_other: '{{count}} ataques em curso nesta rede.',
  columns: {
    started: 'Início',
    duration: 'Duração',
    type: 'Tipo',
    peakCps: 'Pico de ligações/s',
    peakBandwidth: 'Pico de largura de banda',
    dropped: 'Descartadas',
    target: 'Domínio alvo',
  },
  ongoing: 'Em curso',
  anyDomain: 'Vários ou nenhum',
  types: {
    connection_flood: 'Inundação de ligações',
    drop_surge: 'Vaga de ligações descartadas',
    invalid_flood: 'Inundação de pacotes inválidos',
  },
  details: {
    title: 'Ataque de {{date}}',
    open: 'Detalhes do ataque de {{date}}',
    cps: 'Ligações por segundo',
    droppedSeries: 'Descartadas por segundo',
    bandwidth: 'Largura de banda',
    mitigation: 'O que a mitigação descartou',
    reasons: {
      firewall: 'Regras da firewall',
      rate_limit: 'Limite de taxa e banimentos',
      verification: 'Servidor de verificação',
      invalid: 'Pacotes inválidos',
    },
    sources: 'Principais origens',
    asn: 'ASN',
    country: 'País',
    connections: 'Ligações',
    unknown: 'Desconhecido',
    edges: 'Visto por {{count}} edge',
    edges_other: 'Visto por {{count}} edges',
    noSeries: 'Não foram guardados valores por segundo para este ataque.',
  },
} satisfies Texts<typeof en>;
