import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { importAppModule } from './app-source.ts';

/**
 * How the production build groups modules into chunks, by the page that first needs them.
 *
 * Left alone, the bundler makes one chunk per set of lazy screens that share a module: the
 * signed-in dashboard fetched over ninety small files, one after the other on a slow line. Here
 * the modules go by what loads them, as the router does:
 *   - `entry`: what the entry runs (framework, router, session): every page has it;
 *   - `data`: the queries the route loaders start in parallel with the layouts' chunks;
 *   - `ui`: what the login page and the signed-in shell both use beyond the entry;
 *   - `sign-in`: what only the login page and its bare layout use;
 *   - `shell`: what only the signed-in layout uses, and the generic code the home screen
 *     shares with other signed-in screens;
 *   - `screens`: the rest of the generic code two or more signed-in screens share.
 * A screen's own modules stay in its chunk, which the router fetches in parallel with its
 * layout's (the screens and their layouts from the route table). Only the login page's
 * needs decide `sign-in`, so its JavaScript budget holds; other bare pages take the rest from
 * `shell`.
 *
 * The groups need the module graph as used, not as imported: a barrel such as
 * `@mantine/core` re-exports every component, so an import of `Button` through it is
 * followed to `Button`'s own module only.
 */
const sharedElsewhere = /[\\/](src[\\/]features|packages[\\/]contract|node_modules[\\/]zod)[\\/]/;

/** The app's modules the grouping starts from, from the app's root. */
export interface AppModules {
  /** What index.html's script runs. */
  entry: string;
  /** The router: what its loaders import dynamically is the routes' data. */
  router: string;
  /** The route table (src/config/route-table.ts): the screens, by layout. */
  routeTable: string;
  layouts: { main: string; bare: string };
}

type RouteTable = typeof import('../src/config/route-table');

