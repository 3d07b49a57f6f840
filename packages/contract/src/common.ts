import { z } from 'zod';

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

/** A new password: long enough to resist guessing, short enough to hash cheaply. */
export const newPassword = z
  .string()
  .min(10, { message: 'Use at least 10 characters.' })
  .max(200, { message: 'Use at most 200 characters.' });

/** A password as typed at sign-in; checked against the stored hash only. */
export const password = z.string().min(1).max(200);

export const personName = z.string().trim().min(1, { message: 'Please enter your name.' }).max(100);

export const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^[+0-9 ()./-]*$/, { message: 'Use digits, spaces and + ( ) . / - only.' });

/** An opaque token from a mail link. */
export const linkToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'Malformed token.' });

/** ALTCHA payload (base64 JSON); empty when captcha is off. */
export const captcha = z.string().max(8000).optional().default('');
export const cfcaptcha = z.string().max(4096).optional().default('');

export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'Enter the 6-digit code.' });

/** A TOTP code or a one-time recovery code. */
export const secondFactor = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, {
    message: 'Enter the 6-digit code or a recovery code.',
  });

export const isoDate = z.string().meta({ format: 'date-time' });

/** Unix milliseconds of 9999-12-31T23:59:59.999Z: dates past it (or before 1970) are refused. */
export const latestMs = 253_402_300_799_999;

/** A date in a query (`from`, `to`): 1970 to 9999, which every database stores. */
export const queryDate = z.coerce
  .date()
  .refine((d) => d.getTime() >= 0 && d.getTime() <= latestMs, {
    message: 'Use a date between 1970 and 9999.',
  });

/** A database id in a path or body: a positive 32-bit integer. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** An id in a path: digits only (no sign, space or exponent), then the same range as `id`. */
export const pathId = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'Expected a positive integer id.' })
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** Paths of the form `/networks/:id/…`. */
export const networkParams = z.object({ id: pathId });

export const timestamps = { created_at: isoDate, updated_at: isoDate };
