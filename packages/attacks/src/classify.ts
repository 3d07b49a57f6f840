import type { AttackSample, AttackType } from '@palisade/contract';

/** Dropped connections in one second that make a surge: half the threshold, at least 10. */
export const dropSurgeMin = (threshold: number) => Math.max(10, Math.ceil(threshold / 2));
/** Invalid Login Starts in one second that make a flood: a fifth of the threshold, at least 10. */
export const invalidFloodMin = (threshold: number) => Math.max(10, Math.ceil(threshold / 5));

const droppedIn = (s: AttackSample) => Object.values(s.dropped).reduce((a, b) => a + b, 0);

/**
 * Whether one second of a network's traffic is an attack, and which kind. More new connections
 * than `connections_per_second_threshold` is a connection flood. Under it, a burst of invalid
 * Login Starts is an invalid-packet flood, and drops that make up most of the second's
 * connections are a drop surge (a botnet the firewall already blocks, below the threshold).
 * The edge decides with it, and the API checks the edge's samples with it again.
 */
export function classifySecond(sample: AttackSample, threshold: number): AttackType | null {
  if (sample.connections > threshold) return 'connection_flood';
  if (sample.dropped.invalid >= invalidFloodMin(threshold)) return 'invalid_flood';
  const dropped = droppedIn(sample);
  if (dropped >= dropSurgeMin(threshold) && dropped * 2 > sample.connections) return 'drop_surge';
  return null;
}
