import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import type { FirewallKind } from '@/api/firewall-kinds';
import { formatCountry } from '@/lib/format';
import { mitigationNs } from '../i18n';

/** What a rule matches: a country picked from the list, or an address or ASN typed. */
export function FirewallValueField({
  kind,
  inputProps,
}: {
  kind: FirewallKind;
  inputProps: GetInputPropsReturnType;
}) {
  const { t, i18n } = useTranslation(mitigationNs);
  const countries = useCountries();
  const label = t(`firewall.form.${kind}`);
  return kind === 'country' ? (
    <Select
      label={label}
      required
      searchable
      data-autofocus
      nothingFoundMessage={t('networks:noMatch')}
      data={(countries.data ?? [])
        .map((c) => ({
          value: String(c.id),
          label: `${formatCountry(c.code, c.name, i18n.language)} (${c.code})`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
      {...inputProps}
    />
  ) : (
    <TextInput
      label={label}
      description={kind === 'ip' ? t('firewall.form.ipHint') : t('firewall.form.asnHint')}
      required
      data-autofocus
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...inputProps}
    />
  );
}
