import { Table, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/components/network/can';
import { formatCount, formatPercent } from '@/lib/format';
import { attacksNs } from '../i18n';

interface SourceRow {
  key: string;
  /** What the source is: its ASN and country, or its subnet. */
  cells: string[];
  count: number;
  /** Its Block menu, shown to those with `update_firewall`. */
  block: ReactNode;
}

/** Where an attack came from, largest first: each source's connections, share and block. */
export function SourceTable({
  title,
  heads,
  total,
  rows,
  monospace = false,
}: {
  title: string;
  heads: string[];
  /** The attack's connections, which the shares are of. */
  total: number;
  rows: SourceRow[];
  monospace?: boolean;
}) {
  const { t, i18n } = useTranslation(attacksNs);
  if (rows.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {/* Wider than a phone: the table scrolls, and keyboard users can scroll it too. */}
      <Table.ScrollContainer
        minWidth={300}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': title } }}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              {heads.map((head) => (
                <Table.Th key={head}>{head}</Table.Th>
              ))}
              <Table.Th ta="right">{t('details.connections')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('details.share')}
              </Table.Th>
              <Can permission="update_firewall">
                <Table.Th>
                  <VisuallyHidden>{t('block.button')}</VisuallyHidden>
                </Table.Th>
              </Can>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <Table.Td key={heads[i]} ff={monospace ? 'monospace' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatCount(row.count, i18n.language)}</Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {total > 0 ? formatPercent(row.count / total, i18n.language) : ''}
                </Table.Td>
                <Can permission="update_firewall">
                  <Table.Td ta="right">{row.block}</Table.Td>
                </Can>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
