import type { Network, Permission, Permissions } from '@palisade/contract';
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

/** Whether `perms` holds the permission, or any of several. */
export function holds(
  perms: Permissions | undefined,
  permission: Permission | readonly Permission[],
): boolean {
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => perms?.[p] === true);
}

/**
 * Whether the active network is known and the caller lacks the permission (every one of
 * several) on it: what hides a screen from the menu and puts its reason in its place. False
 * while the list loads, without a network (the screens say how to make one) or without a
 * permission to check.
 */
export function useLacksOnActiveNetwork(
  permission: Permission | readonly Permission[] | undefined,
): boolean {
  const { network } = useActiveNetworkData();
  return permission !== undefined && network !== null && !holds(network.perms, permission);
}
