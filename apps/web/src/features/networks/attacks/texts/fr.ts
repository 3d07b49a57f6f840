import type { Texts } from '../../../../i18n/index';
import type en from './en';

export default {
  empty:
    'Aucune attaque enregistrée. Si une survient, elle apparaît ici avec ce qu’a fait la mitigation.',
  emptyFiltered: 'Aucune attaque n’a commencé entre ces dates.',
  from: 'Commencée à partir du',
  to: 'Commencée jusqu’au',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  ongoingBanner: '{{count}} attaque en cours sur ce réseau.',
  ongoingBanner_other: '{{count}} attaques en cours sur ce réseau.',
  columns: {
    started: 'Début',
    duration: 'Durée',
    type: 'Type',
    peakCps: 'Pic de connexions/s',
    peakBandwidth: 'Pic de bande passante',
    dropped: 'Rejetées',
    target: 'Domaine visé',
  },
  ongoing: 'En cours',
  anyDomain: 'Plusieurs ou aucun',
  types: {
    connection_flood: 'Flot de connexions',
    drop_surge: 'Vague de connexions rejetées',
    invalid_flood: 'Flot de paquets invalides',
  },
  details: {
    title: 'Attaque du {{date}}',
    open: 'Détails de l’attaque du {{date}}',
    cps: 'Connexions par seconde',
    droppedSeries: 'Rejetées par seconde',
    bandwidth: 'Bande passante',
    mitigation: 'Ce que la mitigation a rejeté',
    reasons: {
      firewall: 'Règles du pare-feu',
      rate_limit: 'Limite de débit et bannissements',
      verification: 'Serveur de vérification',
      invalid: 'Paquets invalides',
    },
    sources: 'Principales sources',
    asn: 'ASN',
    country: 'Pays',
    connections: 'Connexions',
    unknown: 'Inconnu',
    edges: 'Vue par {{count}} edge',
    edges_other: 'Vue par {{count}} edges',
    noSeries: 'Aucun chiffre par seconde n’a été gardé pour cette attaque.',
  },
} satisfies Texts<typeof en>;
