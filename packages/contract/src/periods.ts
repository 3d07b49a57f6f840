/**
 * The analytics periods and their lengths: plain values, so a client can check a stored one or
 * compute a range without zod.
 */
export const periods = ['1h', '6h', '12h', '1d', '3d', '1w', '2w', '1M', '3M'] as const;
export type Period = (typeof periods)[number];

/** Each period's length in seconds. */
export const periodSeconds: Record<Period, number> = {
  '1h': 3600,
  '6h': 6 * 3600,
  '12h': 12 * 3600,
  '1d': 86_400,
  '3d': 3 * 86_400,
  '1w': 7 * 86_400,
  '2w': 14 * 86_400,
  '1M': 30 * 86_400,
  '3M': 90 * 86_400,
};
