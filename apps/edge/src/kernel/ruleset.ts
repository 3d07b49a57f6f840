import { BlockList, isIPv4 } from 'node:net';
import type { EdgeNetwork } from '@palisade/contract';

/**
 * The nftables table an edge owns, as `nft -f` scripts: pure text, no I/O, so the rules are
 * table-tested as they are written. One table (`inet`, both families) holds everything the edge
 * drops in the kernel; nothing outside it is touched. See docs/edge.md#kernel-first-line.
 */

/** Elements a set holds at most; past it the oldest entries leave first (`kernel-filter.ts`). */
export const maxElements = 65_536;

/** What the kernel is told about one port of a Bedrock tunnel (one network per port). */
export interface BedrockPortRules {
  port: number;
  /** The network's IP rules in force: CIDRs, allow or block, with the seconds they have left. */
  rules: { cidr: string; allow: boolean; seconds: number | null }[];
}

export interface Layout {
  table: string;
  javaPort: number;
  bedrock: BedrockPortRules[];
  /** New Java connections per second one address may open before the kernel drops them. */
  javaPerSecond: number;
  /** Java connections one address may hold open at once. */
  javaConcurrent: number;
  /** Unconnected pings per second one address may send a Bedrock port: each costs a pong. */
  bedrockPingsPerSecond: number;
  /** Open-connection requests per second one address may send a Bedrock port. */
  bedrockPerSecond: number;
}

/**
 * An address with the seconds it stays in a set; null: until removed. `port`: a Bedrock tunnel
 * port the entry holds for alone (the `ban` sets, `port . address`). `chain`: the jail chain a
 * jailed address goes to (the `jail` maps), which counts it for its network.
 */
export interface Element {
  address: string;
  seconds: number | null;
  port?: number;
  chain?: string;
}

/** How an element is written in a set: `address`, or `port . address`. */
const key = (e: Element) => (e.port === undefined ? e.address : `${e.port} . ${e.address}`);

/**
 * The jail chain of a network (null: the edge's own, for garbage senders): it counts what it
 * refuses in the `refused` set's element of the same name, so one listing of that set tells each
 * network's kernel refusals however many addresses are jailed.
 */
export const jailChain = (networkId: number | null) =>
  networkId === null ? 'jail_edge' : `jail_${networkId}`;

/** The network a jail chain counts for; null for the edge's own. */
export function jailNetwork(name: string): number | null | undefined {
  if (name === 'jail_edge') return null;
  const id = /^jail_(\d+)$/.exec(name)?.[1];
  return id === undefined ? undefined : Number(id);
}

/**
 * A jail chain: its count, then a TCP reset for a SYN (as HAProxy's reject ends a connection: a
 * dropped SYN would come back at 1, 3 and 7 s, each retransmit costing the kernel again) and a
 * silent drop for a datagram.
 */
const jailStatements = (chain: string) => [
  count(chain),
  'meta l4proto tcp reject with tcp reset',
  'drop',
];

/** A jail chain, added to the running table (`add` leaves an existing one be). */
export function jailChainLines(table: string, chain: string): string[] {
  return [
    `add chain inet ${table} ${chain}`,
    ...jailStatements(chain).map((statement) => `add rule inet ${table} ${chain} ${statement}`),
  ];
}

export const family = (address: string): '4' | '6' => (isIPv4(address) ? '4' : '6');

/** An element as added: its key, its timeout, and in a jail map the chain it goes to. */
const member = (e: Element) =>
  key(e) + timeout(e.seconds) + (e.chain === undefined ? '' : ` : goto ${e.chain}`);

/** `nft` wants whole seconds of at least one. */
const timeout = (seconds: number | null) =>
  seconds === null ? '' : ` timeout ${Math.max(1, Math.ceil(seconds))}s`;

const elements = (items: string[]) => (items.length ? ` elements = { ${items.join(', ')} };` : '');

/** The kernel's refusals that no address or range counts, by name, read into `/metrics`. */
export const counters = ['java_rate', 'java_concurrent', 'bedrock_ping', 'bedrock_rate'] as const;
export type KernelCounter = (typeof counters)[number];

/**
 * Counts a refusal in the `refused` set, under `name` (a counter's, or a jail chain's): one
 * element with a counter each. Named counters would do, but listing them has `nft` 1.0.6 read
 * every set's elements first (60 to 80 ms with 10,000 jailed addresses); listing one set does not.
 */
const count = (name: string) => `update @refused { "${name}" }`;

