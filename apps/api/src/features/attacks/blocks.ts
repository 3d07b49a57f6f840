import type { AttackDetails, BlockingRule } from '@palisade/contract';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client';
import { normaliseCidr } from '../firewall/cidr';
import { listAsnRules, listCountryRules, listIpRules } from '../firewall/queries';
import type { AttackRow } from './queries';

const blocking = (id: number, rule: string, expiresAt: Date | null): BlockingRule => ({
  id,
  rule,
  expires_at: expiresAt?.toISOString() ?? null,
});

/** A block as an address and its length; a rule's CIDR is canonical (`normaliseCidr`). */
function parsed(cidr: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const [address = '', bits] = cidr.split('/');
  return [ipaddr.parse(address), Number(bits)];
}

/**
 * The block rules in force that refuse an attack's top addresses, prefixes, ASNs and countries
 * (allow rules are not blocks; an allow rule still wins at the edge, docs/edge.md). For an
 * address or prefix, the narrowest IP rule that covers all of it, so the dashboard offers to
 * change that rule instead of a second one the API refuses as a duplicate.
 */
export async function blockingRules(
  db: Db,
  attack: AttackRow,
): Promise<NonNullable<AttackDetails['blocked']>> {
  const [ipRules, asnRules, countryRules] = await Promise.all([
    listIpRules(db, attack.networkId),
    listAsnRules(db, attack.networkId),
    listCountryRules(db, attack.networkId),
  ]);
  const blocks = ipRules
    .filter((r) => !r.whitelist)
    .map((r) => ({ row: r, block: parsed(r.cidr) }))
    .sort((a, b) => b.block[1] - a.block[1]);
  const ip: Record<string, BlockingRule> = {};
  const shown = [
    ...attack.topAddresses.map((a) => a.address),
    ...attack.topPrefixes.map((p) => p.prefix),
  ];
  for (const source of shown) {
    const [address, bits] = parsed(normaliseCidr(source));
    const found = blocks.find(
      ({ block: [network, length] }) =>
        network.kind() === address.kind() &&
        length <= bits &&
        address.match(network as never, length),
    );
    if (found) ip[source] = blocking(found.row.id, found.row.cidr, found.row.expiresAt);
  }
  const asn: Record<string, BlockingRule> = {};
  for (const r of asnRules)
    if (!r.whitelist) asn[String(r.asn)] = blocking(r.id, `AS${r.asn}`, r.expiresAt);
  const country: Record<string, BlockingRule> = {};
  for (const { rule, country: c } of countryRules)
    if (!rule.whitelist) country[c.code] = blocking(rule.id, c.code, rule.expiresAt);
  return { ip, asn, country };
}
