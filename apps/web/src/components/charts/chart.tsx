import { Center, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeSeriesChartProps } from './time-series-chart';

const LazyTimeSeriesChart = lazy(() =>
  import('./time-series-chart').then((m) => ({ default: m.TimeSeriesChart })),
);

/**
 * A time series with its loading and empty states. ECharts arrives in its own chunk with the
 * first chart; a series without a single point says "No traffic yet" instead of drawing zeros.
 */
export function Chart({ loading, ...props }: TimeSeriesChartProps & { loading?: boolean }) {
  const { t } = useTranslation();
  const height = props.height ?? 280;
  if (loading) return <Skeleton h={height} />;
  const empty = props.series.every(
    (s) => s.points.length === 0 || s.points.every(([, v]) => v === 0),
  );
  if (empty) {
    return (
      <Center h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
        <Text c="dimmed">{t('states.noTrafficYet', { ns: 'common' })}</Text>
      </Center>
    );
  }
  return (
    <Suspense fallback={<Skeleton h={height} />}>
      <LazyTimeSeriesChart {...props} />
    </Suspense>
  );
}

export type { ChartSeries } from './time-series-chart';
