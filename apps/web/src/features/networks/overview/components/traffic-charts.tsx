import { Card, Group, SimpleGrid, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import { useActiveNetwork } from '../../../../lib/active-network';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { usePreferences } from '../../../../lib/preferences';
import { useSeries } from '../../analytics/api/stats-series';
import { TimeframeSelect } from '../../components/timeframe-select';
import { overviewNs } from '../i18n';

/** Players and new connections per second over the chosen timeframe. */
export function TrafficCharts({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const { timeframe } = useActiveNetwork();
  const { timeFormat } = usePreferences();
  const players = useSeries(network.id, 'players', timeframe);
  const cps = useSeries(network.id, 'connPerSecond', timeframe);
  const lang = i18n.language;
  const formatValue = (value: number) => formatCount(value, lang);
  const formatTime = (ms: number) => formatDateTime(ms, timeFormat, lang);
  const empty = t('common:states.noTrafficYet');
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
          <TimeSeriesChart
            label={t('charts.players')}
            series={
              players.data
                ? [{ name: t('charts.players'), points: players.data.points }]
                : undefined
            }
            loading={players.isPending}
            emptyText={empty}
            formatValue={formatValue}
            formatTime={formatTime}
          />
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            {t('charts.cps')}
          </Title>
          <TimeSeriesChart
            label={t('charts.cps')}
            series={cps.data ? [{ name: t('charts.cps'), points: cps.data.points }] : undefined}
            loading={cps.isPending}
            emptyText={empty}
            formatValue={formatValue}
            formatTime={formatTime}
          />
        </div>
      </SimpleGrid>
    </Card>
  );
}
