import { Title } from '@mantine/core';
import type { AttackDetails } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts/chart';
import { formatBitRate, formatCount } from '@/lib/format';
import { attacksNs } from '../i18n';

/** An attack's curves: new connections and drops a second, and its bandwidth. */
export function AttackCharts({ series }: { series: AttackDetails['series'] }) {
  const { t, i18n } = useTranslation(attacksNs);
  const lang = i18n.language;
  return (
    <>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('details.cps')}
        </Title>
        <Chart
          series={[
            { name: t('details.cps'), points: series.cps, color: 'warning' },
            { name: t('details.droppedSeries'), points: series.dropped, color: 'danger' },
          ]}
          format={(v) => formatCount(v, lang)}
          height={240}
        />
      </div>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t('details.bandwidth')}
        </Title>
        <Chart
          series={[{ name: t('details.bandwidth'), points: series.bps, area: true }]}
          format={(v) => formatBitRate(v, lang)}
          height={200}
        />
      </div>
    </>
  );
}
