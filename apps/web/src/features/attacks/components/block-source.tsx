import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AttackSource } from '@palisade/contract';
import { IconBan, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { formatCountry } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { attacksNs } from '../i18n';

/** How long a block from an attack lasts, in hours; `always` until it is removed. */
const durations = ['1', '24', 'always'] as const;
type Duration = (typeof durations)[number];

const expiresAt = (duration: Duration) =>
  duration === 'always' ? null : new Date(Date.now() + Number(duration) * 3_600_000).toISOString();

/**
 * Blocks one of an attack's sources, its provider (ASN) or its country, for an hour, a day or
 * until removed: a firewall rule that ends by itself (docs/api.md, firewall), after a
 * confirmation that says what it refuses.
 */
export function BlockSource({ networkId, source }: { networkId: number; source: AttackSource }) {
  const { t, i18n } = useTranslation(attacksNs);
  const saveAsn = useSaveFirewallRule(networkId, 'asn');
  const saveCountry = useSaveFirewallRule(networkId, 'country');
  const countries = useCountries();
  const country = source.country
    ? countries.data?.find((c) => c.code === source.country)
    : undefined;
  const asn = source.asn;

  const confirm = (what: string, duration: Duration, save: () => Promise<unknown>) =>
    modals.openConfirmModal({
      title: t('block.confirmTitle', { what }),
      children: <Text size="sm">{t(`block.confirmBody.${duration}`)}</Text>,
      labels: { confirm: t('block.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        save().then(
          () => notifications.show({ color: 'success', message: t('block.done', { what }) }),
          (error: unknown) => notifications.show({ color: 'danger', message: errorText(error) }),
        ),
    });

  const items = (what: string, save: (duration: Duration) => Promise<unknown>) =>
    durations.map((duration) => (
      <Menu.Item key={duration} onClick={() => confirm(what, duration, () => save(duration))}>
        {t(`block.for.${duration}`)}
      </Menu.Item>
    ));

  if (asn === null && !country) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          color="danger"
          leftSection={<IconBan size={14} aria-hidden />}
          rightSection={<IconChevronDown size={12} aria-hidden />}
        >
          {t('block.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {asn !== null && (
          <>
            <Menu.Label>{t('block.asn', { asn })}</Menu.Label>
            {items(`AS${asn}`, (duration) =>
              saveAsn.mutateAsync({ asn, whitelist: false, expires_at: expiresAt(duration) }),
            )}
          </>
        )}
        {country && (
          <>
            <Menu.Label>
              {t('block.country', {
                country: formatCountry(country.code, country.name, i18n.language),
              })}
            </Menu.Label>
            {items(formatCountry(country.code, country.name, i18n.language), (duration) =>
              saveCountry.mutateAsync({
                country_id: country.id,
                whitelist: false,
                expires_at: expiresAt(duration),
              }),
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
