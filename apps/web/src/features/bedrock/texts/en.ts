export default {
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
    players: 'Players online',
    traffic: 'Traffic',
  },
  trafficIn: '{{bytes}} in',
  trafficOut: '{{bytes}} out',
  proxyFixed: 'v2 (always)',
  form: {
    addTitle: 'Add a Bedrock tunnel',
    editTitle: 'Edit {{name}}',
    name: 'Name',
    location: 'Location',
    locationFixed: 'The location and port stay as they are; make a new tunnel to move.',
    set: 'Backend set',
    setHint:
      'Players reach each backend of the set at its own address and port, over UDP: Geyser must listen on that port (set its bedrock port to the Java port, or “clone-remote-port: true”). The Java server keeps the same port over TCP.',
    proxyHint:
      'Bedrock tunnels always send PROXY protocol v2: enable it in Geyser (“use-haproxy-protocol: true” under advanced › bedrock, “enable-proxy-protocol” in older configs) or your Bedrock proxy.',
  },
  needSet: 'Add a backend set first: a tunnel sends players to one.',
  setsHidden:
    'You may not view this network’s backend sets, so you cannot set up Bedrock tunnels here. The network’s owner can change that.',
  deleteBody: 'Players using {{address}} can no longer join.',
};
