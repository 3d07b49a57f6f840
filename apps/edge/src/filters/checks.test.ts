import { describe, expect, it } from 'vitest';
import { CheckMemory } from './checks';

const t0 = 1_800_000_000_000;

describe('what the ping and reconnect checks remember', () => {
  it('a server-list ping, for a minute, per network', () => {
    const memory = new CheckMemory();
    memory.sawPing(1, '192.0.2.9', t0);
    expect(memory.pingedRecently(1, '192.0.2.9', t0 + 60_000)).toBe(true);
    expect(memory.pingedRecently(1, '192.0.2.9', t0 + 61_000)).toBe(false);
    expect(memory.pingedRecently(2, '192.0.2.9', t0)).toBe(false);
  });

  it('a first login, so the reconnect within five minutes counts, once', () => {
    const memory = new CheckMemory();
    expect(memory.reconnected(1, '192.0.2.9', t0)).toBe(false);
    expect(memory.reconnected(1, '192.0.2.9', t0 + 10_000)).toBe(true);
    expect(memory.reconnected(1, '192.0.2.9', t0 + 20_000)).toBe(false);
    expect(memory.reconnected(1, '192.0.2.9', t0 + 400_000)).toBe(false);
  });
});
