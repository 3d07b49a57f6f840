import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatBitRate, formatCount } from '../../../../lib/format';
import { useBitrate } from '../../analytics/api/stats-bitrate';
import { useStatsOverview } from '../../analytics/api/stats-overview';
import { useSeries } from '../../analytics/api/stats-series';
import { overviewNs } from '../i18n';

/** The newest value of a `[unix_ms, value]` series, or null when it has no point. */
const latest = (points: readonly (readonly [number, number])[] | undefined) =>
  points && points.length > 0 ? (points[points.length - 1] as readonly [number, number])[1] : null;

function LiveCard({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={32} mt={6} />
      ) : (
        <Text fz={28} fw={700}>
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

/** Players now, connections and bitrate in the newest bucket, mitigated in the last 24 h. */
export function LiveCards({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const lang = i18n.language;
  const overview = useStatsOverview(network.id);
  const cps = useSeries(network.id, 'connPerSecond', '1h', 60);
  const bitrate = useBitrate(network.id, '1h', 60);
  const o = overview.data;
  const cpsNow = cps.data ? (latest(cps.data.points) ?? 0) : null;
  const bitrateNow = bitrate.data ? (latest(bitrate.data.points) ?? 0) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <LiveCard
        label={t('live.players')}
        value={o ? formatCount(o.players, lang) : null}
        hint={o ? t('live.peak', { value: formatCount(o.peak_players_24h, lang) }) : undefined}
      />
      <LiveCard label={t('live.cps')} value={cpsNow === null ? null : formatCount(cpsNow, lang)} />
      <LiveCard
        label={t('live.bitrate')}
        value={bitrateNow === null ? null : formatBitRate(bitrateNow, lang)}
      />
      <LiveCard label={t('live.mitigated')} value={o ? formatCount(o.mitigated_24h, lang) : null} />
    </SimpleGrid>
  );
}
