import { Card, Group, SimpleGrid, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cpsSeriesQuery, playersSeriesQuery } from '@/api/stats';
import { Chart } from '@/components/charts/chart';
import { TimeframeSelect } from '@/components/network/timeframe-select';
import { useActiveNetwork } from '@/lib/active-network';
import { formatCount } from '@/lib/format';
import { overviewNs } from '../i18n';

/** Players and new connections per second over the chosen timeframe. */
export function TrafficCharts({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const { timeframe } = useActiveNetwork();
  const players = useQuery(playersSeriesQuery(network.id, timeframe));
  const cps = useQuery(cpsSeriesQuery(network.id, timeframe));
  const format = (value: number) => formatCount(value, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="flex-end" mb="sm">
        <TimeframeSelect />
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <div>
          <Title order={2} size="h5" mb="xs">
            {t('charts.players')}
          </Title>
          <Chart
            loading={players.isPending}
            series={[{ name: t('charts.players'), points: players.data?.points ?? [], area: true }]}
            format={format}
          />
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            {t('charts.cps')}
          </Title>
          <Chart
            loading={cps.isPending}
            series={[
              {
                name: t('charts.cps'),
                points: cps.data?.points ?? [],
                color: 'warning',
                area: true,
              },
            ]}
            format={format}
          />
        </div>
      </SimpleGrid>
    </Card>
  );
}
