import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** `vite build` names every file under assets/ by its content hash: it never changes. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built dashboard and answers unknown non-API GETs with its index.html, so that
 * history-mode routes load on refresh. Unknown API paths get the JSON 404. The build writes a
 * brotli and a gzip copy of each file (`apps/web/vite.config.ts`); a browser that accepts one
 * gets it. Hashed assets are cached for a year, everything else is revalidated on each load.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const assets = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? immutable : 'no-cache');
      },
    });
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
