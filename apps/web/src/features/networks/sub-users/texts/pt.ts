import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  invite: 'Convidar alguém',
  empty: 'Ainda ninguém mais gere esta rede. Convide um membro da equipa por e-mail.',
  columns: { email: 'E-mail', name: 'Nome', status: 'Estado', permissions: 'Permissões' },
  status: { invited: 'Convidado', accepted: 'Aceite' },
  permissionCount: '{{count}} de {{total}}',
  groups: {
    network: 'Rede',
    subUsers: 'Subutilizadores',
    domains: 'Domínios',
    backends: 'Backends',
    firewall: 'Firewall',
    analytics: 'Análises',
    attacks: 'Ataques',
    bedrock: 'Bedrock',
  },
  verbs: { read: 'Ver', create: 'Adicionar', update: 'Alterar', delete: 'Eliminar' },
  all: 'Tudo',
  form: {
    inviteTitle: 'Convidar alguém para {{network}}',
    editTitle: 'Permissões de {{email}}',
    email: 'Endereço de e-mail',
    emailHint:
      'Enviamos um link de convite. A pessoa inicia sessão (ou regista-se) com este endereço para aceitar.',
    permissions: 'Permissões',
    sent: 'Convite enviado para {{email}}.',
  },
  removeBody: '{{email}} deixará de ver ou gerir esta rede.',
  accept: {
    title: 'Convite para uma rede',
    body: 'Foi convidado para ajudar a gerir a rede “{{network}}”.',
    action: 'Aceitar convite',
    done: 'Agora ajuda a gerir “{{network}}”.',
    granted: 'O que pode fazer',
    open: 'Abrir a rede',
    wrongAccount: 'Inicie sessão com o endereço para onde o convite foi enviado.',
  },
} satisfies Texts<typeof en>;
