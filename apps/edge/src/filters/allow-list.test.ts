import { describe, expect, it } from 'vitest';
import { AllowList } from './allow-list';

const t0 = 1_800_000_000_000;

describe('the allow list', () => {
  it('holds an address per network for its time, and says where it is allowed at all', () => {
    const allow = new AllowList();
    allow.allow(1, '192.0.2.1', 60, t0);
    expect(allow.has(1, '192.0.2.1', t0 + 59_000)).toBe(true);
    expect(allow.has(1, '192.0.2.1', t0 + 60_000)).toBe(false);
    expect(allow.has(2, '192.0.2.1', t0)).toBe(false);
    expect(allow.anywhere('192.0.2.1', t0 + 59_000)).toBe(true);
    expect(allow.anywhere('192.0.2.2', t0)).toBe(false);
  });

  it('never shortens a stay it already granted', () => {
    const allow = new AllowList();
    allow.allow(1, '192.0.2.1', 3600, t0);
    allow.allow(1, '192.0.2.1', 5, t0 + 1000);
    expect(allow.has(1, '192.0.2.1', t0 + 600_000)).toBe(true);
  });

  it('answers once, within a minute, whether the edge transferred the client', () => {
    const allow = new AllowList();
    allow.allow(1, '192.0.2.1', 600, t0, true);
    allow.allow(1, '192.0.2.2', 600, t0, true);
    expect(allow.takeTransfer(1, '192.0.2.1', t0 + 1000)).toBe(true);
    expect(allow.takeTransfer(1, '192.0.2.1', t0 + 2000)).toBe(false);
    expect(allow.takeTransfer(1, '192.0.2.2', t0 + 61_000)).toBe(false);
    expect(allow.takeTransfer(2, '192.0.2.1', t0)).toBe(false);
  });
});
