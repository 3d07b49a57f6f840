import { createHash } from 'node:crypto';

/** Backend choice by a set's load_balancing_mode, among the backends that pass health checks. */
export const LoadBalancingMode = {
  roundRobin: 0,
  leastConnections: 1,
  random: 2,
  sourceHash: 3,
  failover: 4,
} as const;

export interface BackendState {
  address: string;
  healthy: boolean;
  active: number;
}

const cursors = new Map<number, number>();

/** Healthy backends in the order to try them: the first is the pick, the rest are fallbacks. */
export function orderBackends(
  setId: number,
  mode: number,
  backends: BackendState[],
  clientAddress: string,
): BackendState[] {
  const healthy = backends.filter((b) => b.healthy);
  if (healthy.length <= 1) return healthy;
  const rotate = (start: number) => [...healthy.slice(start), ...healthy.slice(0, start)];
  switch (mode) {
    case LoadBalancingMode.leastConnections:
      return [...healthy].sort((a, b) => a.active - b.active);
    case LoadBalancingMode.random:
      return rotate(Math.floor(Math.random() * healthy.length));
    case LoadBalancingMode.sourceHash:
      return rotate(
        createHash('sha1').update(clientAddress).digest().readUInt32BE(0) % healthy.length,
      );
    case LoadBalancingMode.failover:
      return healthy;
    default: {
      const next = ((cursors.get(setId) ?? -1) + 1) % healthy.length;
      cursors.set(setId, next);
      return rotate(next);
    }
  }
}
