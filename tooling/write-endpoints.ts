/**
 * Writes `packages/contract/src/endpoints.ts`, the schema-free view of `routes` (name, method, path, who may
 * call) that the dashboard's API client imports. Usage: npm run gen:endpoints
 * (`endpoints.test.ts` there fails while the file and the contract disagree.)
 */
import { writeFile } from 'node:fs/promises';
import { routes } from '../packages/contract/src/index';

const rows = Object.entries(routes).map(
  ([name, route]) =>
    `  ${name}: { name: '${name}', method: '${route.method}', path: '${route.path}', auth: '${route.auth}' },`,
);
const text = `// Generated from \`routes\` (index.ts) by \`npm run gen:endpoints\`; do not edit.
import type { Endpoint, RouteName } from './index';

export { apiBase, type Endpoint, urlOf } from './route';

/** Every route of the API without its schemas, by name (see \`Endpoint\`). */
export const endpoints = {
${rows.join('\n')}
} as const satisfies { [N in RouteName]: Endpoint<N> };
`;
await writeFile(new URL('../packages/contract/src/endpoints.ts', import.meta.url), text);
