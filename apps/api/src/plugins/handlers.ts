import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteReply } from '@palisade/contract';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps';
import type { UserRow } from '../features/account/queries';
import type { EdgeRow } from '../features/edge-sync/queries';
import type { TunnelRuleRow } from '../features/tunnels/queries/rules';
import type { TunnelRow } from '../features/tunnels/queries/tunnels';
import type { NetworkAccess } from './authorize';

type ScopeOf<R extends RouteDef> = NonNullable<R['scope']>;

export interface HandlerInput<R extends RouteDef> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The caller; always set on routes that need a signed-in account or an operator. */
  user: R['auth'] extends 'user' | 'operator' ? UserRow : null;
  /** The caller's session (the access token's `sid`); null for an API key or a public route. */
  session: string | null;
  /** The calling edge process on `edge` routes. */
  edge: R['auth'] extends 'edge' ? EdgeRow : null;
  /** The network a `network` route names, already checked against the caller. */
  network: ScopeOf<R> extends 'network' ? NetworkAccess : undefined;
  /** The tunnel a `tunnel` or `tunnelFirewall` route names, owned by the caller. */
  tunnel: ScopeOf<R> extends 'tunnel' | 'tunnelFirewall' ? TunnelRow : undefined;
  tunnelRule: ScopeOf<R> extends 'tunnelFirewall' ? TunnelRuleRow : undefined;
  ip: string;
  deps: Deps;
  reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (input: HandlerInput<R>) => Promise<RouteReply<R>>;

/** One handler per contract route: a route without one does not compile. */
export type Handlers<T extends Record<string, RouteDef>> = { [K in keyof T]: Handler<T[K]> };
