export default {
  noNetwork: {
    title: 'No network yet',
    body: 'A network protects one Minecraft server or proxy. Create one to start.',
    action: 'Create a network',
  },
  premiumOnly: 'Premium networks only.',
  upgrade: 'Upgrade this network',
  created: 'Created',
  name: 'Name',
  search: 'Search',
  noMatch: 'Nothing matches your search.',
  savedNotice: 'Saved.',
  deletedNotice: 'Deleted.',
  readOnly: 'View only: the network’s owner has not allowed you to change this.',
  timeframe: 'Timeframe',
  dryRun: {
    checking: 'Checking what this rule would have done…',
    failed: 'Could not work out what this rule would have done.',
    blockTitle: 'Since {{since}}, this rule would have refused',
    allowTitle: 'Since {{since}}, this rule would have let in',
    connections: 'Connections',
    addresses: 'Addresses',
    players: 'Players who logged in from them',
    noPlayers: 'No player logged in from them.',
    andMore: '{{names}} and {{more}} more',
    unnamedNarrow:
      'Names are shown for ranges of {{ipv4}} (IPv6: {{ipv6}}) or wider, so that no name points at one address.',
    unnamedPermission: 'Naming them needs the Analytics permission for this network.',
    paused:
      'Rules were tried too often on this network lately: figures are shown again from {{time}}.',
    unattributed:
      'Not counted: {{connections}} connections of floods whose addresses were not recorded (at most 1,000 per 10 seconds), so the figures may be higher.',
  },
  history: {
    beyond: 'Beyond your plan',
    note: 'Your plan keeps {{count}} day of analytics; earlier parts of this range stay empty.',
    note_other:
      'Your plan keeps {{count}} days of analytics; earlier parts of this range stay empty.',
    upgrade: 'Compare plans',
  },
  periods: {
    '1h': 'Last hour',
    '6h': 'Last 6 hours',
    '12h': 'Last 12 hours',
    '1d': 'Last 24 hours',
    '3d': 'Last 3 days',
    '1w': 'Last week',
    '2w': 'Last 2 weeks',
    '1M': 'Last 30 days',
    '3M': 'Last 90 days',
  },
};
