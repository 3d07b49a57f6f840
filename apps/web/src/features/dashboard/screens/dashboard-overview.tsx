import { Box, Grid, Stack } from '@mantine/core';
import { useNetworks } from '@/api/networks';
import { QueryError } from '@/components/ui/query-state';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { sumSeries } from '@/lib/series';
import { GettingStarted } from '../components/getting-started';
import { PlayersChart } from '../components/players-chart';
import { RecentAttacks } from '../components/recent-attacks';
import { SummaryCards } from '../components/summary-cards';
import { useNetworkStats } from '../hooks/use-network-stats';

export function Component() {
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
  const recent = stats.recentAttacks
    .flatMap((q) => q.data?.attacks ?? [])
    .sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at))
    .slice(0, 5);
  const playersSeries = sumSeries(stats.players.map((q) => q.data?.points ?? []));

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
      <SummaryCards networks={networks} stats={stats} pending={pending} />
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
