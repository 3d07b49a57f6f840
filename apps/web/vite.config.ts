import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { layoutChunks } from './layout-chunks';
import { preloadShellWhenSignedIn } from './shell-preload';
import { paintFrameFromHtml } from './static-shell';
import { themeVariables } from './theme-variables';

/**
 * Each Mantine component brings its own stylesheet (`@mantine/core/styles/<Name>.css`) into the
 * chunk that has the component, instead of one stylesheet with every component in it.
 */
function mantineStylesPerComponent(): Plugin {
  const componentClasses = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  const stylesDir = path.dirname(
    createRequire(import.meta.url).resolve('@mantine/core/styles.css'),
  );
  return {
    name: 'palisade-mantine-styles-per-component',
    // The dev server serves Mantine pre-bundled, past this plugin: there it links the whole
    // stylesheet instead.
    transformIndexHtml: {
      handler: (_html, { server }) =>
        server
          ? [
              {
                tag: 'link',
                attrs: { rel: 'stylesheet', href: `/@fs${path.join(stylesDir, 'styles.css')}` },
                injectTo: 'head' as const,
              },
            ]
          : [],
    },
    transform(code, id) {
      const name = componentClasses.exec(id)?.[1];
      if (!name || !existsSync(path.join(stylesDir, 'styles', `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

/** The app's modules the build's plugins start from. */
const app = {
  entry: 'src/main.tsx',
  router: 'src/app/router.tsx',
  routeTable: 'src/config/route-table.ts',
  layouts: { main: 'src/app/shell/main-layout.tsx', bare: 'src/app/bare-layout.tsx' },
};

const chunks = layoutChunks(app);

export default defineConfig({
  plugins: [
    chunks.plugin,
    mantineStylesPerComponent(),
    themeVariables(),
    react(),
    preloadShellWhenSignedIn(app.layouts.main),
    paintFrameFromHtml(app.routeTable),
    // A .br and a .gz copy of every asset: the API serves them to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // `@/` is `src/` (tsconfig.json's `paths`), for imports that would climb two levels or more.
  resolve: { tsconfigPaths: true },
  server: { proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