export function layoutChunks(modules: AppModules): { plugin: Plugin; groups: ChunkGroup[] } {
  const sets = {
    entry: new Set<string>(),
    data: new Set<string>(),
    ui: new Set<string>(),
    signIn: new Set<string>(),
    shell: new Set<string>(),
    screens: new Set<string>(),
  };
  let root = '';
  const plugin: Plugin = {
    name: 'palisade-layout-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildEnd() {
      const ids = new Set(this.getModuleIds());
      const closure = await usedGraph(
        (id) => this.getModuleInfo(id),
        async (spec, importer) => (await this.resolve(spec, importer))?.id ?? null,
      );
      /** The id of a module, from the app's root. */
      const module = (file: string) => {
        const id = path.join(root, file);
        if (!ids.has(id)) throw new Error(`layoutChunks: no module ${file}`);
        return id;
      };
      const without = (ids: Set<string>, ...taken: Set<string>[]) =>
        new Set([...ids].filter((id) => !taken.some((set) => set.has(id))));
      const table = await importAppModule<RouteTable>(root, modules.routeTable);
      const route = (name: string) => {
        const found = table.screenRoutes.find((r) => r.name === name);
        if (!found) throw new Error(`layoutChunks: no route ${name}`);
        return found;
      };
      const features = path.join(root, 'src', 'features');
      /** A route's screen module: `src/features/<feature>/screens/<name>.tsx`. */
      const screenOf = (r: (typeof table.screenRoutes)[number]) => {
        const id = [...ids].find(
          (candidate) => candidate.startsWith(features) && candidate.endsWith(table.screenFile(r)),
        );
        if (!id) throw new Error(`layoutChunks: no screen module for ${r.name}`);
        return id;
      };
      const mainLayout = module(modules.layouts.main);
      const bareLayout = module(modules.layouts.bare);

      const entry = await closure([module(modules.entry)]);
      // What the routes' loaders start: the router's imports other than the layouts, and the
      // screens' prefetch modules.
      const prefetches = table.screenRoutes
        .map((r) => screenOf(r).replace(/\.tsx$/, '.prefetch.ts'))
        .filter((id) => ids.has(id));
      const loaderData = [
        ...(this.getModuleInfo(module(modules.router))?.dynamicallyImportedIds ?? []),
        ...prefetches,
      ].filter((id) => id !== mainLayout && id !== bareLayout);
      const data = without(await closure(loaderData), entry);
      // Generic code two or more signed-in screens share: what the home screen (where every
      // sign-in lands) uses goes with the shell, the rest in one chunk of its own. A feature's
      // modules (its texts among them) load with the feature, and the contract's schemas (with
      // zod) with the forms that validate.
      const screens = table.screenRoutes.filter((r) => r.layout === 'main').map(screenOf);
      const uses = new Map<string, number>();
      for (const screen of screens)
        for (const id of await closure([screen])) uses.set(id, (uses.get(id) ?? 0) + 1);
      const shared = new Set(
        [...uses].filter(([id, count]) => count > 1 && !sharedElsewhere.test(id)).map(([id]) => id),
      );
      const home = await closure([screenOf(route(table.homeRoute))]);
      const signedIn = without(
        new Set([...(await closure([mainLayout])), ...[...shared].filter((id) => home.has(id))]),
        entry,
        data,
      );
      const login = without(
        await closure([bareLayout, screenOf(route(table.signInRoute))]),
        entry,
        data,
      );
      // What the login page and the signed-in shell both use (Mantine's inputs and buttons)
      // is a chunk of its own: neither page loads code only the other one runs.
      const ui = new Set([...login].filter((id) => signedIn.has(id)));
      const signIn = without(login, ui);
      const shell = without(signedIn, ui);
      const screensShared = without(shared, entry, data, ui, signIn, shell);
      Object.assign(sets, { entry, data, ui, signIn, shell, screens: screensShared });
    },
  };
  const group = (name: string, set: keyof typeof sets, priority: number): ChunkGroup => ({
    name,
    test: (id) => sets[set].has(id),
    priority,
  });
  return {
    plugin,
    groups: [
      group('entry', 'entry', 40),
      group('data', 'data', 30),
      group('ui', 'ui', 25),
      group('sign-in', 'signIn', 20),
      group('shell', 'shell', 10),
      group('screens', 'screens', 5),
    ],
  };
}

export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

type ModuleInfo = {
  code: string | null;
  importedIds: readonly string[];
};

type Resolve = (spec: string, importer: string) => Promise<string | null>;

interface ParsedModule {
  declared: Set<string>;
  statements: ImportStatement[];
  /** Exported name → local name, from `export { a as b };`. */
  locals: Map<string, string>;
}

/** One import or re-export statement: the specifier and the names it takes (`*` for all). */
interface ImportStatement {
  spec: string;
  /** [name in the imported module, name here]; empty for `import 'x'`, `*` for namespaces. */
  names: (readonly [string, string])[];
  reexport: boolean;
}

