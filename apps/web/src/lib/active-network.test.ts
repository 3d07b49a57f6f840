import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeNetworkStore,
  analyticsRoot,
  setActiveNetwork,
  setTimeframe,
} from './active-network';
import { queryClient } from './query-client';

const loaded = () => queryClient.getQueryData([...analyticsRoot, 'players', 1]);

// Switching the network or the timeframe drops the analytics loaded for the old choice
// (docs/web.md#the-active-network-and-timeframe).
describe('active network', () => {
  beforeEach(() => {
    activeNetworkStore.set({ networkId: null, timeframe: '1w' });
    queryClient.clear();
    queryClient.setQueryData([...analyticsRoot, 'players', 1], { points: [] });
  });

  it('keeps what was loaded when the first network becomes active on a first visit', () => {
    setActiveNetwork(1);
    expect(activeNetworkStore.get().networkId).toBe(1);
    expect(loaded()).toEqual({ points: [] });
  });

  it('drops loaded analytics when the user switches to another network', () => {
    setActiveNetwork(1);
    setActiveNetwork(2);
    expect(activeNetworkStore.get().networkId).toBe(2);
    expect(loaded()).toBeUndefined();
  });

  it('drops loaded analytics when the timeframe changes, and not when it stays', () => {
    setTimeframe('1w');
    expect(loaded()).toEqual({ points: [] });
    setTimeframe('1d');
    expect(loaded()).toBeUndefined();
  });
});
