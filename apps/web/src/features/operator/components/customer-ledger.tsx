import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import type { CustomerDetails } from '../api/customers';
import { operatorNs } from '../i18n';
import { ScrollingTable } from './scrolling-table';

/** An account's ledger: each charge and credit with the balance after it. */
export function CustomerLedger({ customer }: { customer: CustomerDetails }) {
  const { t, i18n } = useTranslation(operatorNs);
  const locale = i18n.language;
  return (
    <>
      <Title order={3} size="h6">
        {t('customers.ledger')}
      </Title>
      {customer.ledger.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('customers.noLedger')}
        </Text>
      ) : (
        <ScrollingTable minWidth={420} label={t('customers.ledger')}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {customer.ledger.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDate(e.created_at, locale)}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoney(e.amount, locale)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" c="dimmed">
                    {formatMoney(e.balance_after, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </>
  );
}
