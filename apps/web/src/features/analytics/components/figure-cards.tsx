import { SimpleGrid } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '@/components/ui/query-state';
import { StatCard } from '@/components/ui/stat-card';
import { useActiveNetwork } from '@/lib/active-network';
import { formatBytes, formatCount, formatPercent } from '@/lib/format';
import { useFigure } from '../api/analytics-figures';
import { useBandwidth } from '../api/stats-bandwidth';
import { analyticsNs } from '../i18n';

/**
 * Unique players (and beside them the logins that never played, such as a flood's bots),
 * bounce rate, mitigated connections and bandwidth over the timeframe; a failure shows in the
 * cards' place.
 */
export function FigureCards({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(analyticsNs);
  const lang = i18n.language;
  const { timeframe } = useActiveNetwork();
  const unique = useFigure(network.id, 'uniqueUsers', timeframe);
  const unplayed = useFigure(network.id, 'unplayedLogins', timeframe);
  const bounce = useFigure(network.id, 'bounceRate', timeframe);
  const mitigated = useFigure(network.id, 'mitigatedCount', timeframe);
  const bandwidth = useBandwidth(network.id, timeframe);
  return (
    <QueryFailure queries={[unique, unplayed, bounce, mitigated, bandwidth]}>
      {() => (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <StatCard
            label={t('figures.unique')}
            loading={!unique.data}
            value={unique.data ? formatCount(unique.data.value, lang) : ''}
            hint={unplayed.data ? t('figures.unplayed', { count: unplayed.data.value }) : null}
          />
          <StatCard
            label={t('figures.bounce')}
            loading={!bounce.data}
            value={bounce.data ? formatPercent(bounce.data.value, lang) : ''}
            hint={t('figures.bounceHint')}
          />
          <StatCard
            label={t('figures.mitigated')}
            loading={!mitigated.data}
            value={mitigated.data ? formatCount(mitigated.data.value, lang) : ''}
          />
          <StatCard
            label={t('figures.bandwidth')}
            loading={!bandwidth.data}
            value={bandwidth.data ? formatBytes(bandwidth.data.value, lang) : ''}
            hint={
              bandwidth.data
                ? t('figures.bandwidthSplit', {
                    in: formatBytes(bandwidth.data.bytes_in, lang),
                    out: formatBytes(bandwidth.data.bytes_out, lang),
                  })
                : undefined
            }
          />
        </SimpleGrid>
      )}
    </QueryFailure>
  );
}
