import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  hits: Hit[];
  /** Answer the next `n` requests with HTTP 500. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that keeps every request it gets, as a webhook receiver would. */
export async function startReceiver(): Promise<Receiver> {
  const hits: Hit[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = failures > 0 ? 500 : 204;
      if (failures > 0) failures -= 1;
      hits.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      response.statusCode = answered;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
