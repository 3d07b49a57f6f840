import type { EdgeSnapshot } from '@palisade/contract';

export type Route = EdgeSnapshot['routes'][number];

/**
 * Host name → route: an exact name first, then the longest matching `*.` wildcard
 * (`*.example.com` answers `play.example.com` and `a.b.example.com`, not `example.com`).
 */
export function compileRoutes(routes: Route[]) {
  const exact = new Map<string, Route>();
  const wildcard = new Map<string, Route>();
  for (const route of routes) {
    if (route.host.startsWith('*.')) wildcard.set(route.host.slice(2), route);
    else exact.set(route.host, route);
  }
  return (host: string): Route | null => {
    const found = exact.get(host);
    if (found) return found;
    let dot = host.indexOf('.');
    while (dot !== -1) {
      const match = wildcard.get(host.slice(dot + 1));
      if (match) return match;
      dot = host.indexOf('.', dot + 1);
    }
    return null;
  };
}
