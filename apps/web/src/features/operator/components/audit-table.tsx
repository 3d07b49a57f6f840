import { Code, Table } from '@mantine/core';
import type { AuditEntry } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { operatorNs } from '../i18n';
import { ScrollingTable } from './scrolling-table';

/** Audit entries: when, who, what to what, from where, and the action's details as JSON. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
  return (
    <ScrollingTable minWidth={760} label={t('audit.action')}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.when')}</Table.Th>
            <Table.Th>{t('audit.operator')}</Table.Th>
            <Table.Th>{t('audit.action')}</Table.Th>
            <Table.Th>{t('audit.target')}</Table.Th>
            <Table.Th>{t('audit.source')}</Table.Th>
            <Table.Th>{t('audit.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{formatDateTime(e.created_at, timeFormat, i18n.language, true)}</Table.Td>
              <Table.Td>{e.operator}</Table.Td>
              <Table.Td ff="monospace">{e.action}</Table.Td>
              <Table.Td>{e.target}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {e.source}
              </Table.Td>
              <Table.Td>
                {Object.keys(e.detail).length > 0 && (
                  <Code fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {JSON.stringify(e.detail)}
                  </Code>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
