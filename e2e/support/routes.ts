import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface RouteRow {
  path: string;
  name: string;
}

/**
 * The dashboard's routes as its route table lists them (apps/web/src/config/route-table.ts, every
 * screen of docs/web.md#routes-and-screens). Imported at run time: the table's lazy screen imports
 * are never called, and the e2e type check stays out of the web app's JSX.
 */
async function screenRoutes(): Promise<readonly RouteRow[]> {
  const file = path.resolve('apps/web/src/config/route-table.ts');
  const table = (await import(pathToFileURL(file).href)) as { screenRoutes: readonly RouteRow[] };
  return table.screenRoutes;
}

const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/:[a-z_]+/g, '[^/]+').replace(/\//g, '\\/')}$`);

/** Routes of the table that none of the visited paths matches, as "name (path)". */
export async function unvisitedRoutes(visited: Iterable<string>): Promise<string[]> {
  const paths = [...visited];
  return (await screenRoutes())
    .filter((route) => !paths.some((p) => patternOf(route.path).test(p)))
    .map((route) => `${route.name} (${route.path})`);
}
