import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PanelCall {
  server: string;
  signal: string;
}

export interface PterodactylPanel {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Power actions the panel accepted. */
  started: PanelCall[];
  /** Requests it refused, with the status it answered. */
  refused: number[];
  close(): Promise<void>;
}

/**
 * A real HTTP server implementing the one endpoint of Pterodactyl's client API that a wake
 * calls, as the panel documents it: `POST /api/client/servers/{identifier}/power` with
 * `{"signal":"start"}`, `Authorization: Bearer <client key>` and `Accept: application/json`;
 * 204 when done, 401 for a wrong key, 404 for an unknown server, 422 for a bad body.
 */
export async function startPterodactylPanel(
  key: string,
  servers: string[],
): Promise<PterodactylPanel> {
  const started: PanelCall[] = [];
  const refused: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number) => {
        if (status !== 204) refused.push(status);
        response.statusCode = status;
        response.end();
      };
      const match = /^\/api\/client\/servers\/([^/]+)\/power$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return answer(404);
      if (request.headers.authorization !== `Bearer ${key}`) return answer(401);
      if (request.headers.accept !== 'application/json') return answer(406);
      const identifier = decodeURIComponent(match[1] as string);
      if (!servers.includes(identifier)) return answer(404);
      let body: { signal?: unknown } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return answer(422);
      }
      if (!['start', 'stop', 'restart', 'kill'].includes(String(body.signal))) return answer(422);
      started.push({ server: identifier, signal: String(body.signal) });
      answer(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    started,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
