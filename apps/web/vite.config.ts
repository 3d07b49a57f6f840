import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { layoutChunks } from './layout-chunks';

/**
 * The stylesheets `main.tsx` imports dynamically (not render-blocking) start loading with the
 * page: a preload link in index.html, so they do not wait for the entry script to run.
 */
function preloadAppStyles(): Plugin {
  const appStyles = 'src/app/styles.ts';
  return {
    name: 'palisade-preload-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The module imports only CSS, so the build keeps its stylesheet and drops the chunk.
        const css = Object.values(bundle ?? {})
          .filter((file) => file.type === 'asset' && file.originalFileNames.includes(appStyles))
          .map((file) => file.fileName);
        if (css.length === 0) throw new Error(`preloadAppStyles: no stylesheet from ${appStyles}`);
        return css.map((file) => ({
          tag: 'link',
          // The same CORS mode as the stylesheet link Vite adds, so the preloaded copy is used.
          attrs: { rel: 'preload', as: 'style', href: `/${file}`, crossorigin: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const chunks = layoutChunks();

export default defineConfig({
  plugins: [
    chunks.plugin,
    react(),
    preloadAppStyles(),
    // A .br and a .gz copy of every asset: the API serves them to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
});
