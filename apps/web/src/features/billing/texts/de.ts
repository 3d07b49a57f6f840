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
    usageNetworks: '{{used}} von {{count}} Netzwerk',
    usageNetworks_other: '{{used}} von {{count}} Netzwerken',
    usageTunnels: '{{used}} von {{count}} Tunnel',
    usageTunnels_other: '{{used}} von {{count}} Tunneln',
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
