import type { FirewallKind, FirewallRule } from '../api/kinds';

/** How a rule reads in the table and in the search. */
export function ruleText(kind: FirewallKind, rule: FirewallRule<FirewallKind>): string {
  if (kind === 'ip') return (rule as FirewallRule<'ip'>).cidr;
  if (kind === 'asn') return `AS${(rule as FirewallRule<'asn'>).asn}`;
  const country = rule as FirewallRule<'country'>;
  return `${country.country_name} (${country.country_code})`;
}
