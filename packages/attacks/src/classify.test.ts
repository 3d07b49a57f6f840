import { emptyDrops } from '@palisade/contract';
import { describe, expect, it } from 'vitest';
import { classifySecond } from './classify';

const t0 = 1_800_000_000_000;

describe('classifying one second', () => {
  const second = (connections: number, dropped: Partial<Record<string, number>> = {}) => ({
    at: t0,
    connections,
    dropped: { ...emptyDrops(), ...dropped },
    bytes_in: 0,
  });
  it('calls a rate over the threshold a connection flood, and the threshold itself calm', () => {
    expect(classifySecond(second(51), 50)).toBe('connection_flood');
    expect(classifySecond(second(50), 50)).toBeNull();
  });
  it('calls mostly dropped seconds under the threshold a drop surge', () => {
    expect(classifySecond(second(40, { firewall: 30 }), 50)).toBe('drop_surge');
    // Half the threshold dropped, but most connections got in: players, not an attack.
    expect(classifySecond(second(49, { rate_limit: 24 }), 50)).toBeNull();
    expect(classifySecond(second(9, { firewall: 9 }), 20)).toBeNull();
  });
  it('calls a burst of invalid Login Starts an invalid-packet flood', () => {
    expect(classifySecond(second(12, { invalid: 10 }), 50)).toBe('invalid_flood');
    expect(classifySecond(second(12, { invalid: 9 }), 50)).toBeNull();
  });
});
