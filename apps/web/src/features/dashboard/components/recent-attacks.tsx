import { Badge, Card, Table, Text, Title } from '@mantine/core';
import type { Attack, Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { dashboardNs } from '../i18n';

/** The newest attacks over every network (network, type, peak, duration, status). */
export function RecentAttacks({
  attacks,
  networks,
}: {
  attacks: readonly Attack[];
  networks: readonly Network[];
}) {
  const { t, i18n } = useTranslation(dashboardNs);
  const { timeFormat } = usePreferences();
  const names = new Map(networks.map((n) => [n.id, n.name]));
  const now = Date.now();
  return (
    <Card padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('recentAttacks.title')}
      </Title>
      {attacks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('recentAttacks.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recentAttacks.network')}</Table.Th>
                <Table.Th>{t('recentAttacks.type')}</Table.Th>
                <Table.Th>{t('recentAttacks.peak')}</Table.Th>
                <Table.Th>{t('recentAttacks.duration')}</Table.Th>
                <Table.Th>{t('recentAttacks.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attacks.map((attack) => {
                const start = Date.parse(attack.started_at);
                const end = attack.ended_at ? Date.parse(attack.ended_at) : now;
                return (
                  <Table.Tr key={`${attack.network_id}-${attack.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {names.get(attack.network_id) ?? attack.network_id}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(start, timeFormat, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`recentAttacks.types.${attack.type}`)}</Table.Td>
                    <Table.Td>
                      {t('recentAttacks.peakValue', {
                        cps: formatCount(attack.peak_cps, i18n.language),
                      })}
                    </Table.Td>
                    <Table.Td>{formatDuration((end - start) / 1000, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Badge
                        miw="max-content"
                        color={attack.ended_at ? 'gray' : 'danger'}
                        variant="light"
                      >
                        {t(attack.ended_at ? 'recentAttacks.ended' : 'recentAttacks.ongoing')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
