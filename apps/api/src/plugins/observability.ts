import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Deps } from '../deps';

/** `/healthz` for load balancers and Prometheus `/metrics` for operators. */
export function registerObservability(app: FastifyInstance, deps: Deps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'palisade_api_' });
  const duration = new Histogram({
    name: 'palisade_api_http_request_duration_seconds',
    help: 'API request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    const texts = await Promise.all([registry, ...deps.extraMetrics].map((r) => r.metrics()));
    return texts.join('\n');
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const database = await deps.db
      .execute(sql`select 1`)
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    reply.code(database === 'up' ? 200 : 503);
    return { status: database === 'up' ? 0 : 503, data: { database } };
  });
}
