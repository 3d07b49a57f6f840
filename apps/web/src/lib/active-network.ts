import { type Period, periods } from '@palisade/contract';
import { queryClient } from './query-client';
import { createStore, oneOf, readJson, useStore, writeJson } from './store';

/**
 * The network the network screens show and the analytics timeframe
 * (docs/web.md#the-active-network-and-timeframe). Every stats and analytics query key starts
 * with `analyticsRoot`, so switching either one drops what was loaded for the old choice.
 */
export const analyticsRoot = ['analytics'] as const;

export const defaultTimeframe: Period = '1w';

export interface ActiveNetwork {
  networkId: number | null;
  timeframe: Period;
}

const key = 'palisade.activeNetwork';

/** The stored choice, each invalid part replaced by its default (no zod at start-up). */
export function parseActiveNetwork(stored: unknown): ActiveNetwork {
  const { networkId, timeframe } = (stored && typeof stored === 'object' ? stored : {}) as Partial<
    Record<keyof ActiveNetwork, unknown>
  >;
  return {
    networkId:
      typeof networkId === 'number' && Number.isInteger(networkId) && networkId > 0
        ? networkId
        : null,
    timeframe: oneOf(timeframe, periods, defaultTimeframe),
  };
}

export const activeNetworkStore = createStore<ActiveNetwork>(
  parseActiveNetwork(readJson(key)),
  (value) => writeJson(key, value),
);

export const useActiveNetwork = () => useStore(activeNetworkStore);

function clearAnalytics(): void {
  queryClient.removeQueries({ queryKey: analyticsRoot });
}

/**
 * Makes a network the active one. Analytics loaded while no network was chosen (a first visit,
 * where the first network becomes active once the list arrives) belong to no old choice and
 * stay: dropping them would only load the same figures twice.
 */
export function setActiveNetwork(networkId: number | null): void {
  const previous = activeNetworkStore.get().networkId;
  if (previous === networkId) return;
  activeNetworkStore.set((s) => ({ ...s, networkId }));
  if (previous !== null) clearAnalytics();
}

export function setTimeframe(timeframe: Period): void {
  if (activeNetworkStore.get().timeframe === timeframe) return;
  activeNetworkStore.set((s) => ({ ...s, timeframe }));
  clearAnalytics();
}

/**
 * The active network among the ones the user can see: the stored one while it still exists,
 * else the first.
 */
export function pickActiveNetwork<T extends { id: number }>(
  networks: readonly T[],
  storedId: number | null,
): T | null {
  return networks.find((n) => n.id === storedId) ?? networks[0] ?? null;
}
