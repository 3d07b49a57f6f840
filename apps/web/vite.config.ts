import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { layoutChunks } from './build/layout-chunks.ts';
import { mantineStylesPerComponent } from './build/mantine-styles.ts';
import { preferencesFromHtml } from './build/preferences-script.ts';
import { preloadShellWhenSignedIn } from './build/shell-preload.ts';
import { paintFrameFromHtml } from './build/static-shell.ts';
import { themeVariables } from './build/theme-variables.ts';

/** The app's modules the build's plugins start from. */
const app = {
  entry: 'src/main.tsx',
  router: 'src/app/router.tsx',
  routeTable: 'src/config/route-table.ts',
  preferences: 'src/lib/preferences.ts',
  layouts: { main: 'src/app/shell/main-layout.tsx', bare: 'src/app/bare-layout.tsx' },
};

const chunks = layoutChunks(app);

export default defineConfig({
  plugins: [
    chunks.plugin,
    mantineStylesPerComponent(),
    themeVariables(),
    react(),
    preferencesFromHtml(app.preferences),
    preloadShellWhenSignedIn(app.layouts.main),
    paintFrameFromHtml(app),
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
    // ECharts is one chunk of about 590 kB that only the chart screens load; what the first
    // page loads is measured by `npm run bench:web` (docs/performance.md), not by this warning.
    chunkSizeWarningLimit: 600,
  },
});
