import { Group, Stack } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { RequireNetwork } from '@/components/network/require-network';
import { TimeframeSelect } from '@/components/network/timeframe-select';
import { CountryCard } from '../components/country-card';
import { FigureCards } from '../components/figure-cards';
import { RankingCards } from '../components/ranking-cards';
import { RetentionCard } from '../components/retention-card';
import { TrafficCharts } from '../components/traffic-charts';

/** Every card loads on its own and shows its own failure: one slow figure holds no other. */
function NetworkAnalytics({ network }: { network: Network }) {
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <TimeframeSelect />
      </Group>
      <FigureCards network={network} />
      <TrafficCharts network={network} />
      <RankingCards network={network} />
      <CountryCard network={network} />
      <RetentionCard network={network} />
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <NetworkAnalytics network={network} />}</RequireNetwork>;
}
