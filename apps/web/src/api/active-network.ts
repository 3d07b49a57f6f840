import type { Network, Permission } from '@palisade/contract';
import { useEffect } from 'react';
import { pickActiveNetwork, setActiveNetwork, useActiveNetwork } from '../lib/active-network';
import { useNetworks } from './networks';

/**
 * The network the network screens work on, with the list it comes from. The first network
 * becomes active when none is set or the stored one is gone
 * (docs/web.md#the-active-network-and-timeframe).
 */
export function useActiveNetworkData(): {
  network: Network | null;
  networks: Network[];
  timeframe: ReturnType<typeof useActiveNetwork>['timeframe'];
  isLoading: boolean;
  error: Error | null;
} {
  const { networkId, timeframe } = useActiveNetwork();
  const query = useNetworks();
  const networks = query.data ?? [];
  const network = pickActiveNetwork(networks, networkId);
  useEffect(() => {
    if (query.data && (network?.id ?? null) !== networkId) setActiveNetwork(network?.id ?? null);
  }, [query.data, network, networkId]);
  return { network, networks, timeframe, isLoading: query.isPending, error: query.error };
}

/**
 * Whether the caller may do this on the active network: the API sends its own permissions with
 * each network (all of them for the owner). False while the list loads or without a network;
 * the server checks every call anyway, this only keeps the screens from offering what it refuses.
 */
export function useNetworkPermission(permission: Permission): boolean {
  return useActiveNetworkData().network?.perms[permission] ?? false;
}
