import { SimpleGrid, Stack } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useActiveNetworkData, useNetworkPermission } from '@/api/active-network';
import { useNetworks } from '@/api/networks';
import { QueryState } from '@/components/ui/query-state';
import { CreateNetworkCard } from '../components/create-network-card';
import { LiveCards } from '../components/live-cards';
import { LocationsCard } from '../components/locations-card';
import { ManageCard } from '../components/manage-card';
import { OriginExposure } from '../components/origin-exposure';
import { PremiumCard } from '../components/premium-card';
import { ProtectionCard } from '../components/protection-card';
import { TrafficCharts } from '../components/traffic-charts';

function NetworkOverview({ network }: { network: Network }) {
  // Live figures and charts are analytics: a sub-user without `read_analytics` does not get them.
  const analytics = useNetworkPermission('read_analytics');
  return (
    <Stack gap="lg">
      <ProtectionCard network={network} />
      <OriginExposure network={network} />
      <LocationsCard network={network} />
      {analytics && <LiveCards network={network} />}
      {analytics && <TrafficCharts network={network} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PremiumCard network={network} />
        <ManageCard key={network.id} network={network} />
      </SimpleGrid>
      <CreateNetworkCard first={false} />
    </Stack>
  );
}

/** With no network yet, this is where the first one is created. */
export function Component() {
  const networks = useNetworks();
  const { network } = useActiveNetworkData();
  return (
    <QueryState queries={[networks]} mih={240}>
      {() => (network ? <NetworkOverview network={network} /> : <CreateNetworkCard first />)}
    </QueryState>
  );
}
