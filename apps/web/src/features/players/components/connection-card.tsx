import { Card, Group, Stack, Text } from '@mantine/core';
import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { playersNs } from '../i18n';
import { ConnectionVersion, whereFrom } from './connection-origin';
import { ConnectionOutcome } from './connection-outcome';

/** One connection as a card: what a phone shows instead of the table's row. */
export function ConnectionCard({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{connection.username ?? t('unknownName')}</Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(connection.at, timeFormat, lang)}
          </Text>
        </Group>
        <Text size="sm" ff="monospace">
          {whereFrom(connection, lang)}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {connection.domain && `${connection.domain} · `}
          <ConnectionVersion connection={connection} />
        </Text>
        <ConnectionOutcome connection={connection} />
      </Stack>
    </Card>
  );
}
