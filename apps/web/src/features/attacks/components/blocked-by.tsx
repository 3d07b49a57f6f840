import { Text } from '@mantine/core';
import type { BlockingRule } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { attacksNs } from '../i18n';
import type { Target } from './block-target';

/**
 * "Blocked until …" of a rule in force, naming the rule when it is wider than the target, and
 * the target when the row has several (a provider and a country).
 */
export function BlockedBy({
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
