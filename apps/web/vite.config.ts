import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointSchemas } from './build-plugins/endpoint-schemas';

// The login route must stay small (≤ 150 kB gz): the shell and the pages are lazy chunks, so only
// the entry (React, router, query, i18n, the antd pieces the public pages use) loads before login.
export default defineConfig({
  plugins: [react(), endpointSchemas()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // contracts define their zod schemas at module level (`z.object(...)`): declaring zod's builders
      // pure lets the bundler drop the schemas a chunk does not use, so zod only ships where a form
      // validates with it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // zod and the contracts' base schemas in a chunk of their own: left to the default
            // splitting, they share a chunk with the API client (every page reaches both), and the
            // login route, which validates nothing with zod, loaded 25 kB gz of it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](validation|envelope)\.ts$/ },
          ],
        },
      },
    },
  },
});
