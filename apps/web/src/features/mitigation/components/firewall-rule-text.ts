import type { FirewallKind, FirewallRule } from '@/api/firewall-kinds';
import { formatCountry } from '@/lib/format';

/** How a rule reads in the table and in the search, in the given language. */
export function ruleText(
  kind: FirewallKind,
  rule: FirewallRule<FirewallKind>,
  locale: string,
): string {
  if (kind === 'ip') return (rule as FirewallRule<'ip'>).cidr;
  if (kind === 'asn') return `AS${(rule as FirewallRule<'asn'>).asn}`;
  const country = rule as FirewallRule<'country'>;
  return `${formatCountry(country.country_code, country.country_name, locale)} (${country.country_code})`;
}
