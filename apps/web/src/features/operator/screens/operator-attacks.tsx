import { Card, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatBitRate, formatCount, formatDateTime } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useAttacksNow } from '../api/fleet';
import { ScrollingTable } from '../components/scrolling-table';
import { operatorNs } from '../i18n';

/** Every network under attack across the service, the biggest first; refreshed every 10 s. */
export function Component() {
  const { t, i18n } = useTranslation(operatorNs);
  const { timeFormat } = usePreferences();
  const locale = i18n.language;
  const attacks = useAttacksNow();
  return (
    <Card padding="lg">
      <QueryState queries={[attacks]}>
        {() =>
          attacks.data?.length === 0 ? (
            <Text c="dimmed">{t('attacks.none')}</Text>
          ) : (
            <ScrollingTable minWidth={820} label={t('attacks.network')}>
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('attacks.network')}</Table.Th>
                    <Table.Th>{t('attacks.owner')}</Table.Th>
                    <Table.Th>{t('attacks.type')}</Table.Th>
                    <Table.Th>{t('attacks.since')}</Table.Th>
                    <Table.Th ta="right">{t('attacks.peak')}</Table.Th>
                    <Table.Th ta="right">{t('attacks.bandwidth')}</Table.Th>
                    <Table.Th ta="right">{t('attacks.dropped')}</Table.Th>
                    <Table.Th>{t('attacks.domain')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {attacks.data?.map((a) => (
                    <Table.Tr key={a.attack_id}>
                      <Table.Td>
                        {a.network_name}{' '}
                        <Text span c="dimmed" size="xs">
                          #{a.network_id}
                        </Text>
                      </Table.Td>
                      <Table.Td>{a.owner_email}</Table.Td>
                      <Table.Td>{t(`attacks.types.${a.type}`)}</Table.Td>
                      <Table.Td>{formatDateTime(a.started_at, timeFormat, locale)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatCount(a.peak_cps, locale)}
                      </Table.Td>
                      <Table.Td ta="right">{formatBitRate(a.peak_bps, locale)}</Table.Td>
                      <Table.Td ta="right">{formatCount(a.dropped, locale)}</Table.Td>
                      <Table.Td>{a.target_domain ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollingTable>
          )
        }
      </QueryState>
    </Card>
  );
}
