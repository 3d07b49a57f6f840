import type { QueryClient } from '@tanstack/react-query';
import { latestAttacksQuery } from '@/api/attacks';
import { networksQuery } from '@/api/networks';
import { subscriptionQuery } from '@/api/subscription';
import { userSummaryQuery } from '@/api/user-summary';
import { activeNetworkStore, pickActiveNetwork } from '@/lib/active-network';
import { cachedOrFetched } from '@/lib/query-client';

/**
 * What the signed-in layout shows (top bar, user menu, network switcher, attack banner),
 * started by each signed-in route's loader in parallel with the layout's chunk.
 */
export async function prefetchShellData(client: QueryClient): Promise<void> {
  await Promise.all([
    cachedOrFetched(client, userSummaryQuery()),
    cachedOrFetched(client, subscriptionQuery()),
    cachedOrFetched(client, networksQuery()).then((networks) => {
      const network = pickActiveNetwork(networks, activeNetworkStore.get().networkId);
      return network?.perms.read_attacks
        ? cachedOrFetched(client, latestAttacksQuery(network.id))
        : undefined;
    }),
  ]);
}
