import { Stack } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useQuery } from '@tanstack/react-query';
import { useNetworkPermission } from '@/api/active-network';
import { cpsSeriesQuery } from '@/api/stats';
import { RequireNetwork } from '@/components/network/require-network';
import { FirewallCard } from '../components/firewall-card';
import { Layer7Card } from '../components/layer7-card';
import { NotificationsCard } from '../components/notifications-card';
import { StatusCard } from '../components/status-card';
import { VerificationCard } from '../components/verification-card';

function MitigationSettings({ network }: { network: Network }) {
  // The busiest minute of the last 24 h (the API averages each step: 1440 steps of 60 s).
  // Asked only of callers who may read analytics; the slider shows no peak otherwise.
  const analytics = useNetworkPermission('read_analytics');
  const cps = useQuery({ ...cpsSeriesQuery(network.id, '1d', 1440), enabled: analytics });
  const peak = cps.data ? Math.max(0, ...cps.data.points.map(([, value]) => value)) : null;
  return (
    <Stack gap="lg">
      <Layer7Card network={network} peak={peak} />
      <VerificationCard network={network} />
      <StatusCard network={network} />
      <FirewallCard networkId={network.id} />
      <NotificationsCard network={network} />
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <MitigationSettings network={network} />}</RequireNetwork>;
}
