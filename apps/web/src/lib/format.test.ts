import { describe, expect, it } from 'vitest';
import {
  formatBitRate,
  formatBytes,
  formatCount,
  formatCountry,
  formatDuration,
  formatMoney,
  formatTime,
  formatTimeTick,
} from './format';

describe('display formats', () => {
  it('shows counts up to 999 as they are and above with one decimal and a k', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(999_949)).toBe('999.9k');
    expect(formatCount(2_500_000)).toBe('2.5M');
    expect(formatCount(-1500)).toBe('-1.5k');
    expect(formatCount(1234, 'de')).toBe('1,2k');
  });

  it('keeps small rates apart: two significant digits below 1, one decimal above', () => {
    expect([0.02, 0.04, 0.06].map((v) => formatCount(v))).toEqual(['0.02', '0.04', '0.06']);
    expect(formatCount(0.0333)).toBe('0.033');
    expect(formatCount(0.5, 'de')).toBe('0,5');
    expect(formatCount(2.46)).toBe('2.5');
  });

  it('shows money in dollars with two decimals, from the API string or a number', () => {
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('12.5')).toBe('$12.50');
    expect(formatMoney(1234.567)).toBe('$1,234.57');
    expect(formatMoney('-3.10')).toBe('-$3.10');
    expect(formatMoney('12.50', 'de')).toMatch(/^12,50\s\$$/);
    expect(formatMoney('12.50', 'pt')).toMatch(/^\$\s?12,50$/);
    expect(formatMoney('12.50', 'fr')).toMatch(/^12,50\s\$$/);
  });

  it('shows byte sizes and bit rates in decimal units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1500)).toBe('1.5 kB');
    expect(formatBytes(1_000_000)).toBe('1 MB');
    expect(formatBytes(2_345_000_000)).toBe('2.3 GB');
    expect(formatBitRate(2_500_000)).toBe('2.5 Mb/s');
    expect(formatBitRate(900)).toBe('900 bit/s');
  });

  it('shows time on the 12-hour clock with AM/PM or on the 24-hour clock', () => {
    const afternoon = new Date(2026, 10, 22, 13, 5);
    expect(formatTime(afternoon, '12h')).toBe('1:05 PM');
    expect(formatTime(afternoon, '24h')).toBe('13:05');
    expect(formatTime(new Date(2026, 10, 22, 0, 30), '12h')).toBe('12:30 AM');
  });

  it('shows durations with their two largest units', () => {
    expect(formatDuration(0)).toBe('0 sec');
    expect(formatDuration(75)).toBe('1 min 15 sec');
    expect(formatDuration(3 * 3600 + 120 + 5)).toBe('3 hr 2 min');
  });

  it('names countries in the chosen language, keeping the API name for unknown codes', () => {
    expect(formatCountry('DE', 'Germany')).toBe('Germany');
    expect(formatCountry('DE', 'Germany', 'de')).toBe('Deutschland');
    expect(formatCountry('DE', 'Germany', 'fr')).toBe('Allemagne');
    expect(formatCountry('XZ', 'Nowhere', 'de')).toBe('Nowhere');
    expect(formatCountry('not a code', 'Somewhere', 'pt')).toBe('Somewhere');
  });

  it('writes time axis ticks in the chosen language and clock', () => {
    const afternoon = new Date(2026, 10, 22, 13, 5, 30);
    expect(formatTimeTick(afternoon, 'hour', '24h', 'de')).toBe('13:05');
    expect(formatTimeTick(afternoon, 'minute', '12h')).toBe('1:05 PM');
    expect(formatTimeTick(afternoon, 'second', '12h')).toBe('1:05:30 PM');
    expect(formatTimeTick(afternoon, 'month', '24h', 'fr')).toBe('nov.');
    expect(formatTimeTick(afternoon, 'month', '24h', 'pt')).toBe('nov.');
    expect(formatTimeTick(afternoon, 'year', '24h', 'fr')).toBe('2026');
  });
});
