import { Box, Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconBolt, IconServer2, IconShieldExclamation, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworks } from '@/api/networks';
import { QueryError } from '@/components/ui/query-state';
import { StatCard } from '@/components/ui/stat-card';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { formatCount } from '@/lib/format';
import { latest, sumSeries } from '@/lib/series';
import { BalanceCard } from '../components/balance-card';
import { GettingStarted } from '../components/getting-started';
import { PlayersChart } from '../components/players-chart';
import { RecentAttacks } from '../components/recent-attacks';
import { useNetworkStats } from '../hooks/use-network-stats';
import { dashboardNs } from '../i18n';

export function Component() {
  const { t, i18n } = useTranslation(dashboardNs);
  const locale = i18n.language;
  const networksQuery = useNetworks();
  const networks = networksQuery.data ?? [];
  const stats = useNetworkStats(networks);
  const painted = useAfterFirstPaint();

  if (networksQuery.error) {
    return <QueryError error={networksQuery.error} onRetry={() => void networksQuery.refetch()} />;
  }
  const pending = (list: readonly { isPending: boolean }[]) =>
    networksQuery.isPending || list.some((q) => q.isPending);
  const overviews = stats.overviews.map((q) => q.data).filter((d) => d !== undefined);
  const playersNow = overviews.reduce((sum, o) => sum + o.players, 0);
  const cpsNow = stats.cps.reduce((sum, q) => sum + latest(q.data?.points ?? []), 0);
  const attacks24h = stats.attacks24h.reduce((sum, q) => sum + (q.data?.total ?? 0), 0);
  const ongoing = stats.recentAttacks.reduce((sum, q) => sum + (q.data?.ongoing ?? 0), 0);
  const recent = stats.recentAttacks
    .flatMap((q) => q.data?.attacks ?? [])
    .sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at))
    .slice(0, 5);
  const playersSeries = sumSeries(stats.players.map((q) => q.data?.points ?? []));
  const premium = networks.filter((n) => n.premium).length;

  const steps = {
    network: networks.length > 0,
    backendSet: overviews.some((o) => o.backend_sets > 0),
    domain: overviews.some((o) => o.verified_domains > 0),
    cname: overviews.some((o) => o.last_seen !== null),
    player: stats.everPlayed.some((q) => (q.data?.value ?? 0) > 0),
  };
  const allDone = Object.values(steps).every(Boolean);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }}>
        <StatCard
          label={t('cards.networks')}
          value={formatCount(networks.length, locale)}
          hint={t('cards.networksHint', { premium: formatCount(premium, locale) })}
          icon={<IconServer2 size={22} />}
          loading={networksQuery.isPending}
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
      {painted ? (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, lg: allDone ? 12 : 8 }}>
              <PlayersChart loading={pending(stats.players)} points={playersSeries} />
            </Grid.Col>
            {!allDone && !networksQuery.isPending && (
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <GettingStarted steps={steps} />
              </Grid.Col>
            )}
          </Grid>
          <RecentAttacks attacks={recent} networks={networks} />
        </>
      ) : (
        // The chart, the getting-started list and the recent attacks come in a second commit;
        // until then their room is kept, so that nothing below moves into view and out again.
        <Box mih="100vh" />
      )}
    </Stack>
  );
}
