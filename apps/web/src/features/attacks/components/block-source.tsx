import type { AttackSource } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { formatCountry } from '@/lib/format';
import { attacksNs } from '../i18n';
import { BlockMenu } from './block-menu';
import type { Blocked, Target } from './block-target';

/** Blocks one of an attack's sources: its provider (ASN) or its country. */
export function BlockSource({
  networkId,
  source,
  blocked,
}: {
  networkId: number;
  source: AttackSource;
  blocked: Blocked;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  const saveAsn = useSaveFirewallRule(networkId, 'asn');
  const saveCountry = useSaveFirewallRule(networkId, 'country');
  const countries = useCountries();
  const country = countries.data?.find((c) => c.code === source.country);
  const { asn } = source;
  const targets: Target[] = [];
  if (asn !== null) {
    const rule = blocked?.asn[String(asn)];
    targets.push({
      heading: t('block.asn', { asn }),
      name: `AS${asn}`,
      dryRun: <FirewallDryRun networkId={networkId} kind="asn" body={{ asn }} whitelist={false} />,
      blocked: rule,
      save: (expires_at) =>
        saveAsn.mutateAsync({
          ...(rule ? { id: rule.id } : {}),
          asn,
          whitelist: false,
          expires_at,
        }),
    });
  }
  if (country) {
    const name = formatCountry(country.code, country.name, i18n.language);
    const rule = blocked?.country[country.code];
    targets.push({
      heading: t('block.country', { country: name }),
      name,
      dryRun: (
        <FirewallDryRun
          networkId={networkId}
          kind="country"
          body={{ country_id: country.id }}
          whitelist={false}
        />
      ),
      blocked: rule,
      save: (expires_at) =>
        saveCountry.mutateAsync({
          ...(rule ? { id: rule.id } : {}),
          country_id: country.id,
          whitelist: false,
          expires_at,
        }),
    });
  }
  return <BlockMenu targets={targets} />;
}
