import type {
  ErrorEnvelope,
  RouteName,
  RouteReply,
  RouteRequest,
  Routes,
} from '@palisade/contract';
// Schema-free: calling the API does not load zod or the contract's schemas.
import { callRoute } from '@palisade/contract/client';
import type { Endpoint } from '@palisade/contract/endpoints';

/** A failed call, carrying the envelope's machine code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorEnvelope['code'] | 'NETWORK',
    message: string,
    readonly details: ErrorEnvelope['details'] = [],
    /** A 429's `Retry-After`: seconds until the limit lets calls through again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The seconds of a `Retry-After` header; the API sends seconds, never a date. */
function retryAfter(header: string | null): number | null {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Calls a contract route; the request and the reply are typed by the route's schemas. */
export async function call<N extends RouteName>(
  route: Endpoint<N>,
  request: RouteRequest<Routes[N]> = {},
  token?: string,
): Promise<RouteReply<Routes[N]>> {
  const answer = await callRoute('', route, request, {
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  }).catch((error: Error) => {
    throw new ApiError(0, 'NETWORK', error.message);
  });
  if (answer.ok) return answer.data;
  throw new ApiError(
    answer.status,
    answer.error?.code ?? 'INTERNAL',
    answer.error?.message ?? `HTTP ${answer.status}`,
    answer.error?.details,
    retryAfter(answer.retryAfter),
  );
}
