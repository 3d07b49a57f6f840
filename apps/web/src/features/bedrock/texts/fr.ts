import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Les joueurs Bedrock se connectent par une adresse UDP publique dans un site proche de votre serveur. Palisade les transmet à un groupe de serveurs avec le protocole PROXY v2.',
  add: 'Ajouter un tunnel Bedrock',
  empty:
    'Aucun tunnel Bedrock pour l’instant. Ajoutez-en un pour accueillir les joueurs de l’édition Bedrock.',
  columns: {
    name: 'Nom',
    location: 'Site',
    set: 'Groupe de serveurs',
    address: 'Adresse pour les joueurs',
    proxy: 'Protocole PROXY',
    created: 'Créé',
    players: 'Joueurs en ligne',
    traffic: 'Trafic',
  },
  trafficIn: '{{bytes}} entrant',
  trafficOut: '{{bytes}} sortant',
  proxyFixed: 'v2 (toujours)',
  form: {
    addTitle: 'Ajouter un tunnel Bedrock',
    editTitle: 'Modifier {{name}}',
    name: 'Nom',
    location: 'Site',
    locationFixed: 'Le site et le port restent les mêmes ; créez un nouveau tunnel pour déménager.',
    set: 'Groupe de serveurs',
    setHint:
      'Les joueurs atteignent chaque serveur du groupe à sa propre adresse et son port, en UDP : Geyser doit écouter sur ce port (réglez son port Bedrock sur le port Java, ou « clone-remote-port: true »). Le serveur Java garde le même port en TCP.',
    proxyHint:
      'Les tunnels Bedrock envoient toujours le protocole PROXY v2 : activez-le dans Geyser (« use-haproxy-protocol: true » sous advanced › bedrock, « enable-proxy-protocol » dans les anciennes configurations) ou dans votre proxy Bedrock.',
  },
  needSet: 'Ajoutez d’abord un groupe de serveurs : un tunnel y envoie les joueurs.',
  setsHidden:
    'Vous ne pouvez pas voir les groupes de serveurs de ce réseau : vous ne pouvez donc pas créer de tunnel Bedrock ici. Le propriétaire du réseau peut changer cela.',
  deleteBody: 'Les joueurs qui utilisent {{address}} ne pourront plus se connecter.',
} satisfies Texts<typeof en>;
