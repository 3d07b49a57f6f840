import { SimpleGrid } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { RankingChart } from '@/components/charts/ranking-chart';
import { useActiveNetwork } from '@/lib/active-network';
import { formatCount } from '@/lib/format';
import { useFigure } from '../api/analytics-figures';
import { analyticsNs } from '../i18n';
import { ChartCard } from './chart-card';

// The API answers `{key: value}`; JavaScript may reorder keys, so the bars are sorted here.
const ranked = (counts: Record<string, number> | undefined) =>
  counts &&
  Object.entries(counts)
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));

/** Players by Minecraft release and by domain over the timeframe. */
export function RankingCards({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const { timeframe } = useActiveNetwork();
  const versions = useFigure(network.id, 'mcVersionBreakdown', timeframe);
  const domains = useFigure(network.id, 'topDomains', timeframe);
  const count = (v: number) => formatCount(v, i18n.language);
  const empty = t('common:states.noTrafficYet');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard title={t('charts.versions')} queries={[versions]}>
        <RankingChart
          label={t('charts.versions')}
          data={ranked(versions.data)}
          loading={versions.isPending}
          emptyText={empty}
          formatValue={count}
        />
      </ChartCard>
      <ChartCard title={t('charts.domains')} queries={[domains]}>
        <RankingChart
          label={t('charts.domains')}
          data={ranked(domains.data)}
          loading={domains.isPending}
          emptyText={empty}
          formatValue={count}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
