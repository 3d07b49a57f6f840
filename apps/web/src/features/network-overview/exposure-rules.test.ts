import { describe, expect, it } from 'vitest';
import { firewallRules, portOf } from './exposure-rules';

describe('firewall rules for exposed backends', () => {
  it('finds the port of every kind of backend address', () => {
    expect(
      ['203.0.113.7:25565', '[2001:db8::1]:25566', 'mc.example.com:25577'].map(portOf),
    ).toEqual([25565, 25566, 25577]);
  });

  it('allows the edges first, then drops the rest, per port and address family', () => {
    const rules = firewallRules([25566, 25565, 25565], ['198.51.100.1', '2001:db8::10']);
    expect(rules.ufw.split('\n')).toEqual([
      'sudo ufw allow proto tcp from 198.51.100.1 to any port 25565',
      'sudo ufw allow proto tcp from 2001:db8::10 to any port 25565',
      'sudo ufw deny proto tcp from any to any port 25565',
      'sudo ufw allow proto tcp from 198.51.100.1 to any port 25566',
      'sudo ufw allow proto tcp from 2001:db8::10 to any port 25566',
      'sudo ufw deny proto tcp from any to any port 25566',
    ]);
    expect(rules.iptables.split('\n').slice(0, 4)).toEqual([
      'sudo iptables -A INPUT -p tcp --dport 25565 -s 198.51.100.1 -j ACCEPT',
      'sudo ip6tables -A INPUT -p tcp --dport 25565 -s 2001:db8::10 -j ACCEPT',
      'sudo iptables -A INPUT -p tcp --dport 25565 -j DROP',
      'sudo ip6tables -A INPUT -p tcp --dport 25565 -j DROP',
    ]);
    expect(rules.nftables).toBe(
      [
        "sudo nft -f - <<'EOF'",
        'table inet palisade {',
        '  chain input {',
        '    type filter hook input priority 0; policy accept;',
        '    tcp dport { 25565, 25566 } ip saddr { 198.51.100.1 } accept',
        '    tcp dport { 25565, 25566 } ip6 saddr { 2001:db8::10 } accept',
        '    tcp dport { 25565, 25566 } drop',
        '  }',
        '}',
        'EOF',
      ].join('\n'),
    );
  });

  it('leaves out a family no edge uses', () => {
    const rules = firewallRules([25565], ['198.51.100.1']);
    expect(rules.nftables).not.toContain('ip6 saddr');
    expect(rules.nftables).toContain('tcp dport 25565 ip saddr { 198.51.100.1 } accept');
    expect(rules.iptables).not.toContain('ip6tables -A INPUT -p tcp --dport 25565 -s');
  });
});
