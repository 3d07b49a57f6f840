import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  invite: 'Jemanden einladen',
  empty: 'Noch verwaltet niemand sonst dieses Netzwerk. Lade ein Teammitglied per E-Mail ein.',
  columns: { email: 'E-Mail', name: 'Name', status: 'Status', permissions: 'Berechtigungen' },
  status: { invited: 'Eingeladen', accepted: 'Angenommen' },
  permissionCount: '{{count}} von {{total}}',
  groups: {
    network: 'Netzwerk',
    subUsers: 'Unterbenutzer',
    domains: 'Domains',
    backends: 'Backends',
    firewall: 'Firewall',
    analytics: 'Analysen',
    attacks: 'Angriffe',
    bedrock: 'Bedrock',
    webhooks: 'Webhook- und Weckziele',
  },
  hints: {
    webhooks:
      'Wohin Angriffs-Webhooks und Weckaufrufe gehen, samt ihren Geheimnissen und Pterodactyl-Schlüsseln: Gib das nur Leuten, denen du sie anvertraust.',
  },
  verbs: { read: 'Ansehen', create: 'Hinzufügen', update: 'Ändern', delete: 'Löschen' },
  all: 'Alle',
  roles: {
    viewer: 'Betrachter',
    moderator: 'Moderator',
    admin: 'Admin',
  },
  roleHints: {
    viewer: 'Sieht alle Bereiche und ändert nichts.',
    moderator: 'Sieht alle Bereiche und ändert die Firewall und die Abwehreinstellungen.',
    admin:
      'Darf alles außer das Netzwerk löschen oder seinen Webhook und die Weckaufrufe umleiten.',
  },
  summary: {
    view: '{{group}}: ansehen',
    some: '{{group}}: {{count}} von {{total}}',
  },
  resend: 'Einladung erneut senden',
  resent: 'Einladung erneut an {{email}} gesendet.',
  form: {
    role: 'Mit einer Rolle beginnen',
    custom: 'Eigene Auswahl: Die Schalter unten sagen, was die Person darf.',
    inviteTitle: 'Jemanden zu {{network}} einladen',
    editTitle: 'Berechtigungen von {{email}}',
    email: 'E-Mail-Adresse',
    emailHint:
      'Wir senden einen Einladungslink. Zum Annehmen mit dieser Adresse anmelden (oder registrieren).',
    permissions: 'Berechtigungen',
    sent: 'Einladung an {{email}} gesendet.',
  },
  removeBody: '{{email}} kann dieses Netzwerk dann nicht mehr sehen oder verwalten.',
  accept: {
    title: 'Einladung zu einem Netzwerk',
    body: 'Du wurdest eingeladen, das Netzwerk „{{network}}“ mitzuverwalten.',
    action: 'Einladung annehmen',
    done: 'Du verwaltest jetzt „{{network}}“ mit.',
    granted: 'Was du darfst',
    open: 'Netzwerk öffnen',
    wrongAccount: 'Melde dich mit der Adresse an, an die die Einladung ging.',
  },
} satisfies Texts<typeof en>;
