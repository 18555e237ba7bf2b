import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // a ceiling, not a measure: a page's first render imports antd, slow on a loaded 2-core machine
    testTimeout: 30_000,
    // a worker's files share one module registry and document: antd and the app are imported once
    // per worker, not once per file (two thirds of this project's time); setup.ts clears what a
    // test leaves outside React's tree
    isolate: false,
  },
});
