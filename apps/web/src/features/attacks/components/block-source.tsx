import { Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AttackAddress, AttackPrefix, AttackSource, BlockingRule } from '@palisade/contract';
import { IconBan, IconChevronDown, IconClockEdit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attackKeys } from '@/api/attacks';
import { useCountries } from '@/api/countries';
import { expiryIn } from '@/api/firewall-kinds';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { formatCountry, formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/forms';
import { usePreferences } from '@/lib/preferences';
import { attacksNs } from '../i18n';

/** How long a block from an attack lasts, in hours; `always` until it is removed. */
const durations = ['1', '24', 'always'] as const;
type Duration = (typeof durations)[number];

const expiresAt = (duration: Duration) =>
  duration === 'always' ? null : expiryIn(Number(duration));

/**
 * Something a block can refuse: its heading in the menu, its name, what the rule would have
 * refused lately (shown before confirming), and the rule it makes; when a block rule in force
 * refuses it already, that rule, and `save` changes its end instead of adding a second rule
 * (which the API would refuse as a duplicate).
 */
interface Target {
  heading: string;
  name: string;
  dryRun: ReactNode;
  blocked: BlockingRule | undefined;
  /** What a change of `blocked` changes, where it is a wider rule than the target. */
  ruleName?: string | undefined;
  save: (expires_at: string | null) => Promise<unknown>;
}

/**
 * "Blocked until …" of a rule in force, naming the rule when it is wider than the target, and
 * the target when the row has several (a provider and a country).
 */
function BlockedBy({
  target,
  named,
}: {
  target: Target & { blocked: BlockingRule };
  named: boolean;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  const { timeFormat } = usePreferences();
  const { rule, expires_at } = target.blocked;
  const until = expires_at ? formatDateTime(expires_at, timeFormat, i18n.language) : null;
  const own = rule === target.name || rule === `${target.name}/32` || rule === `${target.name}/128`;
  const key = `${own ? 'blocked' : 'blockedBy'}${until ? 'Until' : 'Always'}${named ? '' : 'Short'}`;
  return (
    <Text size="xs" c="dimmed" ta="right">
      {t(`block.${key}`, { what: target.name, rule, date: until })}
    </Text>
  );
}

/**
 * A menu that blocks what an attack came from for an hour, a day or until removed: a firewall
 * rule that ends by itself (docs/api.md, firewall), after a confirmation that says how long. A
 * target a rule blocks already shows that rule and its end, and the menu changes the end.
 */
function BlockMenu({ targets }: { targets: Target[] }) {
  const { t } = useTranslation(attacksNs);
  const queryClient = useQueryClient();
  const confirm = (target: Target, duration: Duration) => {
    const change = target.blocked !== undefined;
    modals.openConfirmModal({
      title: change
        ? t('block.changeTitle', { what: target.ruleName ?? target.name })
        : t('block.confirmTitle', { what: target.name }),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {t(change ? `block.changeBody.${duration}` : `block.confirmBody.${duration}`)}
          </Text>
          {change ? null : target.dryRun}
        </Stack>
      ),
      labels: {
        confirm: t(change ? 'block.change' : 'block.confirm'),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: { color: 'danger' },
      onConfirm: () =>
        target.save(expiresAt(duration)).then(
          () => {
            // The attack's details name the rules in force: they changed.
            void queryClient.invalidateQueries({ queryKey: attackKeys.all });
            notifications.show({
              color: 'success',
              message: change
                ? t('block.changed', { what: target.ruleName ?? target.name })
                : t('block.done', { what: target.name }),
            });
          },
          (error: unknown) => notifications.show({ color: 'danger', message: errorText(error) }),
        ),
    });
  };
  if (targets.length === 0) return null;
  const allBlocked = targets.every((target) => target.blocked !== undefined);
  return (
    <Stack gap={4} align="flex-end">
      {targets.map((target) =>
        target.blocked ? (
          <BlockedBy
            key={target.name}
            target={{ ...target, blocked: target.blocked }}
            named={targets.length > 1}
          />
        ) : null,
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant={allBlocked ? 'default' : 'light'}
            color={allBlocked ? undefined : 'danger'}
            leftSection={
              allBlocked ? (
                <IconClockEdit size={14} aria-hidden />
              ) : (
                <IconBan size={14} aria-hidden />
              )
            }
            rightSection={<IconChevronDown size={12} aria-hidden />}
          >
            {t(allBlocked ? 'block.change' : 'block.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {targets.map((target) => (
            <Fragment key={target.name}>
              <Menu.Label>
                {target.blocked
                  ? t('block.changeHeading', { what: target.heading })
                  : target.heading}
              </Menu.Label>
              {durations.map((duration) => (
                <Menu.Item key={duration} onClick={() => confirm(target, duration)}>
                  {t(target.blocked ? `block.until.${duration}` : `block.for.${duration}`)}
                </Menu.Item>
              ))}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}

/** The rules in force for an attack's sources, by what they block (null: not readable). */
export type Blocked = {
  ip: Record<string, BlockingRule>;
  asn: Record<string, BlockingRule>;
  country: Record<string, BlockingRule>;
} | null;

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

/**
 * Blocks one of an attack's addresses or /24 and /48 prefixes; one a wider rule blocks already
 * changes that rule's end.
 */
export function BlockAddress({
  networkId,
  source,
  blocked,
}: {
  networkId: number;
  source: AttackPrefix | AttackAddress;
  blocked: Blocked;
}) {
  const { t } = useTranslation(attacksNs);
  const saveIp = useSaveFirewallRule(networkId, 'ip');
  const cidr = 'prefix' in source ? source.prefix : source.address;
  const rule = blocked?.ip[cidr];
  return (
    <BlockMenu
      targets={[
        {
          heading: t('prefix' in source ? 'block.prefix' : 'block.address', { prefix: cidr }),
          name: cidr,
          dryRun: (
            <FirewallDryRun networkId={networkId} kind="ip" body={{ cidr }} whitelist={false} />
          ),
          blocked: rule,
          ruleName: rule?.rule,
          save: (expires_at) =>
            saveIp.mutateAsync(
              rule
                ? { id: rule.id, cidr: rule.rule, whitelist: false, expires_at }
                : { cidr, whitelist: false, expires_at },
            ),
        },
      ]}
    />
  );
}
