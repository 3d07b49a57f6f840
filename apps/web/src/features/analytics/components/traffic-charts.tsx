import { SimpleGrid } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cpsSeriesQuery, droppedSeriesQuery, playersSeriesQuery } from '@/api/stats';
import { useBitrate } from '@/api/stats-bitrate';
import { Chart } from '@/components/charts/chart';
import { useActiveNetwork } from '@/lib/active-network';
import { formatBitRate, formatCount } from '@/lib/format';
import { analyticsNs } from '../i18n';
import { ChartCard } from './chart-card';

/** Players online, new and refused connections per second, and bitrate over the timeframe. */
export function TrafficCharts({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const { timeframe } = useActiveNetwork();
  const players = useQuery(playersSeriesQuery(network.id, timeframe));
  const cps = useQuery(cpsSeriesQuery(network.id, timeframe));
  const dropped = useQuery(droppedSeriesQuery(network.id, timeframe));
  const bitrate = useBitrate(network.id, timeframe);
  const count = (v: number) => formatCount(v, lang);
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('charts.players')} queries={[players]}>
          <Chart
            loading={players.isPending}
            series={[{ name: t('charts.players'), points: players.data?.points ?? [], area: true }]}
            format={count}
          />
        </ChartCard>
        <ChartCard title={t('charts.cps')} queries={[cps, dropped]}>
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
      <ChartCard title={t('charts.bitrate')} queries={[bitrate]}>
        <Chart
          loading={bitrate.isPending}
          series={[
            { name: t('charts.bitrateIn'), points: bitrate.data?.in ?? [] },
            { name: t('charts.bitrateOut'), points: bitrate.data?.out ?? [], color: 'success' },
          ]}
          format={(v) => formatBitRate(v, lang)}
        />
      </ChartCard>
    </>
  );
}
