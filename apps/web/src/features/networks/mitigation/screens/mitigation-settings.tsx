import { Stack } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { RequireNetwork } from '../../components/require-network';
import { FirewallCard } from '../../firewall/components/firewall-card';
import { Layer7Card } from '../components/layer7-card';
import { NotificationsCard } from '../components/notifications-card';
import { StatusCard } from '../components/status-card';
import { VerificationCard } from '../components/verification-card';

function MitigationSettings({ network }: { network: Network }) {
  return (
    <Stack gap="lg">
      <Layer7Card network={network} peak={null} />
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
