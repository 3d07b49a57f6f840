import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { RankingChart } from '../../../../components/charts/ranking-chart';
import { TimeSeriesChart } from '../../../../components/charts/time-series-chart';
import { useActiveNetwork } from '../../../../lib/active-network';
import { formatBitRate, formatCount, formatDateTime } from '../../../../lib/format';
import { usePreferences } from '../../../../lib/preferences';
import { RequireNetwork } from '../../components/require-network';
import { TimeframeSelect } from '../../components/timeframe-select';
import { useFigure } from '../api/analytics-figures';
import { useBitrate } from '../api/stats-bitrate';
import { useSeries } from '../api/stats-series';
import { CountryCard } from '../components/country-card';
import { FigureCards } from '../components/figure-cards';
import { RetentionCard } from '../components/retention-card';
import { analyticsNs } from '../i18n';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function NetworkAnalytics({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const { timeframe } = useActiveNetwork();
  const { timeFormat } = usePreferences();
  const players = useSeries(network.id, 'players', timeframe);
  const cps = useSeries(network.id, 'connPerSecond', timeframe);
  const bitrate = useBitrate(network.id, timeframe);
  const versions = useFigure(network.id, 'mcVersionBreakdown', timeframe);
  const domains = useFigure(network.id, 'topDomains', timeframe);
  const count = (v: number) => formatCount(v, lang);
  const time = (ms: number) => formatDateTime(ms, timeFormat, lang);
  const empty = t('common:states.noTrafficYet');
  const ranked = (rows: { key: string; value: number }[] | undefined) =>
    rows?.map((r) => ({ label: r.key, value: r.value }));

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <TimeframeSelect />
      </Group>
      <FigureCards network={network} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('charts.players')}>
          <TimeSeriesChart
            label={t('charts.players')}
            series={
              players.data
                ? [{ name: t('charts.players'), points: players.data.points }]
                : undefined
            }
            loading={players.isPending}
            emptyText={empty}
            formatValue={count}
            formatTime={time}
          />
        </ChartCard>
        <ChartCard title={t('charts.cps')}>
          <TimeSeriesChart
            label={t('charts.cps')}
            series={cps.data ? [{ name: t('charts.cps'), points: cps.data.points }] : undefined}
            loading={cps.isPending}
            emptyText={empty}
            formatValue={count}
            formatTime={time}
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('charts.bitrate')}>
        <TimeSeriesChart
          label={t('charts.bitrate')}
          series={
            bitrate.data
              ? [
                  { name: t('charts.bitrateIn'), points: bitrate.data.in },
                  { name: t('charts.bitrateOut'), points: bitrate.data.out },
                ]
              : undefined
          }
          loading={bitrate.isPending}
          emptyText={empty}
          formatValue={(v) => formatBitRate(v, lang)}
          formatTime={time}
          area={false}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('charts.versions')}>
          <RankingChart
            label={t('charts.versions')}
            data={ranked(versions.data)}
            loading={versions.isPending}
            emptyText={empty}
            formatValue={count}
          />
        </ChartCard>
        <ChartCard title={t('charts.domains')}>
          <RankingChart
            label={t('charts.domains')}
            data={ranked(domains.data)}
            loading={domains.isPending}
            emptyText={empty}
            formatValue={count}
          />
        </ChartCard>
      </SimpleGrid>
      <CountryCard network={network} />
      <RetentionCard network={network} />
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <NetworkAnalytics network={network} />}</RequireNetwork>;
}
