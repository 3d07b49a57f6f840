import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  invite: 'Convidar alguém',
  empty: 'Ninguém mais gerencia esta rede ainda. Convide um membro da equipe por e-mail.',
  columns: { email: 'E-mail', name: 'Nome', status: 'Status', permissions: 'Permissões' },
  status: { invited: 'Convidado', accepted: 'Aceito' },
  permissionCount: '{{count}} de {{total}}',
  groups: {
    network: 'Rede',
    subUsers: 'Subusuários',
    domains: 'Domínios',
    backends: 'Backends',
    firewall: 'Firewall',
    analytics: 'Análises',
    attacks: 'Ataques',
    bedrock: 'Bedrock',
    webhooks: 'Destinos de webhooks e do despertar',
  },
  hints: {
    webhooks:
      'Para onde vão os webhooks de ataque e as chamadas de despertar, com seus segredos e chaves do Pterodactyl: conceda só a pessoas a quem você os confiaria.',
  },
  verbs: { read: 'Ver', create: 'Adicionar', update: 'Alterar', delete: 'Excluir' },
  all: 'Tudo',
  roles: {
    viewer: 'Leitor',
    moderator: 'Moderador',
    admin: 'Admin',
  },
  roleHints: {
    viewer: 'Vê todas as áreas e não muda nada.',
    moderator: 'Vê todas as áreas, e muda o firewall e as configurações de mitigação.',
    admin: 'Faz tudo, menos excluir a rede ou redirecionar o webhook e as chamadas de despertar.',
  },
  summary: {
    view: '{{group}}: ver',
    some: '{{group}}: {{count}} de {{total}}',
  },
  resend: 'Enviar o convite de novo',
  resent: 'Convite enviado de novo para {{email}}.',
  form: {
    role: 'Começar por uma função',
    custom: 'Personalizado: os interruptores abaixo dizem o que a pessoa pode fazer.',
    inviteTitle: 'Convidar alguém para {{network}}',
    editTitle: 'Permissões de {{email}}',
    email: 'Endereço de e-mail',
    emailHint:
      'Enviamos um link de convite. A pessoa entra (ou se cadastra) com este endereço para aceitar.',
    permissions: 'Permissões',
    sent: 'Convite enviado para {{email}}.',
  },
  removeBody: '{{email}} não vai mais ver nem gerenciar esta rede.',
  accept: {
    title: 'Convite para uma rede',
    body: 'Você foi convidado para ajudar a gerenciar a rede “{{network}}”.',
    action: 'Aceitar convite',
    done: 'Agora você ajuda a gerenciar “{{network}}”.',
    granted: 'O que você pode fazer',
    open: 'Abrir a rede',
    wrongAccount: 'Entre com o endereço para onde o convite foi enviado.',
  },
} satisfies Texts<typeof en>;
