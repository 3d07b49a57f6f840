import { defineNamespace } from '../../../i18n/index';

const en = {
  intro:
    'Bedrock players join through a public UDP address at a location near your server. Palisade forwards them to a backend set with PROXY protocol v2.',
  add: 'Add Bedrock tunnel',
  empty: 'No Bedrock tunnels yet. Add one to let Bedrock Edition players join.',
  columns: {
    name: 'Name',
    location: 'Location',
    set: 'Backend set',
    address: 'Address for players',
    proxy: 'PROXY protocol',
    created: 'Created',
  },
  proxyFixed: 'v2 (always)',
  form: {
    addTitle: 'Add a Bedrock tunnel',
    editTitle: 'Edit {{name}}',
    name: 'Name',
    location: 'Location',
    locationFixed: 'The location and port stay as they are; make a new tunnel to move.',
    set: 'Backend set',
    proxyHint:
      'Bedrock tunnels always send PROXY protocol v2: enable it in Geyser (“use-proxy-protocol: true”) or your Bedrock proxy.',
  },
  needSet: 'Add a backend set first: a tunnel sends players to one.',
  deleteBody: 'Players using {{address}} can no longer join.',
};

export const bedrockNs = defineNamespace('bedrock', {
  en,
  de: {
    intro:
      'Bedrock-Spieler treten über eine öffentliche UDP-Adresse an einem Standort nahe Ihrem Server bei. Palisade leitet sie mit PROXY-Protokoll v2 an ein Backend-Set weiter.',
    add: 'Bedrock-Tunnel hinzufügen',
    empty:
      'Noch keine Bedrock-Tunnel. Fügen Sie einen hinzu, damit Spieler der Bedrock Edition beitreten können.',
    columns: {
      name: 'Name',
      location: 'Standort',
      set: 'Backend-Set',
      address: 'Adresse für Spieler',
      proxy: 'PROXY-Protokoll',
      created: 'Angelegt',
    },
    proxyFixed: 'v2 (immer)',
    form: {
      addTitle: 'Bedrock-Tunnel hinzufügen',
      editTitle: '{{name}} bearbeiten',
      name: 'Name',
      location: 'Standort',
      locationFixed:
        'Standort und Port bleiben unverändert; für einen Umzug legen Sie einen neuen Tunnel an.',
      set: 'Backend-Set',
      proxyHint:
        'Bedrock-Tunnel senden immer PROXY-Protokoll v2: aktivieren Sie es in Geyser („use-proxy-protocol: true“) oder Ihrem Bedrock-Proxy.',
    },
    needSet: 'Legen Sie zuerst ein Backend-Set an: ein Tunnel leitet Spieler dorthin.',
    deleteBody: 'Spieler über {{address}} können dann nicht mehr beitreten.',
  },
  fr: {
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
    },
    proxyFixed: 'v2 (toujours)',
    form: {
      addTitle: 'Ajouter un tunnel Bedrock',
      editTitle: 'Modifier {{name}}',
      name: 'Nom',
      location: 'Site',
      locationFixed:
        'Le site et le port restent les mêmes ; créez un nouveau tunnel pour déménager.',
      set: 'Groupe de serveurs',
      proxyHint:
        'Les tunnels Bedrock envoient toujours le protocole PROXY v2 : activez-le dans Geyser (« use-proxy-protocol: true ») ou votre proxy Bedrock.',
    },
    needSet: 'Ajoutez d’abord un groupe de serveurs : un tunnel y envoie les joueurs.',
    deleteBody: 'Les joueurs qui utilisent {{address}} ne pourront plus se connecter.',
  },
  pt: {
    intro:
      'Os jogadores Bedrock entram por um endereço UDP público numa localização perto do seu servidor. A Palisade encaminha-os para um conjunto de backends com o protocolo PROXY v2.',
    add: 'Adicionar túnel Bedrock',
    empty: 'Ainda sem túneis Bedrock. Adicione um para deixar entrar jogadores da Bedrock Edition.',
    columns: {
      name: 'Nome',
      location: 'Localização',
      set: 'Conjunto de backends',
      address: 'Endereço para jogadores',
      proxy: 'Protocolo PROXY',
      created: 'Criado',
    },
    proxyFixed: 'v2 (sempre)',
    form: {
      addTitle: 'Adicionar um túnel Bedrock',
      editTitle: 'Editar {{name}}',
      name: 'Nome',
      location: 'Localização',
      locationFixed: 'A localização e a porta mantêm-se; crie um novo túnel para mudar.',
      set: 'Conjunto de backends',
      proxyHint:
        'Os túneis Bedrock enviam sempre o protocolo PROXY v2: ative-o no Geyser (“use-proxy-protocol: true”) ou no seu proxy Bedrock.',
    },
    needSet: 'Adicione primeiro um conjunto de backends: um túnel envia jogadores para ele.',
    deleteBody: 'Os jogadores que usam {{address}} deixam de conseguir entrar.',
  },
});
