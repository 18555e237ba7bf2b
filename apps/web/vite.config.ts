import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointSchemas } from './build-plugins/endpoint-schemas';

const page = (file: string) => new URL(file, import.meta.url).pathname;

// The login route must stay small (≤ 150 kB gz of JavaScript, the shell after login ≤ 450; measured
// by bench/bundle.mjs): the shell and the pages are lazy chunks, so only the entry (React, router,
// query, i18n, the API client; no antd) loads before login.
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
      // two entries: the portal, and the hosted payment page (plain DOM code, ≤ 60 kB gz of JS; bench/bundle.mjs)
      input: { main: page('./index.html'), pay: page('./pay.html') },
      // contracts define their zod schemas at module level (`z.object(...)`): declaring zod's builders
      // pure lets the bundler drop the schemas a chunk does not use, so zod only ships where a form
      // validates with it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // A group's modules go in one chunk (with their dependencies). Left to the default
          // splitting, modules that every page reaches share chunks with whatever else the same
          // pages reach, and the login route and the shell loaded code they never run.
          groups: [
            // what every route runs on, the login route included: otherwise a dozen small pieces
            // that moved with every change of the app
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next)[\\/]/,
            },
            // antd's theme, style and popup machinery, which every antd page needs (the login route
            // has no antd): one chunk instead of some forty
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion|@rc-component[\\/](util|motion|resize-observer|portal|trigger)|antd[\\/]es[\\/](theme|config-provider|_util|style|locale))[\\/]/,
            },
            // zod and the contracts' base schemas: otherwise in the API client's chunk, so that the
            // login route, which validates nothing with zod, loaded 25 kB gz of it
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](validation|envelope)\.ts$/ },
          ],
        },
      },
    },
  },
});
