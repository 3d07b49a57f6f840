import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  title: 'Firewall',
  intro: 'Os endereços permitidos entram sempre, mesmo durante um ataque; os bloqueados nunca.',
  tabs: { ip: 'Endereços IP', asn: 'ASNs', country: 'Países' },
  columns: {
    ip: 'IP ou CIDR',
    asn: 'ASN',
    country: 'País',
    action: 'Ação',
    created: 'Adicionado',
  },
  allow: 'Permitir',
  block: 'Bloquear',
  add: {
    ip: 'Adicionar regra de IP',
    asn: 'Adicionar regra de ASN',
    country: 'Adicionar regra de país',
  },
  empty: { ip: 'Sem regras de IP.', asn: 'Sem regras de ASN.', country: 'Sem regras de país.' },
  form: {
    addTitle: 'Adicionar uma regra',
    editTitle: 'Editar regra',
    ip: 'Endereço IP ou bloco CIDR',
    ipHint: '203.0.113.7, 198.51.100.0/24 ou 2001:db8::/32',
    asn: 'Número de sistema autônomo',
    asnHint: 'Como AS13335 ou 13335',
    country: 'País',
    action: 'Ação',
  },
} satisfies Texts<typeof en>;
