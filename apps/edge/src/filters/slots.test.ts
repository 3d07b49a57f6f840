import { describe, expect, it } from 'vitest';
import { Slots, silentGraceMs, slotLimits } from './slots';

describe('verification slots', () => {
  it('cap verifications per network, and per subnet within it', () => {
    const slots = new Slots();
    const taken = Array.from({ length: slotLimits.subnet + 1 }, (_, i) =>
      slots.take({ network: '1', address: `1|192.0.2.${i}`, subnet: '1|192.0.2' }),
    );
    for (const hold of taken) hold?.answered();
    expect(taken.filter(Boolean)).toHaveLength(slotLimits.subnet);
    expect(
      slots.take({ network: '1', address: '1|198.51.100.1', subnet: '1|198.51.100' }),
    ).not.toBeNull();
    taken[0]?.release();
    taken[0]?.release();
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
    expect(taken.some((hold) => hold?.taken)).toBe(false);
    expect(slots.take({ network: '3', address: '3|10.0.0.1' })).not.toBeNull();
  });

  it('leave a newcomer a slot in a flood of 2,000 silent new addresses a second', () => {
    const slots = new Slots();
    let refused = 0;
    // Three seconds of bots that log in and wait, one every half millisecond, each its own /24.
    for (let i = 0; i < 6000; i += 1) {
      const at = i / 2;
      const subnet = `5|10.${i >> 8}.${i & 255}`;
      if (!slots.take({ network: '5', address: `${subnet}.1`, subnet }, at)) refused += 1;
    }
    expect(refused).toBe(0);
    expect(
      slots.take({ network: '5', address: '5|198.51.100.1', subnet: '5|198.51.100' }, 3000),
    ).not.toBeNull();
  });

  it('give the slot of the oldest client still silent after the grace to a newcomer', () => {
    const slots = new Slots();
    const fill = (count: number, from: number, at: number) =>
      Array.from({ length: count }, (_, i) =>
        slots.take({ network: '4', address: `4|10.0.${from + i}.1` }, at),
      );
    const answering = fill(2, 0, 0);
    for (const hold of answering) hold?.answered();
    const silent = fill(slotLimits.network - 2, 2, 100);
    expect(silent.every(Boolean)).toBe(true);

    expect(slots.take({ network: '4', address: '4|203.0.113.1' }, 100 + silentGraceMs - 1)).toBe(
      null,
    );
    const newcomer = slots.take({ network: '4', address: '4|203.0.113.1' }, 100 + silentGraceMs);
    expect(newcomer).not.toBeNull();
    expect(answering.some((hold) => hold?.taken)).toBe(false);
    expect(silent.filter((hold) => hold?.taken)).toEqual([silent[0]]);
    silent[0]?.release();
    expect(slots.take({ network: '4', address: '4|203.0.113.2' }, 100 + silentGraceMs)).not.toBe(
      null,
    );
    expect(silent.filter((hold) => hold?.taken)).toHaveLength(2);
  });

  it('let a newcomer from a full subnet take only a silent slot of that subnet', () => {
    const slots = new Slots();
    const subnet = Array.from({ length: slotLimits.subnet }, (_, i) =>
      slots.take({ network: '5', address: `5|192.0.2.${i}`, subnet: '5|192.0.2' }, 0),
    );
    const elsewhere = slots.take(
      { network: '5', address: '5|198.51.100.1', subnet: '5|198.51.100' },
      -5000,
    );
    const newcomer = slots.take(
      { network: '5', address: '5|192.0.2.99', subnet: '5|192.0.2' },
      silentGraceMs,
    );
    expect(newcomer).not.toBeNull();
    expect(subnet[0]?.taken).toBe(true);
    expect(elsewhere?.taken).toBe(false);
  });

  it('still find the oldest silent client after thousands came and went', () => {
    const slots = new Slots();
    const take = (i: number, at: number) =>
      slots.take({ network: '6', address: `6|10.${i >> 8}.${i & 255}.1` }, at);
    // Clients that answered and left, silent ones that left, and a third that answered and stay.
    for (let i = 0; i < 10_000; i += 1) {
      const hold = take(i, 0);
      if (i % 2 || i % 3 === 0) hold?.answered();
      if (i % 3) hold?.release();
    }
    const answered = (i: number) => {
      const hold = take(20_000 + i, 10);
      hold?.answered();
      return hold;
    };
    const before = Array.from({ length: 100 }, (_, i) => answered(i));
    const silent = take(30_000, 20);
    let held = Math.ceil(10_000 / 3) + before.length + 1;
    const after: ReturnType<typeof take>[] = [];
    while (held < slotLimits.network) {
      after.push(answered(1000 + held));
      held += 1;
    }
    const newcomer = take(40_000, 20 + silentGraceMs);
    expect(newcomer).not.toBeNull();
    expect(silent?.taken).toBe(true);
    expect([...before, ...after].some((hold) => hold?.taken)).toBe(false);
  });

  it('take one silent client for a newcomer when it is the oldest of two full keys', () => {
    const slots = new Slots();
    const subnet = Array.from({ length: slotLimits.subnet }, (_, i) =>
      slots.take({ network: '7', address: `7|192.0.2.${i}`, subnet: '7|192.0.2' }, 0),
    );
    for (let i = subnet.length; i < slotLimits.network; i += 1)
      slots.take({ network: '7', address: `7|10.${i >> 8}.${i & 255}.1` }, 10)?.answered();
    const newcomer = slots.take(
      { network: '7', address: '7|192.0.2.99', subnet: '7|192.0.2' },
      silentGraceMs,
    );
    expect(newcomer).not.toBeNull();
    expect(subnet.map((hold) => hold?.taken)).toEqual([true, false, false, false]);
  });
});
