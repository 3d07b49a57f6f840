import { describe, expect, it } from 'vitest';
import { dayAgo } from './use-network-stats';

describe('dayAgo', () => {
  it('starts the window a day before the minute, so the loader and the screen share a key', () => {
    const minute = Date.parse('2026-11-23T03:30:00.000Z');
    expect(dayAgo(minute)).toBe('2026-11-22T03:30:00.000Z');
    expect(dayAgo(minute + 59_999)).toBe('2026-11-22T03:30:00.000Z');
    expect(dayAgo(minute + 60_000)).toBe('2026-11-22T03:31:00.000Z');
  });
});
