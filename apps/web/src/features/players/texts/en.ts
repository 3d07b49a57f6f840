export default {
  intro:
    'When a player says they cannot join, look up their name (or where they connect from) to see each recent attempt and what Palisade decided.',
  query: 'Player name or address range',
  queryHint:
    'A name like Steve, or a range like 203.0.113.0/24. One address alone is not looked up: names are never tied to a single address.',
  search: 'Look up',
  narrow: 'Give a range of /24 (IPv4) or /48 (IPv6) or wider: one address alone is not looked up.',
  since: 'Connections since {{date}}, as long as your plan keeps them.',
  none: 'No connection of {{q}} in this time.',
  columns: {
    when: 'When',
    player: 'Player',
    from: 'From',
    domain: 'Domain',
    version: 'Version',
    outcome: 'What happened',
  },
  unknownName: 'Before login',
  outcomes: {
    played: 'Played',
    playedUntil: 'Played until {{date}}',
    login: 'Logged in, never played',
    refused: 'Refused',
  },
  reasons: {
    firewall: 'by a firewall rule (IP, provider, country or VPN)',
    rate_limit: 'for too many connections from the address',
    subnet: 'for too many connections from its subnet',
    asn: 'for too many connections from its provider',
    ping_check: 'by the ping check (no server-list ping first)',
    reconnect_check: 'by the reconnect check (first attempt; the next one passes)',
    verification: 'by the in-world check (or no check slot was free)',
    invalid: 'as not a Minecraft client',
    kernel_jail: 'in the kernel, as a jailed address',
    kernel_firewall: 'in the kernel, by a firewall rule',
  },
  limited: 'Lookups are limited to 60 per network in 15 minutes. Try again at {{time}}.',
};
