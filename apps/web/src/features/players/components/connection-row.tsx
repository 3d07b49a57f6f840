import { Table, Text } from '@mantine/core';
import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { playersNs } from '../i18n';
import { ConnectionVersion, whereFrom } from './connection-origin';
import { ConnectionOutcome } from './connection-outcome';

/** One connection as a table row: when, who, from where, which domain and release, outcome. */
export function ConnectionRow({ connection }: { connection: PlayerConnection }) {
  const { t, i18n } = useTranslation(playersNs);
  const { timeFormat } = usePreferences();
  const lang = i18n.language;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(connection.at, timeFormat, lang)}
      </Table.Td>
      <Table.Td>
        {connection.username ?? (
          <Text span c="dimmed" size="sm">
            {t('unknownName')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {whereFrom(connection, lang)}
        </Text>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{connection.domain ?? '—'}</Table.Td>
      <Table.Td>
        <ConnectionVersion connection={connection} />
      </Table.Td>
      <Table.Td>
        <ConnectionOutcome connection={connection} />
      </Table.Td>
    </Table.Tr>
  );
}
