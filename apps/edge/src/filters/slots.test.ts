import { describe, expect, it } from 'vitest';
import { Slots, slotLimits } from './slots';

describe('verification slots', () => {
  it('cap verifications per network, and per subnet within it', () => {
    const slots = new Slots();
    const taken = Array.from({ length: slotLimits.subnet + 1 }, (_, i) =>
      slots.take({ network: '1', address: `1|192.0.2.${i}`, subnet: '1|192.0.2' }),
    );
    expect(taken.filter(Boolean)).toHaveLength(slotLimits.subnet);
    expect(
      slots.take({ network: '1', address: '1|198.51.100.1', subnet: '1|198.51.100' }),
    ).not.toBeNull();
    taken[0]?.();
    taken[0]?.();
    expect(
      slots.take({ network: '1', address: '1|192.0.2.9', subnet: '1|192.0.2' }),
    ).not.toBeNull();
    expect(slots.take({ network: '1', address: '1|192.0.2.9', subnet: '1|192.0.2' })).toBeNull();
  });

  it('give a network no more than its cap, however spread the clients', () => {
    const slots = new Slots();
    const taken = Array.from({ length: slotLimits.network + 5 }, (_, i) =>
      slots.take({ network: '2', address: `2|10.${i}.0.1`, subnet: `2|10.${i}.0` }),
    );
    expect(taken.filter(Boolean)).toHaveLength(slotLimits.network);
    expect(slots.take({ network: '3', address: '3|10.0.0.1' })).not.toBeNull();
  });
});
