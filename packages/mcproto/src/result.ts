/**
 * What a decoder makes of the bytes it was given: a value and how many bytes it used, a wish
 * for more bytes (the input ends early), or a refusal (the input can never be valid). A proxy
 * waits in the second case and drops the connection in the third. Decoders never throw.
 */
export type Decoded<T> =
  | { kind: 'ok'; value: T; size: number }
  | { kind: 'incomplete' }
  | { kind: 'malformed'; reason: string };

export const ok = <T>(value: T, size: number): Decoded<T> => ({ kind: 'ok', value, size });
export const incomplete = { kind: 'incomplete' } as const;
export const malformed = (reason: string) => ({ kind: 'malformed', reason }) as const;
