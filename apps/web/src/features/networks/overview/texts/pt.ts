import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  create: {
    title: 'Crie sua primeira rede',
    titleMore: 'Criar uma rede',
    intro:
      'Uma rede é um servidor ou proxy Minecraft atrás do Palisade: seus domínios, backends, firewall e análises.',
    name: 'Nome da rede',
    action: 'Criar rede',
    created: 'Rede “{{name}}” criada.',
  },
  protection: {
    title: 'Proteção',
    record: 'Endereço protegido (aponte o registro {{type}} dos seus domínios para cá)',
    ipNote:
      'O domínio edge deste Palisade é um endereço IP, por isso não há nome de host para um CNAME: dê aos seus domínios um registro {{type}} com este endereço.',
    domains: 'Domínios verificados',
    domainsValue: '{{verified}} de {{total}}',
    sets: 'Conjuntos de backends',
    backends: 'Backends acessíveis',
    backendsValue: '{{healthy}} de {{total}}',
    lastSeen: 'Último relatório de tráfego',
    never: 'Ainda não há tráfego',
    manageDomains: 'Gerenciar domínios',
  },
  live: {
    players: 'Jogadores online',
    cps: 'Conexões por segundo',
    bitrate: 'Taxa de bits',
    mitigated: 'Mitigadas em 24 h',
    peak: 'Pico em 24 h: {{value}}',
  },
  charts: {
    players: 'Jogadores online',
    cps: 'Novas conexões por segundo',
  },
  premium: {
    title: 'Premium',
    body: 'As redes Premium custam {{price}} por 30 dias, debitados do seu saldo.',
    on: 'Premium está ativo',
    until: 'Pago até {{date}}',
    enable: 'Ativar Premium',
    confirmTitle: 'Ativar Premium para {{name}}?',
    confirmBody: '{{price}} são debitados agora do seu saldo, por 30 dias.',
    disableTitle: 'Desativar Premium para {{name}}?',
    disableBody: 'O Premium termina imediatamente; o que foi pago não é reembolsado.',
    owner: 'Só o dono da rede pode alterar isto.',
  },
  manage: {
    title: 'Configurações da rede',
    rename: 'Nome',
    renamed: 'Rede renomeada.',
    danger: 'Excluir rede',
    dangerBody:
      'Exclui a rede com seus domínios, conjuntos de backends, firewall, subusuários e estatísticas. Os jogadores não vão mais conseguir entrar por ela.',
    typeName: 'Digite {{name}} para confirmar',
    deleteAction: 'Excluir esta rede',
    deleted: 'Rede “{{name}}” excluída.',
  },
} satisfies Texts<typeof en>;
