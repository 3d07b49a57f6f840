import { BlockList, isIPv4 } from 'node:net';
import type { EdgeNetwork } from '@palisade/contract';
import { unmapped } from './unmapped';

export type Verdict = 'allow' | 'block' | 'none';
type Family = 'ipv4' | 'ipv6';

/** Where an address is; asked only when a rule needs it (the lookups cost per connection). */
export interface GeoOf {
  asn(): number | null;
  country(): string | null;
}

/** A network's IP, ASN and country rules compiled for lookups per connection. */
export interface CompiledFirewall {
  check(address: string, geo: GeoOf): Verdict;
}

/**
 * One list per address family: Node's BlockList matches IPv4 addresses against IPv6 subnets
 * (as IPv4-mapped), so a `::/0` rule would otherwise take in every IPv4 client too.
 */
function blockList(cidrs: string[]): { check(address: string, family: Family): boolean } {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of cidrs) {
    const [address = '', prefix = ''] = cidr.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    lists[family].addSubnet(address, Number(prefix), family);
  }
  return { check: (address, family) => lists[family].check(address, family) };
}

type Rules = EdgeNetwork['firewall'];

/**
 * Allow beats block: an address on an allow list passes whatever else blocks it. A rule with an
 * `expires_at` stops applying at that time, snapshot or not: the rules in force are compiled
 * again when the next one ends.
 */
export function compileFirewall(rules: Rules): CompiledFirewall {
  const ends = [...rules.ip, ...rules.asn, ...rules.country].flatMap((r) =>
    r.expires_at === null ? [] : [Date.parse(r.expires_at)],
  );
  if (ends.length === 0) return compileRules(rules);
  let now = Date.now();
  let current = compileRules(inForce(rules, now));
  let until = Math.min(...ends.filter((end) => end > now));
  return {
    check(client, geo) {
      now = Date.now();
      if (now >= until) {
        current = compileRules(inForce(rules, now));
        until = Math.min(...ends.filter((end) => end > now));
      }
      return current.check(client, geo);
    },
  };
}

function inForce(rules: Rules, now: number): Rules {
  const live = <T extends { expires_at: string | null }>(list: T[]) =>
    list.filter((r) => r.expires_at === null || Date.parse(r.expires_at) > now);
  return { ip: live(rules.ip), asn: live(rules.asn), country: live(rules.country) };
}

function compileRules(rules: Rules): CompiledFirewall {
  const allowIp = blockList(rules.ip.filter((r) => r.allow).map((r) => r.value));
  const blockIp = blockList(rules.ip.filter((r) => !r.allow).map((r) => r.value));
  const allowAsn = new Set(rules.asn.filter((r) => r.allow).map((r) => r.value));
  const blockAsn = new Set(rules.asn.filter((r) => !r.allow).map((r) => r.value));
  const allowCountry = new Set(rules.country.filter((r) => r.allow).map((r) => r.value));
  const blockCountry = new Set(rules.country.filter((r) => !r.allow).map((r) => r.value));
  const empty = rules.ip.length + rules.asn.length + rules.country.length === 0;
  return {
    check(client, geo) {
      if (empty) return 'none';
      const address = unmapped(client);
      const family: Family = isIPv4(address) ? 'ipv4' : 'ipv6';
      const asn = allowAsn.size + blockAsn.size > 0 ? geo.asn() : null;
      const country = allowCountry.size + blockCountry.size > 0 ? geo.country() : null;
      if (
        allowIp.check(address, family) ||
        (asn !== null && allowAsn.has(asn)) ||
        (country !== null && allowCountry.has(country))
      ) {
        return 'allow';
      }
      if (
        blockIp.check(address, family) ||
        (asn !== null && blockAsn.has(asn)) ||
        (country !== null && blockCountry.has(country))
      ) {
        return 'block';
      }
      return 'none';
    },
  };
}
