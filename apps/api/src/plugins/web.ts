import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiBase } from '@palisade/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKnowsPath } from './api-host';
import { sendError } from './errors';

/** `vite build` names every file under assets/ by its content hash: it never changes. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * A request from an API client rather than a browser: it carries `X-API-Key`, or asks for JSON
 * and not for HTML. It never gets the dashboard's page.
 */
function apiShaped(request: FastifyRequest): boolean {
  if (request.headers['x-api-key'] !== undefined) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * Serves the built dashboard and answers unknown non-API GETs with its index.html, so that
 * history-mode routes load on refresh. Unknown API paths get the JSON 404, and so does an API
 * client that left out `/api/v1`: that 404 names the path it meant. The build writes a
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
    const path = request.url.split('?')[0] ?? request.url;
    const isApi = path.startsWith('/api/') || path === '/api';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && hasWeb && page && !apiShaped(request)) {
      return reply.type('text/html').sendFile('index.html');
    }
    const meant =
      !isApi && apiKnowsPath(path)
        ? ` The API answers under ${apiBase}: ${request.method} ${apiBase}${path}.`
        : '';
    return sendError(reply, 404, 'NOT_FOUND', `No route ${request.method} ${path}.${meant}`);
  });
}
