import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * Serves the built dashboard and answers unknown non-API GETs with its index.html, so that
 * history-mode routes load on refresh. Unknown API paths get the JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return sendError(
      reply,
      404,
      'NOT_FOUND',
      `No route ${request.method} ${request.url.split('?')[0]}.`,
    );
  });
}
