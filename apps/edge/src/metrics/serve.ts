import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/** A standalone edge's Prometheus endpoint: `GET /metrics`, and `/healthz` for probes. */
export async function serveMetrics(
  registry: Pick<Registry, 'metrics' | 'contentType'>,
  port: number,
  host: string,
) {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/metrics') {
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
