import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  create: {
    title: 'Créez votre premier réseau',
    titleMore: 'Créer un réseau',
    intro:
      'Un réseau est un serveur ou proxy Minecraft derrière Palisade : ses domaines, serveurs, pare-feu et statistiques.',
    name: 'Nom du réseau',
    action: 'Créer le réseau',
    created: 'Réseau « {{name}} » créé.',
  },
  protection: {
    title: 'Protection',
    record: 'Adresse protégée (faites pointer l’enregistrement {{type}} de vos domaines ici)',
    ipNote:
      'Le domaine edge de ce Palisade est une adresse IP : il n’y a pas de nom d’hôte vers lequel faire pointer un CNAME. Donnez à vos domaines un enregistrement {{type}} avec cette adresse.',
    domains: 'Domaines vérifiés',
    domainsValue: '{{verified}} sur {{total}}',
    sets: 'Groupes de serveurs',
    backends: 'Serveurs joignables',
    backendsValue: '{{healthy}} sur {{total}}',
    lastSeen: 'Dernier rapport de trafic',
    never: 'Pas encore de trafic',
    manageDomains: 'Gérer les domaines',
  },
  live: {
    players: 'Joueurs en ligne',
    cps: 'Connexions par seconde',
    bitrate: 'Débit',
    mitigated: 'Bloquées en 24 h',
    peak: 'Pic en 24 h : {{value}}',
  },
  charts: {
    players: 'Joueurs en ligne',
    cps: 'Nouvelles connexions par seconde',
  },
  premium: {
    title: 'Premium',
    body: 'Les réseaux Premium coûtent {{price}} par 30 jours, prélevés sur votre solde.',
    on: 'Premium est actif',
    until: 'Payé jusqu’au {{date}}',
    enable: 'Activer Premium',
    confirmTitle: 'Activer Premium pour {{name}} ?',
    confirmBody: '{{price}} sont prélevés maintenant sur votre solde, pour 30 jours.',
    disableTitle: 'Désactiver Premium pour {{name}} ?',
    disableBody: 'Premium s’arrête tout de suite ; ce qui a été payé n’est pas remboursé.',
    owner: 'Seul le propriétaire du réseau peut changer cela.',
  },
  manage: {
    title: 'Paramètres du réseau',
    rename: 'Nom',
    renamed: 'Réseau renommé.',
    danger: 'Supprimer le réseau',
    dangerBody:
      'Supprime le réseau avec ses domaines, groupes de serveurs, pare-feu, sous-utilisateurs et statistiques. Les joueurs ne pourront plus s’y connecter.',
    typeName: 'Tapez {{name}} pour confirmer',
    deleteAction: 'Supprimer ce réseau',
    deleted: 'Réseau « {{name}} » supprimé.',
  },
} satisfies Texts<typeof en>;
