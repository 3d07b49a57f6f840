import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../../lib/active-network';
import { formatBytes, formatCount, formatPercent } from '../../../../lib/format';
import { useFigure } from '../api/analytics-figures';
import { useBandwidth } from '../api/stats-bandwidth';
import { analyticsNs } from '../i18n';

function FigureCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: string | null;
  hint?: string | null;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={32} mt={6} />
      ) : (
        <Text fz={26} fw={700}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** Unique players, bounce rate, mitigated connections and bandwidth over the timeframe. */
export function FigureCards({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const { timeframe } = useActiveNetwork();
  const unique = useFigure(network.id, 'uniqueUsers', timeframe);
  const bounce = useFigure(network.id, 'bounceRate', timeframe);
  const mitigated = useFigure(network.id, 'mitigatedCount', timeframe);
  const bandwidth = useBandwidth(network.id, timeframe);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <FigureCard
        label={t('figures.unique')}
        value={unique.data ? formatCount(unique.data.value, lang) : null}
      />
      <FigureCard
        label={t('figures.bounce')}
        value={bounce.data ? formatPercent(bounce.data.value, lang) : null}
        hint={t('figures.bounceHint')}
      />
      <FigureCard
        label={t('figures.mitigated')}
        value={mitigated.data ? formatCount(mitigated.data.value, lang) : null}
      />
      <FigureCard
        label={t('figures.bandwidth')}
        value={bandwidth.data ? formatBytes(bandwidth.data.value, lang) : null}
        hint={
          bandwidth.data
            ? t('figures.bandwidthSplit', {
                in: formatBytes(bandwidth.data.bytes_in, lang),
                out: formatBytes(bandwidth.data.bytes_out, lang),
              })
            : null
        }
      />
    </SimpleGrid>
  );
}
