import { defineNamespace } from '../../../i18n/index';

const en = {
  add: 'Add backend set',
  empty: 'No backend sets yet. Add the servers players should reach.',
  backends: 'Backends',
  mode: 'Load balancing',
  modes: {
    '0': 'Round robin',
    '1': 'Least connections',
    '2': 'Random',
    '3': 'Same server per player address',
    '4': 'Failover (first healthy in order)',
  },
  proxyProtocol: 'PROXY protocol v2',
  vulcan: 'Access control (signed handshake)',
  vulcanHint:
    'The edge signs each login with the network’s backend secret, so the backend can refuse players that bypass Palisade.',
  usedBy: 'Used by',
  unused: 'No domain uses this set yet.',
  form: {
    addTitle: 'Add a backend set',
    editTitle: 'Edit {{name}}',
    name: 'Name',
    backend: 'Backend {{n}}',
    addBackend: 'Add a backend',
    removeBackend: 'Remove backend {{n}}',
    backendHint: 'host:port, like 10.0.0.5:25565 or mc.internal:25577',
    proxyHint:
      'Turn PROXY protocol on in the backend too, or players cannot join: Paper “proxies.proxy-protocol: true” (paper-global.yml), Velocity “haproxy-protocol = true” (velocity.toml), BungeeCord “proxy_protocol: true” (config.yml, listener), Geyser “use-proxy-protocol: true” (config.yml, bedrock).',
  },
  deleteBody: 'Domains and Bedrock tunnels must use another set first.',
};

export const backendSetsNs = defineNamespace('backendSets', {
  en,
  de: {
    add: 'Backend-Set hinzufügen',
    empty: 'Noch keine Backend-Sets. Fügen Sie die Server hinzu, die Spieler erreichen sollen.',
    backends: 'Backends',
    mode: 'Lastverteilung',
    modes: {
      '0': 'Reihum (Round Robin)',
      '1': 'Wenigste Verbindungen',
      '2': 'Zufällig',
      '3': 'Gleicher Server je Spieleradresse',
      '4': 'Failover (erster erreichbarer in Reihenfolge)',
    },
    proxyProtocol: 'PROXY-Protokoll v2',
    vulcan: 'Zugangskontrolle (signierter Handshake)',
    vulcanHint:
      'Die Edge signiert jeden Login mit dem Backend-Schlüssel des Netzwerks, damit das Backend Spieler abweisen kann, die Palisade umgehen.',
    usedBy: 'Verwendet von',
    unused: 'Noch keine Domain verwendet dieses Set.',
    form: {
      addTitle: 'Backend-Set hinzufügen',
      editTitle: '{{name}} bearbeiten',
      name: 'Name',
      backend: 'Backend {{n}}',
      addBackend: 'Backend hinzufügen',
      removeBackend: 'Backend {{n}} entfernen',
      backendHint: 'host:port, z. B. 10.0.0.5:25565 oder mc.internal:25577',
      proxyHint:
        'Schalten Sie das PROXY-Protokoll auch im Backend ein, sonst können Spieler nicht beitreten: Paper „proxies.proxy-protocol: true“ (paper-global.yml), Velocity „haproxy-protocol = true“ (velocity.toml), BungeeCord „proxy_protocol: true“ (config.yml, Listener), Geyser „use-proxy-protocol: true“ (config.yml, bedrock).',
    },
    deleteBody: 'Domains und Bedrock-Tunnel müssen zuerst ein anderes Set verwenden.',
  },
  fr: {
    add: 'Ajouter un groupe de serveurs',
    empty:
      'Aucun groupe de serveurs pour l’instant. Ajoutez les serveurs que les joueurs doivent atteindre.',
    backends: 'Serveurs',
    mode: 'Répartition de charge',
    modes: {
      '0': 'Tour à tour (round robin)',
      '1': 'Moins de connexions',
      '2': 'Aléatoire',
      '3': 'Même serveur par adresse de joueur',
      '4': 'Basculement (premier disponible dans l’ordre)',
    },
    proxyProtocol: 'Protocole PROXY v2',
    vulcan: 'Contrôle d’accès (poignée de main signée)',
    vulcanHint:
      'L’edge signe chaque connexion avec la clé backend du réseau, pour que le serveur refuse les joueurs qui contournent Palisade.',
    usedBy: 'Utilisé par',
    unused: 'Aucun domaine n’utilise encore ce groupe.',
    form: {
      addTitle: 'Ajouter un groupe de serveurs',
      editTitle: 'Modifier {{name}}',
      name: 'Nom',
      backend: 'Serveur {{n}}',
      addBackend: 'Ajouter un serveur',
      removeBackend: 'Retirer le serveur {{n}}',
      backendHint: 'hôte:port, comme 10.0.0.5:25565 ou mc.internal:25577',
      proxyHint:
        'Activez aussi le protocole PROXY sur le serveur, sinon les joueurs ne pourront pas se connecter : Paper « proxies.proxy-protocol: true » (paper-global.yml), Velocity « haproxy-protocol = true » (velocity.toml), BungeeCord « proxy_protocol: true » (config.yml, listener), Geyser « use-proxy-protocol: true » (config.yml, bedrock).',
    },
    deleteBody: 'Les domaines et tunnels Bedrock doivent d’abord utiliser un autre groupe.',
  },
  pt: {
    add: 'Adicionar conjunto de backends',
    empty:
      'Ainda sem conjuntos de backends. Adicione os servidores que os jogadores devem alcançar.',
    backends: 'Backends',
    mode: 'Balanceamento de carga',
    modes: {
      '0': 'Rotativo (round robin)',
      '1': 'Menos ligações',
      '2': 'Aleatório',
      '3': 'Mesmo servidor por endereço do jogador',
      '4': 'Failover (primeiro disponível por ordem)',
    },
    proxyProtocol: 'Protocolo PROXY v2',
    vulcan: 'Controlo de acesso (handshake assinado)',
    vulcanHint:
      'O edge assina cada login com a chave de backend da rede, para que o servidor recuse jogadores que contornem a Palisade.',
    usedBy: 'Usado por',
    unused: 'Nenhum domínio usa ainda este conjunto.',
    form: {
      addTitle: 'Adicionar um conjunto de backends',
      editTitle: 'Editar {{name}}',
      name: 'Nome',
      backend: 'Backend {{n}}',
      addBackend: 'Adicionar um backend',
      removeBackend: 'Remover backend {{n}}',
      backendHint: 'host:porta, como 10.0.0.5:25565 ou mc.internal:25577',
      proxyHint:
        'Ative também o protocolo PROXY no backend, ou os jogadores não conseguem entrar: Paper “proxies.proxy-protocol: true” (paper-global.yml), Velocity “haproxy-protocol = true” (velocity.toml), BungeeCord “proxy_protocol: true” (config.yml, listener), Geyser “use-proxy-protocol: true” (config.yml, bedrock).',
    },
    deleteBody: 'Os domínios e túneis Bedrock têm de usar primeiro outro conjunto.',
  },
});
