/** The analytics periods: a plain list, so a client can check a stored one without zod. */
export const periods = ['1h', '6h', '12h', '1d', '3d', '1w', '2w', '1M', '3M'] as const;
export type Period = (typeof periods)[number];
