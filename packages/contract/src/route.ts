import type { z } from 'zod';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in account (bearer token or X-API-Key), an edge
 * process (X-Edge-Token from `palisade edge token create`), or an operator: an account with the
 * operator role, signed in with a session (an API key is refused), docs/operators.md.
 */
export type RouteAuth = 'public' | 'user' | 'edge' | 'operator';

/**
 * The object a route acts on, named by its `:id` parameter. The server resolves it before the
 * handler runs and answers 404 when the caller cannot see it:
 * - `network`: owned by the caller, or shared with the caller (then `permission` is checked, 403);
 * - `tunnel` and `tunnelFirewall`: a tunnel (or a tunnel's port rule) owned by the caller.
 */
export type RouteScope = 'network' | 'tunnel' | 'tunnelFirewall';

/** `owner` admits the network's owner only, whatever a sub-user's permissions say. */
export type RoutePermission = Permission | 'owner';

type Schema = z.ZodType;

export interface RouteDef<
  A extends RouteAuth = RouteAuth,
  S extends RouteScope | undefined = RouteScope | undefined,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Path under `/api/v1`, with `:name` parameters. */
  path: string;
  auth: A;
  scope?: S;
  /** Required of sub-users on `network` routes. */
  permission?: RoutePermission;
  summary: string;
  tags: readonly string[];
  /**
   * HTTP status of a success: 200, or 201 where TCPShield's API (which clients of ours also
   * speak) answers 201 itself: its tunnel creations and its tunnel locations
   * (docs/decisions/2026-11-25-tcpshield-creation-status-200.md).
   */
  successStatus?: 200 | 201;
  /**
   * A top-level `message` beside `status` and `data` in the success envelope, where TCPShield's
   * API answers one (`user/summary`).
   */
  message?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope. */
  reply: R;
}

export const defineRoute = <
  A extends RouteAuth,
  S extends RouteScope | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(
  route: RouteDef<A, S, P, Q, B, R>,
) => route;

// Optional properties read as `S | undefined`; the brackets stop the union from distributing.
type InferOr<S, Fallback> = [NonNullable<S>] extends [Schema] ? z.infer<NonNullable<S>> : Fallback;
type InputOr<S, Fallback> = [NonNullable<S>] extends [Schema] ? z.input<NonNullable<S>> : Fallback;

export type RouteParams<R extends RouteDef> = InferOr<R['params'], Record<string, never>>;
export type RouteQuery<R extends RouteDef> = InferOr<R['query'], Record<string, never>>;
export type RouteBody<R extends RouteDef> = InferOr<R['body'], undefined>;
export type RouteReply<R extends RouteDef> = z.infer<R['reply']>;

/** Where the API's routes live. */
export const apiBase = '/api/v1';

/**
 * A route without its schemas: what a client needs to call it. `endpoints.ts` holds one per
 * route, generated from `routes`, so a client can call the API without loading zod and every
 * schema; its name keeps the request and reply types of the route.
 */
export interface Endpoint<N extends string = string> {
  name: N;
  method: HttpMethod;
  path: string;
  auth: RouteAuth;
}

/**
 * Where to send a request to a route, under `apiBase`: its path with the `:name` parameters
 * filled in (URI-encoded), and the query string if any.
 */
export function urlOf(
  route: Endpoint,
  request: { params?: unknown; query?: unknown } = {},
): string {
  const params = request.params as Record<string, unknown> | undefined;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const pairs = Object.entries(query).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`,
  );
  return `${path}?${pairs.join('&')}`;
}

/** What a client sends: schema inputs, before defaults and transforms. */
export interface RouteRequest<R extends RouteDef> {
  params?: InputOr<R['params'], undefined>;
  query?: InputOr<R['query'], undefined>;
  body?: InputOr<R['body'], undefined>;
}
