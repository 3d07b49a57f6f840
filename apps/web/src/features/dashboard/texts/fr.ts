import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  cards: {
    networks: 'Réseaux',
    networksHint: '{{premium}} premium',
    players: 'Joueurs en ligne',
    playersHint: 'tous réseaux, maintenant',
    cps: 'Con\u00adne\u00adxions par seconde',
    cpsHint: 'maintenant, tous réseaux',
    attacks: 'Attaques sur 24 h',
    attacksOngoing: '{{count}} en cours',
    attacksNone: 'aucune en cours',
    balance: 'Solde',
    plan: 'Offre {{plan}}',
    renews: 'renouvelée le {{date}}',
  },
  playersChart: 'Joueurs sur les dernières 24 heures',
  recentAttacks: {
    title: 'Attaques récentes',
    none: 'Aucune attaque pour l’instant. Palisade les affiche ici dès qu’une commence.',
    network: 'Réseau',
    type: 'Type',
    peak: 'Pic',
    duration: 'Durée',
    status: 'Statut',
    ongoing: 'En cours',
    ended: 'Terminée',
    types: {
      connection_flood: 'Inondation de connexions',
      drop_surge: 'Pic de connexions rejetées',
      invalid_flood: 'Inondation de paquets invalides',
    },
    peakValue: '{{cps}} conn./s',
  },
  start: {
    title: 'Premiers pas',
    subtitle: 'Chaque étape se coche dès que Palisade la constate.',
    network: 'Créer un réseau',
    backendSet: 'Créer un groupe avec vos serveurs',
    domain: 'Ajouter et vérifier un domaine',
    cname: 'Faire pointer l’enregistrement DNS du domaine vers votre adresse protégée',
    player: 'Voir votre premier joueur se connecter',
    go: 'Ouvrir',
    done: 'Fait',
  },
} satisfies Texts<typeof en>;
