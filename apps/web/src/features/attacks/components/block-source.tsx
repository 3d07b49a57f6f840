import { Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AttackPrefix, AttackSource } from '@palisade/contract';
import { IconBan, IconChevronDown } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/api/countries';
import { expiryIn } from '@/api/firewall-kinds';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { formatCountry } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { attacksNs } from '../i18n';

/** How long a block from an attack lasts, in hours; `always` until it is removed. */
const durations = ['1', '24', 'always'] as const;
type Duration = (typeof durations)[number];

const expiresAt = (duration: Duration) =>
  duration === 'always' ? null : expiryIn(Number(duration));

/**
 * Something a block can refuse: its heading in the menu, its name, what the rule would have
 * refused lately (shown before confirming), and the rule it makes.
 */
interface Target {
  heading: string;
  name: string;
  dryRun: ReactNode;
  save: (expires_at: string | null) => Promise<unknown>;
}

/**
 * A menu that blocks what an attack came from for an hour, a day or until removed: a firewall
 * rule that ends by itself (docs/api.md, firewall), after a confirmation that says how long.
 */
function BlockMenu({ targets }: { targets: Target[] }) {
  const { t } = useTranslation(attacksNs);
  const confirm = (target: Target, duration: Duration) =>
    modals.openConfirmModal({
      title: t('block.confirmTitle', { what: target.name }),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t(`block.confirmBody.${duration}`)}</Text>
          {target.dryRun}
        </Stack>
      ),
      labels: { confirm: t('block.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        target.save(expiresAt(duration)).then(
          () =>
            notifications.show({
              color: 'success',
              message: t('block.done', { what: target.name }),
            }),
          (error: unknown) => notifications.show({ color: 'danger', message: errorText(error) }),
        ),
    });
  if (targets.length === 0) return null;
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
        {targets.map((target) => (
          <Fragment key={target.name}>
            <Menu.Label>{target.heading}</Menu.Label>
            {durations.map((duration) => (
              <Menu.Item key={duration} onClick={() => confirm(target, duration)}>
                {t(`block.for.${duration}`)}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Blocks one of an attack's sources: its provider (ASN) or its country. */
export function BlockSource({ networkId, source }: { networkId: number; source: AttackSource }) {
  const { t, i18n } = useTranslation(attacksNs);
  const saveAsn = useSaveFirewallRule(networkId, 'asn');
  const saveCountry = useSaveFirewallRule(networkId, 'country');
  const countries = useCountries();
  const country = countries.data?.find((c) => c.code === source.country);
  const { asn } = source;
  const targets: Target[] = [];
  if (asn !== null)
    targets.push({
      heading: t('block.asn', { asn }),
      name: `AS${asn}`,
      dryRun: <FirewallDryRun networkId={networkId} kind="asn" body={{ asn }} whitelist={false} />,
      save: (expires_at) => saveAsn.mutateAsync({ asn, whitelist: false, expires_at }),
    });
  if (country) {
    const name = formatCountry(country.code, country.name, i18n.language);
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
      save: (expires_at) =>
        saveCountry.mutateAsync({ country_id: country.id, whitelist: false, expires_at }),
    });
  }
  return <BlockMenu targets={targets} />;
}

/** Blocks one of an attack's /24 or /48 prefixes. */
export function BlockPrefix({ networkId, prefix }: { networkId: number; prefix: AttackPrefix }) {
  const { t } = useTranslation(attacksNs);
  const saveIp = useSaveFirewallRule(networkId, 'ip');
  return (
    <BlockMenu
      targets={[
        {
          heading: t('block.prefix', { prefix: prefix.prefix }),
          name: prefix.prefix,
          dryRun: (
            <FirewallDryRun
              networkId={networkId}
              kind="ip"
              body={{ cidr: prefix.prefix }}
              whitelist={false}
            />
          ),
          save: (expires_at) =>
            saveIp.mutateAsync({ cidr: prefix.prefix, whitelist: false, expires_at }),
        },
      ]}
    />
  );
}
