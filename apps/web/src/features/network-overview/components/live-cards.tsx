import { SimpleGrid } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { IconActivity, IconShieldCheck, IconUsers, IconWaveSine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cpsSeriesQuery, statsOverviewQuery } from '@/api/stats';
import { bitrateQuery } from '@/api/stats-bitrate';
import { StatCard } from '@/components/ui/stat-card';
import { formatBitRate, formatCount } from '@/lib/format';
import { latest } from '@/lib/series';
import { overviewNs } from '../i18n';

/** Players now, connections and bitrate in the newest bucket, mitigated in the last 24 h. */
export function LiveCards({ network }: { network: Network }) {
  const { t, i18n } = useTranslation(overviewNs);
  const lang = i18n.language;
  const overview = useQuery(statsOverviewQuery(network.id));
  const cps = useQuery(cpsSeriesQuery(network.id, '1h', 60));
  const bitrate = useQuery(bitrateQuery(network.id, '1h', 60));
  const o = overview.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <StatCard
        label={t('live.players')}
        icon={<IconUsers size={22} />}
        loading={!o}
        value={o ? formatCount(o.players, lang) : ''}
        hint={o ? t('live.peak', { value: formatCount(o.peak_players_24h, lang) }) : null}
      />
      <StatCard
        label={t('live.cps')}
        icon={<IconActivity size={22} />}
        color="warning"
        loading={!cps.data}
        value={cps.data ? formatCount(latest(cps.data.points), lang) : ''}
      />
      <StatCard
        label={t('live.bitrate')}
        icon={<IconWaveSine size={22} />}
        color="success"
        loading={!bitrate.data}
        value={bitrate.data ? formatBitRate(latest(bitrate.data.points), lang) : ''}
      />
      <StatCard
        label={t('live.mitigated')}
        icon={<IconShieldCheck size={22} />}
        color="danger"
        loading={!o}
        value={o ? formatCount(o.mitigated_24h, lang) : ''}
      />
    </SimpleGrid>
  );
}
