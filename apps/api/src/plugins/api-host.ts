import type { IncomingMessage } from 'node:http';
import { apiBase, routes } from '@palisade/contract';

/** The operator's endpoints, answered at the root of every host. */
const rootPaths = new Set(['/healthz', '/metrics']);

/** The host a request names, lower case, without its port. */
function hostOf(header: string | undefined): string {
  const host = (header ?? '').toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * On `API_HOST` the API answers at the root, as TCPShield's API host does
 * (`https://api.example.com/networks`): every path but `/api/…` and the operator's endpoints is
 * taken as a path under `/api/v1`. Other hosts keep their paths (docs/api.md#base-address).
 */
export function apiHostRewrite(apiHost: string | null) {
  return (request: IncomingMessage): string => {
    const url = request.url ?? '/';
    if (apiHost === null || hostOf(request.headers.host) !== apiHost) return url;
    const path = url.split('?')[0] ?? url;
    if (path === '/api' || path.startsWith('/api/') || rootPaths.has(path)) return url;
    return `${apiBase}${url}`;
  };
}

const patterns = Object.values(routes).map(
  (route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
);

/** Whether `/api/v1` + path is one of the API's routes, for whatever method. */
export const apiKnowsPath = (path: string) => patterns.some((pattern) => pattern.test(path));
