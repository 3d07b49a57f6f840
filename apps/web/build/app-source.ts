import path from 'node:path';
import { runnerImport } from 'vite';

/**
 * One of the app's own modules (TypeScript, with its imports), loaded at build time by a
 * plugin that writes something from it into the page: Vite's module runner, without the app's
 * Vite config (which is what asks for it), with its `@/` alias (tsconfig.json's `paths`).
 */
export async function importAppModule<T>(root: string, file: string): Promise<T> {
  return (
    await runnerImport<T>(path.join(root, file), {
      configFile: false,
      resolve: { tsconfigPaths: true },
    })
  ).module;
}