/**
 * The whole table, replacing any table of the same name in one transaction (a restart finds the
 * last run's table and writes its own over it). `jailed`, `allowed` and `banned` (per Bedrock
 * port) carry the entries the edge holds now.
 */
export function tableScript(
  layout: Layout,
  jailed: Element[],
  allowed: Element[],
  banned: Element[],
): string {
  const { table } = layout;
  const set = (name: string, type: string, flags: string, extra = '') =>
    `  set ${name} { type ${type}; flags ${flags}; size ${maxElements};${extra} }`;
  const members = (items: Element[], f: '4' | '6') =>
    elements(items.filter((e) => family(e.address) === f).map(member));
  const chains = ['jail_edge', ...new Set(jailed.flatMap((e) => (e.chain ? [e.chain] : [])))];
  const rules = (f: '4' | '6', allow: boolean) =>
    layout.bedrock.flatMap(({ port, rules }) =>
      rules
        .filter((r) => r.allow === allow && family(r.cidr.split('/')[0] ?? '') === f)
        .map((r) => `${port} . ${r.cidr}${timeout(r.seconds)}`),
    );
  const ports = layout.bedrock.map((b) => b.port);
  // A datagram's first byte: unconnected pings (0x01, 0x02), open-connection requests 1 and 2.
  const pings = '@th,64,8 { 0x01, 0x02 }';
  const requests = '@th,64,8 { 0x05, 0x07 }';
  const offline = '@th,64,8 { 0x01, 0x02, 0x05, 0x07 }';
  const meter = (kind: string, saddr: string, rate: number, counter: string) =>
    `    ${kind} add @${counter}${saddr === 'ip' ? '4' : '6'} { ${saddr} saddr limit rate over ${rate}/second burst ${2 * rate} packets } ${count(counter)} drop`;
  return [
    `add table inet ${table}`,
    `delete table inet ${table}`,
    `table inet ${table} {`,
    // Jail chain names fit: `jail_` and an int4 id are at most 15 characters, as an ifname.
    `  set refused { type ifname; flags dynamic; counter; size ${maxElements};${elements(['jail_edge', ...counters].map((name) => `"${name}"`))} }`,
    // Each jailed address goes to the jail chain of the network it wronged, which counts it.
    `  map jail4 { type ipv4_addr : verdict; flags timeout; size ${maxElements};${members(jailed, '4')} }`,
    `  map jail6 { type ipv6_addr : verdict; flags timeout; size ${maxElements};${members(jailed, '6')} }`,
    set('allowed4', 'ipv4_addr', 'timeout', members(allowed, '4')),
    set('allowed6', 'ipv6_addr', 'timeout', members(allowed, '6')),
    set(
      'block4',
      'inet_service . ipv4_addr',
      'interval,timeout',
      ` counter;${elements(rules('4', false))}`,
    ),
    set(
      'block6',
      'inet_service . ipv6_addr',
      'interval,timeout',
      ` counter;${elements(rules('6', false))}`,
    ),
    // A network's rate bans, per tunnel port of the network: each element counts its drops.
    set('ban4', 'inet_service . ipv4_addr', 'timeout', ` counter;${members(banned, '4')}`),
    set('ban6', 'inet_service . ipv6_addr', 'timeout', ` counter;${members(banned, '6')}`),
    set('pass4', 'inet_service . ipv4_addr', 'interval,timeout', elements(rules('4', true))),
    set('pass6', 'inet_service . ipv6_addr', 'interval,timeout', elements(rules('6', true))),
    set('java_rate4', 'ipv4_addr', 'dynamic,timeout', ' timeout 60s;'),
    set('java_rate6', 'ipv6_addr', 'dynamic,timeout', ' timeout 60s;'),
    set('java_open4', 'ipv4_addr', 'dynamic'),
    set('java_open6', 'ipv6_addr', 'dynamic'),
    set('bedrock_ping4', 'ipv4_addr', 'dynamic,timeout', ' timeout 60s;'),
    set('bedrock_ping6', 'ipv6_addr', 'dynamic,timeout', ' timeout 60s;'),
    set('bedrock_rate4', 'ipv4_addr', 'dynamic,timeout', ' timeout 60s;'),
    set('bedrock_rate6', 'ipv6_addr', 'dynamic,timeout', ' timeout 60s;'),
    `  set bedrock_ports { type inet_service;${elements(ports.map(String))} }`,
    '  chain input {',
    '    type filter hook input priority filter - 10; policy accept;',
    `    tcp dport ${layout.javaPort} jump java`,
    '    udp dport @bedrock_ports jump bedrock',
    '  }',
    // Only new connections are judged: a player's established connection is never cut here.
    '  chain java {',
    '    tcp flags & (syn | ack) != syn accept',
    '    ip saddr @allowed4 accept',
    '    ip6 saddr @allowed6 accept',
    '    ip saddr vmap @jail4',
    '    ip6 saddr vmap @jail6',
    `    add @java_rate4 { ip saddr limit rate over ${layout.javaPerSecond}/second burst ${2 * layout.javaPerSecond} packets } ${count('java_rate')} drop`,
    `    add @java_rate6 { ip6 saddr limit rate over ${layout.javaPerSecond}/second burst ${2 * layout.javaPerSecond} packets } ${count('java_rate')} drop`,
    `    ct state new add @java_open4 { ip saddr ct count over ${layout.javaConcurrent} } ${count('java_concurrent')} drop`,
    `    ct state new add @java_open6 { ip6 saddr ct count over ${layout.javaConcurrent} } ${count('java_concurrent')} drop`,
    '  }',
    '  chain bedrock {',
    '    ip saddr @allowed4 accept',
    '    ip6 saddr @allowed6 accept',
    '    udp dport . ip saddr @pass4 accept',
    '    udp dport . ip6 saddr @pass6 accept',
    '    ip saddr vmap @jail4',
    '    ip6 saddr vmap @jail6',
    '    udp dport . ip saddr @block4 drop',
    '    udp dport . ip6 saddr @block6 drop',
    // A banned address's pings and open requests, as user space refuses them; a session it
    // holds already goes on (its datagrams start 0x80 to 0x8f), as in user space.
    `    ${offline} udp dport . ip saddr @ban4 drop`,
    `    ${offline} udp dport . ip6 saddr @ban6 drop`,
    meter(pings, 'ip', layout.bedrockPingsPerSecond, 'bedrock_ping'),
    meter(pings, 'ip6', layout.bedrockPingsPerSecond, 'bedrock_ping'),
    meter(requests, 'ip', layout.bedrockPerSecond, 'bedrock_rate'),
    meter(requests, 'ip6', layout.bedrockPerSecond, 'bedrock_rate'),
    '  }',
    ...chains.flatMap((name) => [
      `  chain ${name} {`,
      ...jailStatements(name).map((statement) => `    ${statement}`),
      '  }',
    ]),
    '}',
    '',
  ].join('\n');
}

