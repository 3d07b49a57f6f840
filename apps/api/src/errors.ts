import type { ErrorCode, ErrorEnvelope } from '@palisade/contract';

/** A failure the caller can act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** One entry per offending field, as validation failures carry them. */
    readonly details?: ErrorEnvelope['details'],
  ) {
    super(message);
  }
}

/**
 * A field that only the account can judge (the schema cannot: a password required because the
 * account has one): 400 VALIDATION_ERROR with the field in `details`, as a schema failure.
 */
export class FieldError extends AppError {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(400, 'VALIDATION_ERROR', `${path}: ${problem}`);
  }
}

export const notFound = (what = 'Not found.') => new AppError(404, 'NOT_FOUND', what);
export const unauthorized = (message = 'Sign in to continue.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many attempts. Try again later.', {
    'retry-after': String(retryAfterSeconds),
  });
