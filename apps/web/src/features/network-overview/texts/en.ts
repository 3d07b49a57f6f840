export default {
  create: {
    limit:
      'Your {{plan}} plan allows {{count}} network, and it is in use. Upgrade your plan to create another.',
    limit_other:
      'Your {{plan}} plan allows {{count}} networks, and they are in use. Upgrade your plan to create another.',
    upgrade: 'Compare plans',
    title: 'Create your first network',
    titleMore: 'Create a network',
    intro:
      'A network is one Minecraft server or proxy behind Palisade: its domains, backends, firewall and analytics.',
    name: 'Network name',
    action: 'Create network',
    created: 'Network “{{name}}” created.',
  },
  protection: {
    title: 'Protection',
    record: 'Protected address (point your domains’ {{type}} record here)',
    ipNote:
      'This Palisade’s edge domain is an IP address, so there is no host name to point a CNAME at: give your domains an {{type}} record with this address.',
    domains: 'Verified domains',
    domainsValue: '{{verified}} of {{total}}',
    sets: 'Backend sets',
    backends: 'Healthy backends',
    backendsValue: '{{healthy}} of {{total}}',
    lastSeen: 'Last traffic report',
    never: 'No traffic yet',
    manageDomains: 'Manage domains',
  },
  exposure: {
    title: 'Your server can be reached without Palisade',
    body: 'This backend lets players log in directly, past Palisade: whoever finds its address can flood it, or join around your firewall and bot checks.',
    body_other:
      'These {{count}} backends let players log in directly, past Palisade: whoever finds their addresses can flood them, or join around your firewall and bot checks.',
    inSet: 'in set {{set}}',
    allowTitle: 'Let only Palisade’s edges in',
    allowBody:
      'Palisade’s edges connect to your server from these addresses. Allow them on the server’s Minecraft port and refuse everyone else:',
    noEdges:
      'This Palisade has no edge address that resolves yet: ask its operator which addresses its edges connect from. Meanwhile, the server settings below refuse players who skip Palisade.',
    firewallHint:
      'Run these on the server, in this order; your SSH port and other services are left alone. In your host’s firewall panel, make the same rules.',
    proxyHint:
      'Or let the server itself accept only connections that carry Palisade’s PROXY protocol header. Turn PROXY protocol on for the backend set first (Backend Sets), or nobody can join.',
    onlineMode:
      'Keep online-mode=true on a server players reach through Palisade: Palisade passes the login on and checks no accounts. A server behind your own Velocity or BungeeCord keeps online-mode=false with that proxy’s forwarding, and should accept connections from that proxy only.',
    snippet: '{{tool}} rules',
    checkNow: 'Check now',
    checkedAt: 'Checked {{date}}',
    notChecked: 'Not checked yet',
    pending: 'Palisade has not yet checked whether your backends can be reached without it.',
    none: 'No backend lets players log in without Palisade.',
  },
  locations: {
    title: 'Locations',
    intro:
      '{{name}} answers the addresses of every healthy location, so players connect to one that is up.',
    introNoDns:
      'Where this Palisade’s edges run. Its edge domain is an IP address, so no DNS name spreads players over them.',
    introPinned:
      '{{name}} answers the addresses of the healthy locations chosen in the network settings.',
    healthy: 'Healthy',
    fallback: 'Not reporting, still answered',
    down: 'Not reporting',
    players_one: '{{value}} player',
    players_other: '{{value}} players',
  },
  live: {
    players: 'Players online',
    cps: 'Connections per second',
    bitrate: 'Bitrate',
    mitigated: 'Mitigated in 24 h',
    peak: 'Peak in 24 h: {{value}}',
  },
  charts: {
    players: 'Players online',
    cps: 'New connections per second',
  },
  premium: {
    title: 'Premium',
    body: 'Premium networks cost {{price}} per 30 days, charged to your balance.',
    on: 'Premium is on',
    until: 'Paid until {{date}}',
    enable: 'Turn premium on',
    confirmTitle: 'Turn premium on for {{name}}?',
    confirmBody: '{{price}} is charged to your balance now, for 30 days.',
    disableTitle: 'Turn premium off for {{name}}?',
    disableBody: 'Premium ends at once; what was paid is not refunded.',
    owner: 'Only the network’s owner can change this.',
  },
  manage: {
    title: 'Network settings',
    rename: 'Name',
    pinLabel: 'Locations players are sent to',
    pinHint:
      'None ticked: every location, including ones added later. A location leaves the DNS answers while its edges do not report.',
    pinned: 'Locations saved.',
    renamed: 'Network renamed.',
    danger: 'Delete network',
    dangerBody:
      'Deletes the network with its domains, backend sets, firewall, sub-users and statistics. Players can no longer join through it.',
    typeName: 'Type {{name}} to confirm',
    deleteAction: 'Delete this network',
    deleted: 'Network “{{name}}” deleted.',
  },
};
