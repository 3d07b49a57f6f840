import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { databaseAnswers } from '../db/sql';
import type { Deps } from '../deps';
import { notFound, unauthorized } from '../errors';

/** Compares without leaking, through timing, how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

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

  // Metrics tell who is being attacked and how much traffic flows: only for the operator's
  // scraper, which sends METRICS_TOKEN (the main port faces customers).
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to scrape /metrics.');
    if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      throw unauthorized('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.');
    }
    reply.type(registry.contentType);
    const texts = await Promise.all([registry, ...deps.extraMetrics].map((r) => r.metrics()));
    return texts.join('\n');
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const database = (await databaseAnswers(deps.db)) ? 'up' : 'down';
    reply.code(database === 'up' ? 200 : 503);
    return { status: database === 'up' ? 0 : 503, data: { database } };
  });
}
