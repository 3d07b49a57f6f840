import { readdir } from 'node:fs/promises';
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

/**
 * Routes of the table that no spec checked (`checkScreen`), as "name (path)", once every spec of
 * e2e/ checked a screen in this run; null when only some ran (one spec run alone covers only its
 * feature).
 */
export async function routesNeverChecked(checkedScreens: string): Promise<string[] | null> {
  const rows = checkedScreens
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t') as [string, string]);
  const ran = new Set(rows.map(([spec]) => spec));
  const specs = (await readdir(path.resolve('e2e'))).filter((file) => file.endsWith('.spec.ts'));
  if (!specs.every((spec) => ran.has(spec))) return null;
  return unvisitedRoutes(rows.map(([, visited]) => visited));
}

/** Routes of the table that none of the visited paths matches, as "name (path)". */
async function unvisitedRoutes(visited: Iterable<string>): Promise<string[]> {
  const paths = [...visited];
  return (await screenRoutes())
    .filter((route) => !paths.some((p) => patternOf(route.path).test(p)))
    .map((route) => `${route.name} (${route.path})`);
}
