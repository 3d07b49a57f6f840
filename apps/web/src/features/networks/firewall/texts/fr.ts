import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  title: 'Pare-feu',
  intro:
    'Les adresses autorisées passent toujours, même pendant une attaque ; les bloquées jamais.',
  tabs: { ip: 'Adresses IP', asn: 'ASN', country: 'Pays' },
  columns: { ip: 'IP ou CIDR', asn: 'ASN', country: 'Pays', action: 'Action', created: 'Ajouté' },
  allow: 'Autoriser',
  block: 'Bloquer',
  add: {
    ip: 'Ajouter une règle IP',
    asn: 'Ajouter une règle ASN',
    country: 'Ajouter une règle pays',
  },
  empty: { ip: 'Aucune règle IP.', asn: 'Aucune règle ASN.', country: 'Aucune règle pays.' },
  form: {
    addTitle: 'Ajouter une règle',
    editTitle: 'Modifier la règle',
    ip: 'Adresse IP ou bloc CIDR',
    ipHint: '203.0.113.7, 198.51.100.0/24 ou 2001:db8::/32',
    asn: 'Numéro de système autonome',
    asnHint: 'Comme AS13335 ou 13335',
    country: 'Pays',
    action: 'Action',
  },
} satisfies Texts<typeof en>;
