import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  cards: {
    networks: 'Redes',
    networksHint: '{{premium}} premium',
    players: 'Jogadores online',
    playersHint: 'em todas as redes, agora',
    cps: 'Co\u00adne\u00adxões por segundo',
    cpsHint: 'agora, todas as redes',
    attacks: 'Ataques em 24 h',
    attacksOngoing: '{{count}} em andamento',
    attacksNone: 'nenhum em andamento',
    balance: 'Saldo',
    plan: 'Plano {{plan}}',
    renews: 'renova em {{date}}',
  },
  playersChart: 'Jogadores nas últimas 24 horas',
  recentAttacks: {
    title: 'Ataques recentes',
    none: 'Nenhum ataque até agora. O Palisade os mostra aqui assim que um começar.',
    network: 'Rede',
    type: 'Tipo',
    peak: 'Pico',
    duration: 'Duração',
    status: 'Status',
    ongoing: 'Em andamento',
    ended: 'Encerrado',
    types: {
      connection_flood: 'Inundação de conexões',
      drop_surge: 'Pico de conexões descartadas',
      invalid_flood: 'Inundação de pacotes inválidos',
    },
    peakValue: '{{cps}} conex./s',
  },
  start: {
    title: 'Primeiros passos',
    subtitle: 'Cada etapa se marca sozinha quando o Palisade a vê concluída.',
    network: 'Criar uma rede',
    backendSet: 'Adicionar um conjunto de backends com seus servidores',
    domain: 'Adicionar e verificar um domínio',
    cname: 'Apontar o registro DNS do domínio para seu endereço protegido',
    player: 'Ver seu primeiro jogador entrar',
    go: 'Abrir',
    done: 'Concluído',
  },
} satisfies Texts<typeof en>;
