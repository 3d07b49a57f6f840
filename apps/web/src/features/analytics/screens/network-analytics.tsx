import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cpsSeriesQuery, droppedSeriesQuery, playersSeriesQuery } from '@/api/stats';
import { useBitrate } from '@/api/stats-bitrate';
import { Chart } from '@/components/charts/chart';
import { RankingChart } from '@/components/charts/ranking-chart';
import { RequireNetwork } from '@/components/network/require-network';
import { TimeframeSelect } from '@/components/network/timeframe-select';
import { useActiveNetwork } from '@/lib/active-network';
import { formatBitRate, formatCount } from '@/lib/format';
import { useFigure } from '../api/analytics-figures';
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
  const players = useQuery(playersSeriesQuery(network.id, timeframe));
  const cps = useQuery(cpsSeriesQuery(network.id, timeframe));
  const dropped = useQuery(droppedSeriesQuery(network.id, timeframe));
  const bitrate = useBitrate(network.id, timeframe);
  const versions = useFigure(network.id, 'mcVersionBreakdown', timeframe);
  const domains = useFigure(network.id, 'topDomains', timeframe);
  const count = (v: number) => formatCount(v, lang);
  const empty = t('common:states.noTrafficYet');
  // The API answers `{key: value}`; JavaScript may reorder keys, so the bars are sorted here.
  const ranked = (counts: Record<string, number> | undefined) =>
    counts &&
    Object.entries(counts)
      .map(([label, value]) => ({ label, value }))
      .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <TimeframeSelect />
      </Group>
      <FigureCards network={network} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('charts.players')}>
          <Chart
            loading={players.isPending}
            series={[{ name: t('charts.players'), points: players.data?.points ?? [], area: true }]}
            format={count}
          />
        </ChartCard>
        <ChartCard title={t('charts.cps')}>
          <Chart
            loading={cps.isPending || dropped.isPending}
            series={[
              {
                name: t('charts.cps'),
                points: cps.data?.points ?? [],
                color: 'warning',
                area: true,
              },
              { name: t('charts.dropped'), points: dropped.data?.points ?? [], color: 'danger' },
            ]}
            format={count}
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('charts.bitrate')}>
        <Chart
          loading={bitrate.isPending}
          series={[
            { name: t('charts.bitrateIn'), points: bitrate.data?.in ?? [] },
            { name: t('charts.bitrateOut'), points: bitrate.data?.out ?? [], color: 'success' },
          ]}
          format={(v) => formatBitRate(v, lang)}
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
