import type { ErrorEnvelope, RouteName, RouteReply, RouteRequest, Routes } from './index';
import { apiBase, type Endpoint, urlOf } from './route';

/** A route's answer: its payload, or the status with the error envelope (null when none came). */
export type Answer<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      error: ErrorEnvelope | null;
      /** A 429's `Retry-After` header, as sent. */
      retryAfter: string | null;
    };

/**
 * Calls a route of the API at `origin` (`apiBase` is added), typed by the route's name: its
 * params, query and body go where the route says, its payload comes back from the success
 * envelope. Schema-free, like `endpoints`: the dashboard and the edge call the API through it
 * without loading zod. A network failure or a timeout throws; what to do then is the caller's.
 */
export async function callRoute<N extends RouteName>(
  origin: string,
  route: Endpoint<N>,
  request: RouteRequest<Routes[N]> = {},
  init: {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** The body as JSON text already, for a caller that serialized it for something else too. */
    json?: string;
  } = {},
): Promise<Answer<RouteReply<Routes[N]>>> {
  const headers: Record<string, string> = { ...init.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${apiBase}${urlOf(route, request)}`, {
    method: route.method,
    headers,
    ...(init.signal ? { signal: init.signal } : {}),
    ...(request.body !== undefined ? { body: init.json ?? JSON.stringify(request.body) } : {}),
  });
  const envelope = (await response.json().catch(() => null)) as
    | { status: 0; data: RouteReply<Routes[N]> }
    | ErrorEnvelope
    | null;
  if (response.ok && envelope && 'data' in envelope)
    return { ok: true, status: response.status, data: envelope.data };
  return {
    ok: false,
    status: response.status,
    error: envelope && 'code' in envelope ? envelope : null,
    retryAfter: response.headers.get('retry-after'),
  };
}
