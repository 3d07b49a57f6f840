import type { ErrorCode, ErrorEnvelope } from '@palisade/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, FieldError } from '../errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorEnvelope['details'],
) {
  const body: ErrorEnvelope = {
    status,
    code,
    error: message,
    message,
    ...(details ? { details } : {}),
  };
  return reply.code(status).type('application/json').send(body);
}

/** The one place failures become the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const details =
        error instanceof FieldError
          ? [{ path: error.path, message: error.problem }]
          : error.details;
      return sendError(reply, error.status, error.code, error.message, details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const first = details[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is invalid.';
      return sendError(reply, 400, 'VALIDATION_ERROR', message, details);
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      return sendError(reply, status, codeByStatus[status] ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'INTERNAL', 'Something went wrong on our side. Try again.');
  });
}