const statementPattern =
  /\b(import|export)\s*(?:(type\s+)?([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?["']([^"']+)["']/g;

/** `a`, `b as c`, `default as d` → [imported name, local name]. */
const nameList = (list: string) =>
  list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return [imported, local] as const;
    });

function statementsOf(code: string): ImportStatement[] {
  const out: ImportStatement[] = [];
  for (const [, keyword, typeOnly, defaultName, braces, spec = ''] of code.matchAll(
    statementPattern,
  )) {
    if (typeOnly) continue;
    const names: (readonly [string, string])[] = [];
    if (defaultName?.trim()) names.push(['default', defaultName.replace(/[\s,]/g, '')]);
    if (braces?.startsWith('{')) names.push(...nameList(braces));
    else if (braces) names.push(['*', '*']);
    if (keyword === 'export' && !braces) continue;
    out.push({ spec, names, reexport: keyword === 'export' });
  }
  return out;
}

const declaration =
  /export\s+(?:default\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g;
const exportList = /export\s*(\{[^}]*\})\s*;/g;

/**
 * The static import graph as the code uses it. An import of a few names from a package that
 * declares itself free of side effects (`@mantine/core`, the icons, the contract) is followed
 * to the modules that declare those names, not to every module the package's index gathers.
 */
async function usedGraph(info: (id: string) => ModuleInfo | null, resolve: Resolve) {
  const sideEffectFree = new Map<string, boolean>();
  const pure = (id: string): boolean => {
    if (/\.css$/.test(id)) return false;
    let dir = path.dirname(id);
    const seen: string[] = [];
    while (dir !== path.dirname(dir)) {
      const known = sideEffectFree.get(dir);
      if (known !== undefined) return known;
      seen.push(dir);
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const { sideEffects } = JSON.parse(readFileSync(manifest, 'utf8')) as {
          sideEffects?: boolean | string[];
        };
        const free = sideEffects === false || Array.isArray(sideEffects);
        for (const d of seen) sideEffectFree.set(d, free);
        return free;
      }
      dir = path.dirname(dir);
    }
    return false;
  };

  const resolved = new Map<string, Promise<string | null>>();
  const target = (spec: string, importer: string) => {
    const key = `${importer}\0${spec}`;
    let found = resolved.get(key);
    if (!found) {
      found = resolve(spec, importer);
      resolved.set(key, found);
    }
    return found;
  };

  /** A module's own declared exports, import and export statements, and exported locals. */
  const parsedModules = new Map<string, ParsedModule | null>();
  const parsed = (id: string) => {
    if (!parsedModules.has(id)) {
      const code = info(id)?.code;
      const locals = new Map<string, string>();
      for (const [, list = ''] of code?.matchAll(exportList) ?? [])
        for (const [local, exported] of nameList(list)) locals.set(exported, local);
      parsedModules.set(
        id,
        code
          ? {
              declared: new Set([...code.matchAll(declaration)].map(([, name = '']) => name)),
              statements: statementsOf(code),
              locals,
            }
          : null,
      );
    }
    return parsedModules.get(id) ?? null;
  };

  /** The module that declares `name` when imported from `id`, through re-exports. */
  const declaring = async (id: string, name: string, depth = 0): Promise<string | null> => {
    const module = parsed(id);
    if (!module || depth > 20) return id;
    if (module.declared.has(name)) return id;
    const { statements } = module;
    const local = module.locals.get(name);
    for (const statement of statements) {
      const match = statement.names.find(([imported, as]) =>
        statement.reexport ? as === name : local !== undefined && as === local && imported !== '*',
      );
      if (!match) continue;
      const next = await target(statement.spec, id);
      return next ? declaring(next, match[0], depth + 1) : id;
    }
    if (local !== undefined) return id;
    for (const statement of statements.filter((s) => s.reexport && s.names[0]?.[0] === '*')) {
      const next = await target(statement.spec, id);
      const found = next ? await declaring(next, name, depth + 1) : null;
      if (found) return found;
    }
    return null;
  };

  const edgesOf = new Map<string, Promise<string[]>>();
  const edges = (id: string) => {
    let found = edgesOf.get(id);
    if (!found) {
      found = (async () => {
        const module = info(id);
        if (!module) return [];
        const out = new Set<string>();
        const covered = new Set<string>();
        for (const statement of parsed(id)?.statements ?? []) {
          const dep = await target(statement.spec, id);
          if (!dep) continue;
          covered.add(dep);
          const named = statement.names.filter(([imported]) => imported !== '*');
          if (!pure(dep) || named.length === 0 || named.length < statement.names.length) {
            out.add(dep);
            continue;
          }
          for (const [imported] of named) out.add((await declaring(dep, imported)) ?? dep);
        }
        for (const dep of module.importedIds) if (!covered.has(dep)) out.add(dep);
        return [...out];
      })();
      edgesOf.set(id, found);
    }
    return found;
  };

  return async (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(await edges(id)));
    }
    return seen;
  };
}
