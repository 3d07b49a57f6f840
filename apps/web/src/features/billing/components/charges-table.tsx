import { Card, Group, Table, Text, Title } from '@mantine/core';
import type { ledgerEntry } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate, formatMoney } from '@/lib/format';
import { billingNs } from '../i18n';

type Entry = z.infer<typeof ledgerEntry>;

/** This calendar month's charges (subscription, premium networks, bandwidth) from the ledger. */
export function ChargesTable({ entries }: { entries: readonly Entry[] }) {
  const { t, i18n } = useTranslation(billingNs);
  const locale = i18n.language;
  const now = new Date();
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const charges = entries.filter(
    (e) => e.kind !== 'credit' && Date.parse(e.created_at) >= monthStart,
  );
  const totalCents = charges.reduce((sum, e) => sum - e.amount_cents, 0);
  return (
    <Card padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('overview.charges')}
        </Title>
        <Text size="sm">
          {t('overview.total')} <b>{formatMoney(totalCents / 100, locale)}</b>
        </Text>
      </Group>
      {charges.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('overview.chargesEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overview.date')}</Table.Th>
                <Table.Th>{t('overview.kind')}</Table.Th>
                <Table.Th>{t('overview.description')}</Table.Th>
                <Table.Th ta="right">{t('overview.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDate(entry.created_at, locale)}</Table.Td>
                  <Table.Td>{t(`overview.kinds.${entry.kind}`)}</Table.Td>
                  <Table.Td>{entry.description}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoney(-entry.amount_cents / 100, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
