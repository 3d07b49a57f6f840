/**
 * The display formats of docs/web.md#display-formats, through Intl so that separators follow the
 * chosen language:
 * 12- or 24-hour time, dollars with two decimals, counts above 999 shortened to one decimal
 * with a k (M, B) suffix, byte sizes and bit rates in decimal units (1 kB = 1000 B).
 */
export type TimeFormat = '12h' | '24h';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function number(locale: string, fractionDigits: number): Intl.NumberFormat {
  return cached(
    `n:${locale}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
}

/**
 * A count or rate; above 999 it becomes `1.2k`, `3.4M`, `5.6B`. Fractions keep one decimal, and
 * two significant digits below 1, so that small rates (0.02/s) stay apart on a chart's axis.
 */
export function formatCount(value: number, locale = 'en'): string {
  const abs = Math.abs(value);
  if (abs < 1 && !Number.isInteger(value)) {
    return cached(
      `s:${locale}`,
      () => new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }),
    ).format(value);
  }
  if (abs <= 999) return number(locale, Number.isInteger(value) ? 0 : 1).format(value);
  const [divisor, suffix] =
    abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : ([1e3, 'k'] as const);
  return `${number(locale, 1).format(value / divisor)}${suffix}`;
}

/** Dollars with two decimals, from the API's decimal string (`'12.50'`) or a number. */
export function formatMoney(value: string | number, locale = 'en'): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  return cached(
    `m:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(Number.isFinite(amount) ? amount : 0);
}

/** A share between 0 and 1 as a percentage with one decimal. */
export function formatPercent(share: number, locale = 'en'): string {
  return cached(
    `p:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(share);
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;
const bitRateUnits = [
  'bit-per-second',
  'kilobit-per-second',
  'megabit-per-second',
  'gigabit-per-second',
  'terabit-per-second',
] as const;

function scaled(value: number, units: readonly string[], locale: string): string {
  let index = 0;
  let scaledValue = value;
  while (Math.abs(scaledValue) >= 1000 && index < units.length - 1) {
    scaledValue /= 1000;
    index += 1;
  }
  const unit = units[index] as string;
  // Intl spells a lone byte out ("5 byte"); every other unit is its symbol.
  if (unit === 'byte') return `${number(locale, 0).format(scaledValue)} B`;
  return cached(
    `u:${locale}:${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: index === 0 ? 0 : 1,
      }),
  ).format(scaledValue);
}

/** Bytes in decimal units: 1500 → `1.5 kB`. */
export function formatBytes(bytes: number, locale = 'en'): string {
  return scaled(bytes, byteUnits, locale);
}

/** Bits per second in decimal units: 2_500_000 → `2.5 Mb/s`. */
export function formatBitRate(bitsPerSecond: number, locale = 'en'): string {
  return scaled(bitsPerSecond, bitRateUnits, locale);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Time of day, with AM/PM on the 12-hour clock. */
export function formatTime(value: Date | string | number, timeFormat: TimeFormat, locale = 'en') {
  return cached(
    `t:${locale}:${timeFormat}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        hour12: timeFormat === '12h',
      }),
  ).format(toDate(value));
}

/** A calendar date in the language's order. */
export function formatDate(value: Date | string | number, locale = 'en'): string {
  return cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
  ).format(toDate(value));
}

/** Date and time of day together, to the minute or, with `seconds`, to the second. */
export function formatDateTime(
  value: Date | string | number,
  timeFormat: TimeFormat,
  locale = 'en',
  seconds = false,
): string {
  return cached(
    `dt:${locale}:${timeFormat}:${seconds}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' } : {}),
        hour12: timeFormat === '12h',
      }),
  ).format(toDate(value));
}

/** The calendar or clock unit a time axis tick falls on (ECharts' `lowerTimeUnit`). */
export type TimeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'millisecond';

const tickParts: Record<TimeUnit, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { day: 'numeric' },
  hour: { hour: 'numeric', minute: '2-digit' },
  minute: { hour: 'numeric', minute: '2-digit' },
  second: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  millisecond: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
};

/**
 * A time axis label in the chosen language and clock: a year, a month's short name, a day of
 * the month, or a time of day (with seconds on a tick that has them).
 */
export function formatTimeTick(
  value: Date | string | number,
  unit: TimeUnit,
  timeFormat: TimeFormat,
  locale = 'en',
): string {
  const clock =
    unit === 'year' || unit === 'month' || unit === 'day' ? {} : { hour12: timeFormat === '12h' };
  return cached(
    `tt:${locale}:${unit}:${timeFormat}`,
    () => new Intl.DateTimeFormat(locale, { ...tickParts[unit], ...clock }),
  ).format(toDate(value));
}

/** A length of time in seconds as `1 h 5 min`, `4 min 10 s` or `12 s`. */
export function formatDuration(seconds: number, locale = 'en'): string {
  const whole = Math.max(0, Math.round(seconds));
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(whole / 86_400), 'day'],
    [Math.floor((whole % 86_400) / 3600), 'hour'],
    [Math.floor((whole % 3600) / 60), 'minute'],
    [whole % 60, 'second'],
  ];
  const shown = parts.filter(([amount]) => amount > 0).slice(0, 2);
  if (shown.length === 0) shown.push([0, 'second']);
  return shown
    .map(([amount, unit]) =>
      cached(
        `du:${locale}:${unit}`,
        () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
      ).format(amount),
    )
    .join(' ');
}

/**
 * A country's name in the chosen language from its ISO 3166-1 alpha-2 code (the API names
 * countries in English); the given name when the browser knows none for the code.
 */
export function formatCountry(code: string, name: string, locale = 'en'): string {
  try {
    return (
      cached(
        `c:${locale}`,
        () => new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }),
      ).of(code) ?? name
    );
  } catch {
    // A code Intl refuses (not two letters or three digits) keeps the API's name.
    return name;
  }
}
