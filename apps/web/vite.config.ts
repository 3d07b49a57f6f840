import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz copy of every asset: the API serves them to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080', '/healthz': 'http://localhost:8080' } },
  build: { sourcemap: true, manifest: true },
});
