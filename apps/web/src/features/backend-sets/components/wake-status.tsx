import { Text } from '@mantine/core';
import type { BackendSet } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { backendSetsNs } from '../i18n';

/** The last wake of a set on its card: when, and whether the calls went through. */
export function WakeStatus({ wake }: { wake: BackendSet['wake'] }) {
  const { t, i18n } = useTranslation(backendSetsNs);
  const { timeFormat } = usePreferences();
  if (!wake.last_at)
    return (
      <Text size="sm" c="dimmed">
        {t('wake.never')}
      </Text>
    );
  const at = formatDateTime(wake.last_at, timeFormat, i18n.language);
  const outcome = wake.last_ok === null ? 'pending' : wake.last_ok ? 'ok' : 'failed';
  return (
    <Text size="sm" c={outcome === 'failed' ? 'danger' : undefined}>
      {t(`wake.last.${outcome}`, { at })}
      {wake.last_error && (
        <Text span size="xs" display="block" style={{ whiteSpace: 'pre-line' }}>
          {wake.last_error}
        </Text>
      )}
    </Text>
  );
}
