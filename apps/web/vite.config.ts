import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The login route must stay small (≤ 150 kB gz): the shell and the pages are lazy chunks, so only
// the entry (React, router, query, i18n, the antd pieces the public pages use) loads before login.
export default defineConfig({
  plugins: [react()],
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
    },
  },
});