/** The sets the edge adds to as it decides (each one per address family). */
export type ElementSet = 'jail' | 'allowed' | 'ban';

/** Adds to or removes from a set of the table: one line each, for one transaction. */
export function elementLines(
  table: string,
  set: ElementSet,
  change: 'add' | 'delete',
  items: Element[],
): string[] {
  return (['4', '6'] as const).flatMap((f) => {
    const mine = items.filter((e) => family(e.address) === f);
    if (mine.length === 0) return [];
    const list = mine.map((e) => (change === 'add' ? member(e) : key(e)));
    return [`${change} element inet ${table} ${set}${f} { ${list.join(', ')} }`];
  });
}

/**
 * A network's IP rules as a Bedrock port's kernel sets hold them: rules in force only, and a range
 * inside a wider one of the same kind left out (the kernel refuses overlapping ranges). The wider
 * range's end stands for both: the narrower may lapse early in the kernel, never late, and user
 * space still applies it.
 */
export function kernelRules(rules: EdgeNetwork['firewall']['ip'], now: number) {
  const live = rules
    .map((r) => ({
      cidr: r.value,
      allow: r.allow,
      seconds: r.expires_at === null ? null : (Date.parse(r.expires_at) - now) / 1000,
    }))
    .filter((r) => r.seconds === null || r.seconds > 0)
    .sort((a, b) => prefix(a.cidr) - prefix(b.cidr));
  const kept: BedrockPortRules['rules'] = [];
  const lists = { allow: new BlockList(), block: new BlockList() };
  for (const rule of live) {
    const [address = '', bits = ''] = rule.cidr.split('/');
    const type = family(address) === '4' ? 'ipv4' : 'ipv6';
    const list = lists[rule.allow ? 'allow' : 'block'];
    if (list.check(address, type)) continue;
    list.addSubnet(address, Number(bits), type);
    kept.push(rule);
  }
  return kept;
}

const prefix = (cidr: string) => Number(cidr.split('/')[1] ?? 0);
