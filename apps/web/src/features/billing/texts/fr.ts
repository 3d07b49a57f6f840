import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  overview: {
    balance: 'Solde',
    balanceHint: 'Les frais sont prélevés sur votre solde.',
    plan: 'Offre',
    renews: 'Renouvelée le {{date}}',
    noRenewal: 'Gratuite, sans renouvellement',
    change: 'Changer d’offre',
    usage: 'Utilisation',
    usageNetworks: '{{used}} sur {{count}} réseau',
    usageNetworks_other: '{{used}} sur {{count}} réseaux',
    usageTunnels: '{{used}} sur {{count}} tunnel',
    usageTunnels_other: '{{used}} sur {{count}} tunnels',
    charges: 'Frais de ce mois',
    chargesEmpty: 'Rien n’a été facturé ce mois-ci.',
    total: 'Total du mois :',
    date: 'Date',
    description: 'Description',
    kind: 'Type',
    amount: 'Montant',
    kinds: {
      credit: 'Crédit',
      plan: 'Abonnement',
      premium: 'Réseau premium',
      bandwidth: 'Dépassement de bande passante',
      refund: 'Remboursement',
    },
    bandwidth: 'Bande passante de cette période de facturation',
    bandwidthEmpty: 'Aucun réseau pour l’instant : la bande passante est mesurée par réseau.',
    bandwidthRow: '{{used}} sur {{included}} inclus',
    overage: 'Dépassement à ce jour : {{bytes}}, environ {{amount}} en fin de période',
    noOverage: 'Dans la bande passante incluse',
    network: 'Réseau',
  },
  plans: {
    intro:
      'Les prix s’entendent pour 30 jours. Une montée en gamme facture la différence pour les jours restants ; une descente s’applique immédiatement.',
    current: 'Offre actuelle',
    choose: 'Choisir {{plan}}',
    perPeriod: '{{price}} / 30 jours',
    unlimited: 'Illimité',
    confirmTitle: 'Passer à {{plan}} ?',
    start:
      'Une nouvelle période de 30 jours commence maintenant. {{charge}} est prélevé sur votre solde de {{balance}}.',
    upgrade:
      'Vous payez la différence pour le reste de la période : {{charge}} maintenant, sur votre solde de {{balance}}. La période se termine toujours le {{date}}.',
    downgrade: 'Le changement s’applique immédiatement. Rien n’est facturé ni remboursé.',
    free: 'Vous passez immédiatement à l’offre gratuite. Rien n’est facturé ni remboursé.',
    short: 'Votre solde est insuffisant pour ce changement. Ajoutez d’abord du crédit.',
    confirm: 'Changer d’offre',
    changed: 'Vous êtes maintenant sur l’offre {{plan}}.',
  },
} satisfies Texts<typeof en>;
