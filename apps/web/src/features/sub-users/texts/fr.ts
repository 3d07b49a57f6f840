import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  invite: 'Inviter quelqu’un',
  empty: 'Personne d’autre ne gère encore ce réseau. Invitez un membre de l’équipe par e-mail.',
  columns: { email: 'E-mail', name: 'Nom', status: 'Statut', permissions: 'Permissions' },
  status: { invited: 'Invité', accepted: 'Accepté' },
  permissionCount: '{{count}} sur {{total}}',
  groups: {
    network: 'Réseau',
    subUsers: 'Sous-utilisateurs',
    domains: 'Domaines',
    backends: 'Serveurs',
    firewall: 'Pare-feu',
    analytics: 'Statistiques',
    attacks: 'Attaques',
    bedrock: 'Bedrock',
    webhooks: 'Cibles des webhooks et du réveil',
  },
  hints: {
    webhooks:
      'Où vont les webhooks d’attaque et les appels de réveil, avec leurs secrets et leurs clés Pterodactyl : à n’accorder qu’aux personnes à qui vous les confiez.',
  },
  verbs: { read: 'Voir', create: 'Ajouter', update: 'Modifier', delete: 'Supprimer' },
  all: 'Tout',
  roles: {
    viewer: 'Lecteur',
    moderator: 'Modérateur',
    admin: 'Admin',
  },
  roleHints: {
    viewer: 'Voit toutes les sections et ne change rien.',
    moderator: 'Voit toutes les sections, et change le pare-feu et les réglages de mitigation.',
    admin:
      'Peut tout faire sauf supprimer le réseau ou rediriger son webhook et ses appels de réveil.',
  },
  summary: {
    view: '{{group}} : lecture',
    some: '{{group}} : {{count}} sur {{total}}',
  },
  resend: 'Renvoyer l’invitation',
  resent: 'Invitation renvoyée à {{email}}.',
  form: {
    role: 'Partir d’un rôle',
    custom: 'Personnalisé : les interrupteurs ci-dessous disent ce que la personne peut faire.',
    inviteTitle: 'Inviter quelqu’un sur {{network}}',
    editTitle: 'Permissions de {{email}}',
    email: 'Adresse e-mail',
    emailHint:
      'Nous envoyons un lien d’invitation. La personne se connecte (ou s’inscrit) avec cette adresse pour accepter.',
    permissions: 'Permissions',
    sent: 'Invitation envoyée à {{email}}.',
  },
  removeBody: '{{email}} ne pourra plus voir ni gérer ce réseau.',
  accept: {
    title: 'Invitation à un réseau',
    body: 'Vous êtes invité à aider à gérer le réseau « {{network}} ».',
    action: 'Accepter l’invitation',
    done: 'Vous aidez maintenant à gérer « {{network}} ».',
    granted: 'Ce que vous pouvez faire',
    open: 'Ouvrir le réseau',
    wrongAccount: 'Connectez-vous avec l’adresse à laquelle l’invitation a été envoyée.',
  },
} satisfies Texts<typeof en>;
