import type { Texts } from '../index';
import type en from './en';

export default {
  noNetwork: {
    title: 'Aucun réseau pour l’instant',
    body: 'Un réseau protège un serveur ou un proxy Minecraft. Créez-en un pour commencer.',
    action: 'Créer un réseau',
  },
  premiumOnly: 'Réservé aux réseaux Premium.',
  upgrade: 'Passer ce réseau en Premium',
  created: 'Créé',
  name: 'Nom',
  search: 'Rechercher',
  noMatch: 'Rien ne correspond à votre recherche.',
  savedNotice: 'Enregistré.',
  deletedNotice: 'Supprimé.',
  readOnly: 'Lecture seule : le propriétaire du réseau ne vous a pas permis de modifier ceci.',
  timeframe: 'Période',
  dryRun: {
    checking: 'Vérification de ce que cette règle aurait fait…',
    failed: 'Impossible de déterminer ce que cette règle aurait fait.',
    blockTitle: 'Depuis le {{since}}, cette règle aurait refusé',
    allowTitle: 'Depuis le {{since}}, cette règle aurait laissé passer',
    connections: 'Connexions',
    addresses: 'Adresses',
    players: 'Joueurs connectés depuis ces adresses',
    noPlayers: 'Aucun joueur ne s’est connecté depuis ces adresses.',
    andMore: '{{names}} et {{more}} autres',
    unnamedNarrow:
      'Les noms sont donnés pour des plages de {{ipv4}} (IPv6 : {{ipv6}}) ou plus larges, pour qu’aucun nom ne désigne une seule adresse.',
    unnamedPermission: 'Les nommer demande l’autorisation « Statistiques » sur ce réseau.',
    paused:
      'Trop de règles ont été essayées récemment sur ce réseau : les chiffres reviennent à partir de {{time}}.',
    unattributed:
      'Non comptées : {{connections}} connexions d’attaques dont les adresses n’ont pas été relevées (1 000 au plus par 10 secondes) ; les chiffres peuvent donc être plus élevés.',
  },
  history: {
    beyond: 'Au-delà de votre offre',
    note: 'Votre offre conserve {{count}} jour d’analyses ; le début de cette période reste vide.',
    note_other:
      'Votre offre conserve {{count}} jours d’analyses ; le début de cette période reste vide.',
    upgrade: 'Comparer les offres',
  },
  periods: {
    '1h': 'Dernière heure',
    '6h': '6 dernières heures',
    '12h': '12 dernières heures',
    '1d': '24 dernières heures',
    '3d': '3 derniers jours',
    '1w': 'Dernière semaine',
    '2w': '2 dernières semaines',
    '1M': '30 derniers jours',
    '3M': '90 derniers jours',
  },
} satisfies Texts<typeof en>;
