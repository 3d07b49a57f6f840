import { Card, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts/chart';
import { formatCount } from '@/lib/format';
import { dashboardNs } from '../i18n';

/** Players online across the account's networks over time. */
export function PlayersChart({
  loading,
  points,
}: {
  loading: boolean;
  points: readonly [number, number][];
}) {
  const { t, i18n } = useTranslation(dashboardNs);
  const locale = i18n.language;
  const count = useCallback((value: number) => formatCount(value, locale), [locale]);
  return (
    <Card padding="lg" h="100%">
      <Title order={2} size="h5" mb="sm">
        {t('playersChart')}
      </Title>
      <Chart
        loading={loading}
        series={[{ name: t('cards.players'), points, area: true }]}
        format={count}
      />
    </Card>
  );
}
