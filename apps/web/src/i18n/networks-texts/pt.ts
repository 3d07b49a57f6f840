import type { Texts } from '../index';
import type en from './en';

export default {
  noNetwork: {
    title: 'Ainda não há rede',
    body: 'Uma rede protege um servidor ou proxy Minecraft. Crie uma para começar.',
    action: 'Criar uma rede',
  },
  premiumOnly: 'Apenas redes Premium.',
  upgrade: 'Tornar esta rede Premium',
  created: 'Criado',
  name: 'Nome',
  search: 'Pesquisar',
  noMatch: 'Nada corresponde à sua pesquisa.',
  savedNotice: 'Salvo.',
  deletedNotice: 'Excluído.',
  readOnly: 'Somente leitura: o dono da rede não permitiu que você altere isto.',
  timeframe: 'Período',
  dryRun: {
    checking: 'Verificando o que esta regra teria feito…',
    failed: 'Não foi possível determinar o que esta regra teria feito.',
    blockTitle: 'Desde {{since}}, esta regra teria recusado',
    allowTitle: 'Desde {{since}}, esta regra teria deixado entrar',
    connections: 'Conexões',
    addresses: 'Endereços',
    players: 'Jogadores que entraram a partir deles',
    noPlayers: 'Nenhum jogador entrou a partir deles.',
    andMore: '{{names}} e mais {{more}}',
    unnamedNarrow:
      'Os nomes aparecem para faixas de {{ipv4}} (IPv6: {{ipv6}}) ou maiores, para que nenhum nome aponte para um único endereço.',
    unnamedPermission: 'Para ver os nomes é preciso a permissão “Análises” nesta rede.',
    paused:
      'Muitas regras foram testadas nesta rede recentemente: os números voltam a partir de {{time}}.',
    unattributed:
      'Não contadas: {{connections}} conexões de ataques cujos endereços não foram registrados (no máximo 1000 por 10 segundos); os números podem ser mais altos.',
  },
  history: {
    beyond: 'Além do seu plano',
    note: 'Seu plano guarda {{count}} dia de análises; o começo deste período fica vazio.',
    note_other: 'Seu plano guarda {{count}} dias de análises; o começo deste período fica vazio.',
    upgrade: 'Comparar planos',
  },
  periods: {
    '1h': 'Última hora',
    '6h': 'Últimas 6 horas',
    '12h': 'Últimas 12 horas',
    '1d': 'Últimas 24 horas',
    '3d': 'Últimos 3 dias',
    '1w': 'Última semana',
    '2w': 'Últimas 2 semanas',
    '1M': 'Últimos 30 dias',
    '3M': 'Últimos 90 dias',
  },
} satisfies Texts<typeof en>;
