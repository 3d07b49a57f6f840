import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  title: 'Firewall',
  intro: 'Erlaubte Adressen kommen immer hinein, auch während eines Angriffs; gesperrte nie.',
  tabs: { ip: 'IP-Adressen', asn: 'ASNs', country: 'Länder' },
  columns: {
    ip: 'IP oder CIDR',
    asn: 'ASN',
    country: 'Land',
    action: 'Aktion',
    created: 'Hinzugefügt',
  },
  allow: 'Erlauben',
  block: 'Sperren',
  add: {
    ip: 'IP-Regel hinzufügen',
    asn: 'ASN-Regel hinzufügen',
    country: 'Länderregel hinzufügen',
  },
  empty: { ip: 'Keine IP-Regeln.', asn: 'Keine ASN-Regeln.', country: 'Keine Länderregeln.' },
  form: {
    addTitle: 'Regel hinzufügen',
    editTitle: 'Regel bearbeiten',
    ip: 'IP-Adresse oder CIDR-Block',
    ipHint: '203.0.113.7, 198.51.100.0/24 oder 2001:db8::/32',
    asn: 'Nummer des autonomen Systems',
    asnHint: 'Wie AS13335 oder 13335',
    country: 'Land',
    action: 'Aktion',
  },
} satisfies Texts<typeof en>;
