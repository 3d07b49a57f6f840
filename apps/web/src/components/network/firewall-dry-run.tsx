import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { type FirewallDryRun as DryRun, dryRunNamedPrefix } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import type { FirewallBody, FirewallKind } from '@/api/firewall-kinds';
import { useFirewallDryRun } from '@/api/save-firewall-rule';
import { networksNs } from '@/i18n/networks';
import { formatCount, formatDateTime, formatTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

interface Props<K extends FirewallKind> {
  networkId: number;
  kind: K;
  /** The rule as it would be saved; null while there is nothing valid to try. */
  body: FirewallBody<K> | null;
  /** An allow rule lets in what it matches; a block rule refuses it. */
  whitelist: boolean;
}

/**
 * What a rule would have done in the last day had it been in force: connections, addresses and
 * the players among them (docs/api.md, firewall dry run). Shown before a rule is saved.
 */
export function FirewallDryRun<K extends FirewallKind>({
  networkId,
  kind,
  body,
  whitelist,
}: Props<K>) {
  const { t, i18n } = useTranslation(networksNs);
  const { timeFormat } = usePreferences();
  const { dryRun, pausedUntil } = useFirewallDryRun(networkId, kind, body);
  if (body === null) return null;
  if (pausedUntil !== null)
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('dryRun.paused', { time: formatTime(pausedUntil, timeFormat, i18n.language) })}
      </Text>
    );
  if (dryRun.isPending)
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('dryRun.checking')}
        </Text>
      </Group>
    );
  if (dryRun.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('dryRun.failed')}
      </Text>
    );
  return <Figures figures={dryRun.data} whitelist={whitelist} />;
}

function Figures({ figures, whitelist }: { figures: DryRun; whitelist: boolean }) {
  const { t, i18n } = useTranslation(networksNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  const since = formatDateTime(figures.since, timeFormat, lang);
  const shown = figures.player_names.join(', ');
  const more = figures.players - figures.player_names.length;
  const refusesPlayers = !whitelist && figures.players > 0;
  // The API names no one for a narrow range, nor to a sub-user without analytics: count only.
  const withheld = figures.player_names_withheld;
  const names = more > 0 ? t('dryRun.andMore', { names: shown, more }) : shown;
  const players = withheld === null ? names : formatCount(figures.players, lang);
  return (
    <Alert
      color={refusesPlayers ? 'warning' : 'gray'}
      variant="light"
      title={t(whitelist ? 'dryRun.allowTitle' : 'dryRun.blockTitle', { since })}
      aria-live="polite"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('dryRun.connections')}: <b>{formatCount(figures.connections, lang)}</b>
          {' · '}
          {t('dryRun.addresses')}: <b>{formatCount(figures.addresses, lang)}</b>
        </Text>
        <Text size="sm">
          {figures.players === 0 ? t('dryRun.noPlayers') : `${t('dryRun.players')}: ${players}`}
        </Text>
        {figures.players > 0 && withheld !== null && (
          <Text size="xs" c="dimmed">
            {withheld === 'narrow_range'
              ? t('dryRun.unnamedNarrow', {
                  ipv4: `/${dryRunNamedPrefix.ipv4}`,
                  ipv6: `/${dryRunNamedPrefix.ipv6}`,
                })
              : t('dryRun.unnamedPermission')}
          </Text>
        )}
        {figures.unattributed_connections > 0 && (
          <Text size="xs" c="dimmed">
            {t('dryRun.unattributed', {
              connections: formatCount(figures.unattributed_connections, lang),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
