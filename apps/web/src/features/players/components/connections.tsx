import { Stack, Table } from '@mantine/core';
import type { PlayerConnection } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { playersNs } from '../i18n';
import { ConnectionCard } from './connection-card';
import { ConnectionRow } from './connection-row';

const keyOf = (connection: PlayerConnection) =>
  `${connection.at}-${connection.outcome}-${connection.prefix}`;

/** A lookup's connections: cards on a phone, a table from `sm` on. */
export function Connections({ connections }: { connections: readonly PlayerConnection[] }) {
  const { t } = useTranslation(playersNs);
  return (
    <>
      <Stack gap="xs" hiddenFrom="sm">
        {connections.map((connection) => (
          <ConnectionCard key={keyOf(connection)} connection={connection} />
        ))}
      </Stack>
      <Table verticalSpacing="sm" visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.when')}</Table.Th>
            <Table.Th>{t('columns.player')}</Table.Th>
            <Table.Th>{t('columns.from')}</Table.Th>
            <Table.Th>{t('columns.domain')}</Table.Th>
            <Table.Th>{t('columns.version')}</Table.Th>
            <Table.Th>{t('columns.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connections.map((connection) => (
            <ConnectionRow key={keyOf(connection)} connection={connection} />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
