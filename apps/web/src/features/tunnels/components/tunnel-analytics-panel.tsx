import { Card, Group, Select, Stack, Title } from '@mantine/core';
import { type Period, periods } from '@palisade/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts/chart';
import { QueryError } from '@/components/ui/query-state';
import { formatBitRate, formatBytes } from '@/lib/format';
import { type TunnelAnalyticsType, useTunnelAnalytics } from '../api/tunnel-analytics';
import { tunnelsNs } from '../i18n';

const toPoints = (list: readonly { value: number; time: string }[]) =>
  list.map((p) => [Date.parse(p.time), p.value] as const);

function TrafficChart({
  tunnelId,
  type,
  period,
}: {
  tunnelId: number;
  type: TunnelAnalyticsType;
  period: Period;
}) {
  const { t, i18n } = useTranslation(tunnelsNs);
  const query = useTunnelAnalytics(tunnelId, type, period);
  const locale = i18n.language;
  const format = useCallback(
    (value: number) =>
      type === 'bandwidth' ? formatBitRate(value, locale) : formatBytes(value, locale),
    [type, locale],
  );
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Chart
      loading={query.isPending}
      format={format}
      bars={type === 'traffic'}
      series={[
        {
          name: t('analytics.ingress'),
          points: toPoints(query.data?.ingress ?? []),
          color: 'success',
          area: true,
        },
        {
          name: t('analytics.egress'),
          points: toPoints(query.data?.egress ?? []),
          color: 'warning',
          area: true,
        },
      ]}
    />
  );
}

/** Ingress and egress of a tunnel: bitrate and bytes per step over a chosen period. */
export function TunnelAnalyticsPanel({ tunnelId }: { tunnelId: number }) {
  const { t } = useTranslation(tunnelsNs);
  const [period, setPeriod] = useState<Period>('1d');
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Select
          label={t('analytics.period')}
          data={periods.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          value={period}
          onChange={(value) => value && setPeriod(value as Period)}
          allowDeselect={false}
          w={180}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Card padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('analytics.bitrate')}
        </Title>
        <TrafficChart tunnelId={tunnelId} type="bandwidth" period={period} />
      </Card>
      <Card padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('analytics.traffic')}
        </Title>
        <TrafficChart tunnelId={tunnelId} type="traffic" period={period} />
      </Card>
    </Stack>
  );
}
