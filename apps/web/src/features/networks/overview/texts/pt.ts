import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  create: {
    title: 'Crie a sua primeira rede',
    titleMore: 'Criar uma rede',
    intro:
      'Uma rede é um servidor ou proxy Minecraft atrás da Palisade: os seus domínios, backends, firewall e análises.',
    name: 'Nome da rede',
    action: 'Criar rede',
    created: 'Rede “{{name}}” criada.',
  },
  protection: {
    title: 'Proteção',
    cname: 'Endereço protegido (aponte o CNAME dos seus domínios para aqui)',
    domains: 'Domínios verificados',
    domainsValue: '{{verified}} de {{total}}',
    sets: 'Conjuntos de backends',
    backends: 'Backends acessíveis',
    backendsValue: '{{healthy}} de {{total}}',
    lastSeen: 'Último relatório de tráfego',
    never: 'Ainda sem tráfego',
    manageDomains: 'Gerir domínios',
  },
  live: {
    players: 'Jogadores online',
    cps: 'Ligações por segundo',
    bitrate: 'Taxa de bits',
    mitigated: 'Mitigadas em 24 h',
    peak: 'Pico em 24 h: {{value}}',
  },
  charts: {
    players: 'Jogadores online',
    cps: 'Novas ligações por segundo',
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
    disableBody: 'O Premium termina de imediato; o que foi pago não é reembolsado.',
    owner: 'Só o dono da rede pode alterar isto.',
  },
  manage: {
    title: 'Definições da rede',
    rename: 'Nome',
    renamed: 'Rede renomeada.',
    danger: 'Eliminar rede',
    dangerBody:
      'Elimina a rede com os seus domínios, conjuntos de backends, firewall, subutilizadores e estatísticas. Os jogadores deixam de conseguir entrar por ela.',
    typeName: 'Escreva {{name}} para confirmar',
    deleteAction: 'Eliminar esta rede',
    deleted: 'Rede “{{name}}” eliminada.',
  },
} satisfies Texts<typeof en>;
