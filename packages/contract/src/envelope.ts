import { z } from 'zod';

/** Stable machine codes carried by every error reply (docs/api.md#error-codes). */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'CAPTCHA_INVALID',
  'TWOFA_REQUIRED',
  'TWOFA_INVALID',
  'TWOFA_ALREADY_ENABLED',
  'TWOFA_NOT_ENABLED',
  'TOKEN_INVALID',
  'REFRESH_TOKEN_REUSED',
  'EMAIL_IN_USE',
  'PASSWORD_INCORRECT',
  'REAUTH_REQUIRED',
  'OAUTH_PROVIDER_UNKNOWN',
  'OAUTH_TOKEN_INVALID',
  'PLAN_LIMIT',
  'DOMAIN_TAKEN',
  'IN_USE',
  'BACKEND_NOT_PUBLIC',
  'DUPLICATE',
  'NO_PORT_AVAILABLE',
  'INSUFFICIENT_BALANCE',
  'WEBHOOK_NOT_SET',
  'INTERNAL',
] as const;

export const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorDetail = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorEnvelope = z
  .object({
    status: z.number().int(),
    code: errorCode,
    error: z.string(),
    message: z.string(),
    details: z.array(errorDetail).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The success envelope around a route's payload. */
export const okEnvelope = <T extends z.ZodType>(data: T, message?: string) =>
  message === undefined
    ? z.object({ status: z.literal(0), data })
    : z.object({ status: z.literal(0), message: z.literal(message), data });

export const messageReply = z.object({ message: z.string() });
