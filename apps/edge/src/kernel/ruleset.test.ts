import { describe, expect, it } from 'vitest';
import { elementLines, jailChainLines, kernelRules, tableScript } from './ruleset';

const t0 = 1_800_000_000_000;
const rule = (value: string, allow = false, expires_at: string | null = null) => ({
  value,
  allow,
  expires_at,
});

describe('the kernel ruleset', () => {
  it("keeps a network's rules in force, leaving out ranges inside a wider one of their kind", () => {
    expect(
      kernelRules(
        [
          rule('10.1.0.0/16'),
          rule('10.0.0.0/8', false, new Date(t0 + 90_000).toISOString()),
          rule('10.1.2.0/24', true),
          rule('192.0.2.0/24', false, new Date(t0 - 1).toISOString()),
          rule('2001:db8::/32'),
          rule('2001:db8:1::/48'),
        ],
        t0,
      ),
    ).toEqual([
      { cidr: '10.0.0.0/8', allow: false, seconds: 90 },
      { cidr: '10.1.2.0/24', allow: true, seconds: null },
      { cidr: '2001:db8::/32', allow: false, seconds: null },
    ]);
  });

  it('writes the table whole, its entries with the seconds they have left', () => {
    const script = tableScript(
      {
        table: 'palisade_edge',
        javaPort: 25565,
        bedrock: [{ port: 19132, rules: [{ cidr: '10.0.0.0/8', allow: false, seconds: 90 }] }],
        javaPerSecond: 10,
        javaConcurrent: 64,
        bedrockPingsPerSecond: 5,
        bedrockPerSecond: 20,
      },
      [
        { address: '192.0.2.1', seconds: 59.2, chain: 'jail_7' },
        { address: '2001:db8::1', seconds: 0.2, chain: 'jail_edge' },
      ],
      [{ address: '198.51.100.7', seconds: 600 }],
      [{ address: '203.0.113.5', seconds: 120, port: 19132 }],
    ).split('\n');
    // Replaced in one transaction: made if missing, deleted, written again.
    expect(script.slice(0, 3)).toEqual([
      'add table inet palisade_edge',
      'delete table inet palisade_edge',
      'table inet palisade_edge {',
    ]);
    // A jailed address goes to its network's chain, which counts it: one element per network.
    expect(script).toContain(
      '  map jail4 { type ipv4_addr : verdict; flags timeout; size 65536; elements = { 192.0.2.1 timeout 60s : goto jail_7 }; }',
    );
    expect(script).toContain(
      '  map jail6 { type ipv6_addr : verdict; flags timeout; size 65536; elements = { 2001:db8::1 timeout 1s : goto jail_edge }; }',
    );
    expect(script).toContain(
      '  set refused { type ifname; flags dynamic; counter; size 65536; elements = { "jail_edge", "java_rate", "java_concurrent", "bedrock_ping", "bedrock_rate" }; }',
    );
    const chain = script.slice(script.indexOf('  chain jail_7 {'));
    expect(chain.slice(0, 5)).toEqual([
      '  chain jail_7 {',
      '    update @refused { "jail_7" }',
      '    meta l4proto tcp reject with tcp reset',
      '    drop',
      '  }',
    ]);
    expect(script).toContain(
      '  set allowed4 { type ipv4_addr; flags timeout; size 65536; elements = { 198.51.100.7 timeout 600s }; }',
    );
    expect(script).toContain(
      '  set block4 { type inet_service . ipv4_addr; flags interval,timeout; size 65536; counter; elements = { 19132 . 10.0.0.0/8 timeout 90s }; }',
    );
    expect(script).toContain(
      '  set ban4 { type inet_service . ipv4_addr; flags timeout; size 65536; counter; elements = { 19132 . 203.0.113.5 timeout 120s }; }',
    );
    expect(script).toContain(
      '    @th,64,8 { 0x01, 0x02, 0x05, 0x07 } udp dport . ip saddr @ban4 drop',
    );
    expect(script).toContain('  set bedrock_ports { type inet_service; elements = { 19132 }; }');
    expect(script).toContain('    tcp dport 25565 jump java');
    expect(script).toContain(
      '    @th,64,8 { 0x01, 0x02 } add @bedrock_ping4 { ip saddr limit rate over 5/second burst 10 packets } update @refused { "bedrock_ping" } drop',
    );
    // Allowed before jailed, only new connections judged.
    const java = script.slice(script.indexOf('  chain java {'));
    expect(java.slice(1, 6)).toEqual([
      '    tcp flags & (syn | ack) != syn accept',
      '    ip saddr @allowed4 accept',
      '    ip6 saddr @allowed6 accept',
      '    ip saddr vmap @jail4',
      '    ip6 saddr vmap @jail6',
    ]);
  });

  it('adds and removes entries per address family, in one line each', () => {
    expect(
      elementLines('palisade_edge', 'jail', 'add', [
        { address: '192.0.2.1', seconds: 30, chain: 'jail_3' },
        { address: '192.0.2.2', seconds: 30, chain: 'jail_edge' },
        { address: '::1', seconds: null, chain: 'jail_3' },
      ]),
    ).toEqual([
      'add element inet palisade_edge jail4 { 192.0.2.1 timeout 30s : goto jail_3, 192.0.2.2 timeout 30s : goto jail_edge }',
      'add element inet palisade_edge jail6 { ::1 : goto jail_3 }',
    ]);
    expect(jailChainLines('palisade_edge', 'jail_3')).toEqual([
      'add chain inet palisade_edge jail_3',
      'add rule inet palisade_edge jail_3 update @refused { "jail_3" }',
      'add rule inet palisade_edge jail_3 meta l4proto tcp reject with tcp reset',
      'add rule inet palisade_edge jail_3 drop',
    ]);
    expect(
      elementLines('palisade_edge', 'ban', 'add', [
        { address: '2001:db8::5', seconds: 60, port: 19133 },
      ]),
    ).toEqual(['add element inet palisade_edge ban6 { 19133 . 2001:db8::5 timeout 60s }']);
  });
});
