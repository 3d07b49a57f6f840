import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/** Compares without leaking, through timing, how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A standalone edge's Prometheus endpoint: `GET /metrics`, and `/healthz` for probes. With a
 * `token`, `/metrics` answers only `Authorization: Bearer <token>` (its figures tell who is under
 * attack and how much each network carries); `/healthz` tells nothing and stays open.
 */
export async function serveMetrics(
  registry: Pick<Registry, 'metrics' | 'contentType'>,
  port: number,
  host: string,
  token?: string,
) {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/metrics') {
      if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
        response
          .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
          .end('Send the metrics token as Authorization: Bearer <token>.\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    } else if (request.method === 'GET' && request.url === '/healthz') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
