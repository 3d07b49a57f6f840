/**
 * Ready-to-paste rules that let only Palisade's edges reach a backend's ports: each tool's
 * allow lines for the edge addresses, then the drop for everyone else, in that order.
 */
export interface FirewallRules {
  ufw: string;
  iptables: string;
  nftables: string;
}

/** The port of a backend address (`host:port`, `[v6]:port`; the contract requires the port). */
export const portOf = (address: string) => Number(address.slice(address.lastIndexOf(':') + 1));

const isV6 = (address: string) => address.includes(':');

export function firewallRules(ports: number[], edges: string[]): FirewallRules {
  const list = [...new Set(ports)].sort((a, b) => a - b);
  const v4 = edges.filter((a) => !isV6(a));
  const v6 = edges.filter(isV6);
  const ufw = list.flatMap((port) => [
    ...edges.map((edge) => `sudo ufw allow proto tcp from ${edge} to any port ${port}`),
    `sudo ufw deny proto tcp from any to any port ${port}`,
  ]);
  const iptables = list.flatMap((port) => [
    ...v4.map((edge) => `sudo iptables -A INPUT -p tcp --dport ${port} -s ${edge} -j ACCEPT`),
    ...v6.map((edge) => `sudo ip6tables -A INPUT -p tcp --dport ${port} -s ${edge} -j ACCEPT`),
    `sudo iptables -A INPUT -p tcp --dport ${port} -j DROP`,
    `sudo ip6tables -A INPUT -p tcp --dport ${port} -j DROP`,
  ]);
  const dport = list.length === 1 ? `${list[0]}` : `{ ${list.join(', ')} }`;
  // A shell command that loads the table, so it runs as pasted like the others.
  const nftables = [
    "sudo nft -f - <<'EOF'",
    'table inet palisade {',
    '  chain input {',
    '    type filter hook input priority 0; policy accept;',
    ...(v4.length > 0 ? [`    tcp dport ${dport} ip saddr { ${v4.join(', ')} } accept`] : []),
    ...(v6.length > 0 ? [`    tcp dport ${dport} ip6 saddr { ${v6.join(', ')} } accept`] : []),
    `    tcp dport ${dport} drop`,
    '  }',
    '}',
    'EOF',
  ];
  return { ufw: ufw.join('\n'), iptables: iptables.join('\n'), nftables: nftables.join('\n') };
}

/**
 * The server settings that refuse connections without a PROXY protocol header, which only the
 * edges send (the backend set's PROXY protocol switch must be on first).
 */
export const proxySettings = {
  velocity: '# velocity.toml\nhaproxy-protocol = true',
  bungeecord: '# config.yml, listeners\nproxy_protocol: true',
  paper: '# config/paper-global.yml\nproxies:\n  proxy-protocol: true',
} as const;
