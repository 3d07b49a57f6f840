import type { Period } from '@palisade/contract';
import { analyticsRoot } from '../../../../lib/active-network';

/**
 * Every stats and analytics query of a network sits under `analyticsRoot`, so switching the
 * network or the timeframe drops them all at once (spec §4).
 */
export const statsKeys = {
  network: (networkId: number) => [...analyticsRoot, networkId] as const,
  overview: (networkId: number) => [...analyticsRoot, networkId, 'overview'] as const,
  figure: (networkId: number, name: string, period: Period | null, points?: number) =>
    [...analyticsRoot, networkId, name, period, points ?? null] as const,
};

/** Live figures are read again every 30 seconds while a screen shows them. */
export const liveRefetchMs = 30_000;
