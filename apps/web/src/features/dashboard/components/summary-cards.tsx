import { SimpleGrid } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { IconBolt, IconServer2, IconShieldExclamation, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/lib/format';
import { latest } from '@/lib/series';
import type { useNetworkStats } from '../hooks/use-network-stats';
import { dashboardNs } from '../i18n';
import { BalanceCard } from './balance-card';

/**
 * The account at a glance, added up over its networks: how many (and premium), players and new
 * connections per second now, attacks in the last 24 h, then the balance and plan.
 */
export function SummaryCards({
  networks,
  stats,
  pending,
}: {
  networks: readonly Network[];
  stats: ReturnType<typeof useNetworkStats>;
  /** Whether the network list, or one of `list`, is still loading. */
  pending: (list: readonly { isPending: boolean }[]) => boolean;
}) {
  const { t, i18n } = useTranslation(dashboardNs);
  const locale = i18n.language;
  const playersNow = stats.overviews.reduce((sum, q) => sum + (q.data?.players ?? 0), 0);
  const cpsNow = stats.cps.reduce((sum, q) => sum + latest(q.data?.points ?? []), 0);
  const attacks24h = stats.attacks24h.reduce((sum, q) => sum + (q.data?.total ?? 0), 0);
  const ongoing = stats.recentAttacks.reduce((sum, q) => sum + (q.data?.ongoing ?? 0), 0);
  const premium = networks.filter((n) => n.premium).length;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }}>
      <StatCard
        label={t('cards.networks')}
        value={formatCount(networks.length, locale)}
        hint={t('cards.networksHint', { premium: formatCount(premium, locale) })}
        icon={<IconServer2 size={22} />}
        loading={pending([])}
      />
      <StatCard
        label={t('cards.players')}
        value={formatCount(playersNow, locale)}
        hint={t('cards.playersHint')}
        icon={<IconUsers size={22} />}
        color="success"
        loading={pending(stats.overviews)}
      />
      <StatCard
        label={t('cards.cps')}
        value={formatCount(cpsNow, locale)}
        hint={t('cards.cpsHint')}
        icon={<IconBolt size={22} />}
        color="warning"
        loading={pending(stats.cps)}
      />
      <StatCard
        label={t('cards.attacks')}
        value={formatCount(attacks24h, locale)}
        hint={ongoing ? t('cards.attacksOngoing', { count: ongoing }) : t('cards.attacksNone')}
        icon={<IconShieldExclamation size={22} />}
        color="danger"
        loading={pending(stats.attacks24h)}
      />
      <BalanceCard />
    </SimpleGrid>
  );
}
