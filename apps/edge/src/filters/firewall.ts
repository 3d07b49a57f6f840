import { BlockList, isIPv4 } from 'node:net';
import type { EdgeNetwork } from '@palisade/contract';

export type Verdict = 'allow' | 'block' | 'none';

/** Where an address is; asked only when a rule needs it (the lookups cost per connection). */
export interface GeoOf {
  asn(): number | null;
  country(): string | null;
}

/** A network's IP, ASN and country rules compiled for lookups per connection. */
export interface CompiledFirewall {
  check(address: string, geo: GeoOf): Verdict;
}

function blockList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix = ''] = cidr.split('/');
    list.addSubnet(address, Number(prefix), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Allow beats block: an address on an allow list passes whatever else blocks it. */
export function compileFirewall(rules: EdgeNetwork['firewall']): CompiledFirewall {
  const allowIp = blockList(rules.ip.filter((r) => r.allow).map((r) => r.value));
  const blockIp = blockList(rules.ip.filter((r) => !r.allow).map((r) => r.value));
  const allowAsn = new Set(rules.asn.filter((r) => r.allow).map((r) => r.value));
  const blockAsn = new Set(rules.asn.filter((r) => !r.allow).map((r) => r.value));
  const allowCountry = new Set(rules.country.filter((r) => r.allow).map((r) => r.value));
  const blockCountry = new Set(rules.country.filter((r) => !r.allow).map((r) => r.value));
  const empty = rules.ip.length + rules.asn.length + rules.country.length === 0;
  return {
    check(address, geo) {
      if (empty) return 'none';
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
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
