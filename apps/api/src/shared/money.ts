/** Whole cents as dollars with two decimals: 2050 → "20.50", -5 → "-0.05". */
export const formatCents = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
