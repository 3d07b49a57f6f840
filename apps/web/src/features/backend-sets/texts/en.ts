export default {
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
  unused: 'No domain or Bedrock tunnel uses this set yet.',
  bedrockTunnel: 'Bedrock tunnel {{name}}',
  health: {
    up: 'Up · {{ms}} ms',
    partial: 'Up on {{up}} of {{total}} edges',
    down: 'Down',
    unknown: 'Not checked yet',
  },
  form: {
    addTitle: 'Add a backend set',
    editTitle: 'Edit {{name}}',
    name: 'Name',
    backend: 'Backend {{n}}',
    addBackend: 'Add a backend',
    removeBackend: 'Remove backend {{n}}',
    backendHint: 'host:port, like play.example.com:25565 or lobby.example.com:25577',
    proxyHint:
      'Turn PROXY protocol on in the backend too, or players cannot join: Paper “proxies.proxy-protocol: true” (paper-global.yml), Velocity “haproxy-protocol = true” (velocity.toml), BungeeCord “proxy_protocol: true” (config.yml, listener), Geyser “use-haproxy-protocol: true” (config.yml, advanced › bedrock; “enable-proxy-protocol” under bedrock in older configs).',
  },
  deleteBody: 'Domains and Bedrock tunnels must use another set first.',
};
