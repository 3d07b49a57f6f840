import { apiBase, errorEnvelope, okEnvelope, type RouteDef } from '@palisade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import type { UserRow } from '../features/account/queries';
import type { EdgeRow } from '../features/edge-sync/queries';
import { authenticate, authenticateEdge, authenticateOperator } from './authenticate';
import { authorize, type Scope } from './authorize';
import type { Handler } from './handlers';
import { refuseNul } from './nul-guard';

interface Caller {
  user: UserRow | null;
  session: string | null;
  edge: EdgeRow | null;
  scope: Scope;
}

/** Registers each contract route with its schemas, its authentication and its handler. */
export function registerContractRoutes(
  app: FastifyInstance,
  deps: Deps,
  routes: Record<string, RouteDef>,
  handlers: Record<string, Handler<RouteDef>>,
) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const edges = new WeakMap<FastifyRequest, EdgeRow>();
  for (const [name, route] of Object.entries(routes)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`route ${name} has no handler`);
    const success = route.successStatus ?? 200;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: route.method,
      url: `${apiBase}${route.path}`,
      // Edges send telemetry in batches; people send small forms. Edges poll and report every
      // few seconds: their requests are logged only when something goes wrong.
      ...(route.auth === 'edge'
        ? {
            bodyLimit: 8 * 1024 * 1024,
            logLevel: 'warn' as const,
            // The token is checked before the body (up to 8 MiB) is read and parsed.
            onRequest: async (request: FastifyRequest) => {
              edges.set(request, await authenticateEdge(deps, request));
            },
          }
        : {}),
      schema: {
        operationId: name,
        summary: route.summary,
        tags: [...route.tags],
        ...(route.auth === 'user' ? { security: [{ bearer: [] }, { apiKey: [] }] } : {}),
        ...(route.auth === 'operator' ? { security: [{ bearer: [] }] } : {}),
        ...(route.auth === 'edge' ? { security: [{ edgeToken: [] }] } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: {
          [success]: okEnvelope(route.reply, route.message),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
      // Who calls and what they may touch is settled before the body is validated, so a
      // stranger learns nothing about another account's objects, not even their schemas.
      preValidation: async (request) => {
        const caller =
          route.auth === 'user'
            ? await authenticate(deps, request)
            : route.auth === 'operator'
              ? await authenticateOperator(deps, request)
              : null;
        const user = caller?.user ?? null;
        const edge = route.auth === 'edge' ? (edges.get(request) ?? null) : null;
        if (route.auth === 'edge' && !edge) throw new Error(`route ${name} ran without its edge`);
        const scope = await authorize(deps, route, user, request.params);
        refuseNul(request);
        callers.set(request, { user, session: caller?.session ?? null, edge, scope });
      },
      handler: async (request, reply) => {
        const caller = callers.get(request);
        if (!caller) throw new Error(`route ${name} ran without its caller`);
        const { user, session, edge, scope } = caller;
        if (route.scope && !scope.network && !scope.tunnel) {
          throw new Error(`route ${name} ran without its ${route.scope}`);
        }
        const data = await handler({
          network: scope.network as never,
          tunnel: scope.tunnel as never,
          tunnelRule: scope.tunnelRule as never,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          user: user as never,
          session,
          edge: edge as never,
          ip: request.ip,
          deps,
          reply,
        });
        reply.code(success);
        return route.message === undefined
          ? { status: 0 as const, data }
          : { status: 0 as const, message: route.message, data };
      },
    });
  }
}
