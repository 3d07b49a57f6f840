import type {
  ErrorEnvelope,
  RouteName,
  RouteReply,
  RouteRequest,
  Routes,
} from '@palisade/contract';
// The schema-free route table: calling the API does not load zod or the contract's schemas.
import { apiBase, type Endpoint, urlOf } from '@palisade/contract/endpoints';

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
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBase}${urlOf(route, request)}`, {
    method: route.method,
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  }).catch((error: Error) => {
    throw new ApiError(0, 'NETWORK', error.message);
  });
  const envelope = (await response.json().catch(() => null)) as
    | { status: 0; data: RouteReply<Routes[N]> }
    | ErrorEnvelope
    | null;
  if (response.ok && envelope && 'data' in envelope) return envelope.data;
  const error = envelope && 'code' in envelope ? envelope : null;
  throw new ApiError(
    response.status,
    error?.code ?? 'INTERNAL',
    error?.message ?? response.statusText,
    error?.details,
    retryAfter(response.headers.get('retry-after')),
  );
}
