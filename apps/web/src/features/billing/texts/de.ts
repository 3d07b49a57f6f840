import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  overview: {
    balance: 'Guthaben',
    balanceHint: 'Gebühren werden von deinem Guthaben bezahlt.',
    plan: 'Tarif',
    renews: 'Verlängert sich am {{date}}',
    noRenewal: 'Kostenlos, keine Verlängerung',
    change: 'Tarif wechseln',
    usage: 'Nutzung',
    usageValue:
      '{{networks}} von {{maxNetworks}} Netzwerken · {{tunnels}} von {{maxTunnels}} Tunneln',
    charges: 'Gebühren diesen Monat',
    chargesEmpty: 'Diesen Monat wurde nichts berechnet.',
    total: 'Summe diesen Monat:',
    date: 'Datum',
    description: 'Beschreibung',
    kind: 'Art',
    amount: 'Betrag',
    kinds: {
      credit: 'Gutschrift',
      plan: 'Abonnement',
      premium: 'Premium-Netzwerk',
      bandwidth: 'Bandbreitenüberschreitung',
      refund: 'Erstattung',
    },
    bandwidth: 'Bandbreite in diesem Abrechnungszeitraum',
    bandwidthEmpty: 'Noch keine Netzwerke: Bandbreite wird pro Netzwerk gemessen.',
    bandwidthRow: '{{used}} von {{included}} inklusive',
    overage: 'Bisherige Überschreitung: {{bytes}}, etwa {{amount}} am Ende des Zeitraums',
    noOverage: 'Innerhalb der inklusiven Bandbreite',
    network: 'Netzwerk',
  },
  plans: {
    intro:
      'Preise gelten für 30 Tage. Ein Upgrade berechnet die Differenz für die restlichen Tage; ein Downgrade gilt sofort.',
    current: 'Aktueller Tarif',
    choose: '{{plan}} wählen',
    perPeriod: '{{price}} / 30 Tage',
    unlimited: 'Unbegrenzt',
    limits: {
      networks: 'Netzwerke',
      domains_per_network: 'Domains pro Netzwerk',
      backend_sets_per_network: 'Backend-Sets pro Netzwerk',
      backends_per_set: 'Backends pro Set',
      firewall_rules_per_network: 'Firewall-Regeln pro Netzwerk',
      sub_users_per_network: 'Unterbenutzer pro Netzwerk',
      bedrock_tunnels_per_network: 'Bedrock-Tunnel pro Netzwerk',
      tunnels: 'Tunnel',
      analytics_retention_days: 'Analyseverlauf (Tage)',
      included_bandwidth_gb: 'Inklusive Bandbreite (GB)',
      overage_per_gb: 'Überschreitung pro GB',
      premium_network_price: 'Premium-Netzwerk',
    },
    confirmTitle: 'Zu {{plan}} wechseln?',
    start:
      'Ein neuer Zeitraum von 30 Tagen beginnt jetzt. {{charge}} wird von deinem Guthaben von {{balance}} abgebucht.',
    upgrade:
      'Du zahlst die Differenz für den Rest dieses Zeitraums: {{charge}} jetzt, von deinem Guthaben von {{balance}}. Der Zeitraum endet weiterhin am {{date}}.',
    downgrade: 'Der Wechsel gilt sofort. Es wird nichts berechnet oder erstattet.',
    free: 'Du wechselst sofort zum kostenlosen Tarif. Es wird nichts berechnet oder erstattet.',
    short: 'Dein Guthaben reicht für diesen Wechsel nicht. Lade zuerst Guthaben auf.',
    confirm: 'Tarif wechseln',
    changed: 'Du nutzt jetzt den Tarif {{plan}}.',
  },
} satisfies Texts<typeof en>;
