import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  create: {
    limit:
      'Votre offre {{plan}} permet {{count}} réseau, et il est déjà utilisé. Passez à une offre supérieure pour en créer un autre.',
    limit_other:
      'Votre offre {{plan}} permet {{count}} réseaux, et ils sont tous utilisés. Passez à une offre supérieure pour en créer un autre.',
    upgrade: 'Comparer les offres',
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
  exposure: {
    title: 'Votre serveur est joignable sans passer par Palisade',
    body: 'Ce serveur laisse les joueurs se connecter directement, sans passer par Palisade : quiconque trouve son adresse peut l’inonder, ou entrer en contournant votre pare-feu et les vérifications anti-bots.',
    body_other:
      'Ces {{count}} serveurs laissent les joueurs se connecter directement, sans passer par Palisade : quiconque trouve leurs adresses peut les inonder, ou entrer en contournant votre pare-feu et les vérifications anti-bots.',
    inSet: 'dans le groupe {{set}}',
    allowTitle: 'N’acceptez que les edges de Palisade',
    allowBody:
      'Les edges de Palisade se connectent à votre serveur depuis ces adresses. Autorisez-les sur le port Minecraft du serveur et refusez tous les autres :',
    noEdges:
      'Ce Palisade n’a pas encore d’adresse d’edge résolue : demandez à son opérateur depuis quelles adresses ses edges se connectent. En attendant, les réglages du serveur ci-dessous refusent les joueurs qui contournent Palisade.',
    firewallHint:
      'Exécutez ces commandes sur le serveur, dans cet ordre ; votre port SSH et vos autres services ne sont pas touchés. Dans le panneau pare-feu de votre hébergeur, créez les mêmes règles.',
    proxyHint:
      'Ou faites accepter au serveur lui-même uniquement les connexions qui portent l’en-tête du protocole PROXY de Palisade. Activez d’abord le protocole PROXY pour le groupe de serveurs (Groupes de serveurs), sinon personne ne pourra se connecter.',
    onlineMode:
      'Gardez online-mode=true sur un serveur que les joueurs atteignent par Palisade : Palisade transmet la connexion et ne vérifie aucun compte. Un serveur derrière votre propre Velocity ou BungeeCord garde online-mode=false avec le transfert de ce proxy, et ne devrait accepter que les connexions de ce proxy.',
    snippet: 'Règles {{tool}}',
    checkNow: 'Vérifier maintenant',
    checkedAt: 'Vérifié le {{date}}',
    notChecked: 'Pas encore vérifié',
    pending: 'Palisade n’a pas encore vérifié si vos serveurs sont joignables sans passer par lui.',
    none: 'Aucun serveur ne laisse les joueurs se connecter sans passer par Palisade.',
  },
  locations: {
    title: 'Emplacements',
    intro:
      '{{name}} répond avec les adresses de tous les emplacements en bonne santé : les joueurs rejoignent un emplacement qui fonctionne.',
    introNoDns:
      'Là où tournent les edges de ce Palisade. Son domaine edge est une adresse IP : aucun nom DNS ne répartit les joueurs entre eux.',
    introPinned:
      '{{name}} répond avec les adresses des emplacements en bonne santé choisis dans les paramètres du réseau.',
    healthy: 'En bonne santé',
    fallback: 'Ne répond plus, toujours annoncé',
    down: 'Ne répond plus',
    players_one: '{{value}} joueur',
    players_other: '{{value}} joueurs',
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
    pinLabel: 'Emplacements vers lesquels les joueurs sont envoyés',
    pinHint:
      'Aucun coché : tous les emplacements, y compris ceux ajoutés plus tard. Un emplacement quitte les réponses DNS tant que ses edges ne se signalent pas.',
    pinned: 'Emplacements enregistrés.',
    renamed: 'Réseau renommé.',
    danger: 'Supprimer le réseau',
    dangerBody:
      'Supprime le réseau avec ses domaines, groupes de serveurs, pare-feu, sous-utilisateurs et statistiques. Les joueurs ne pourront plus s’y connecter.',
    typeName: 'Tapez {{name}} pour confirmer',
    deleteAction: 'Supprimer ce réseau',
    deleted: 'Réseau « {{name}} » supprimé.',
  },
} satisfies Texts<typeof en>;
