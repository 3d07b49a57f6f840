export default {
  create: {
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
    renamed: 'Network renamed.',
    danger: 'Delete network',
    dangerBody:
      'Deletes the network with its domains, backend sets, firewall, sub-users and statistics. Players can no longer join through it.',
    typeName: 'Type {{name}} to confirm',
    deleteAction: 'Delete this network',
    deleted: 'Network “{{name}}” deleted.',
  },
};
