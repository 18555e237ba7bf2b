import { defineConfig } from 'vitest/config';

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    // *.pg.test.ts need real PostgreSQL (concurrency): only the server-pg project runs them
    exclude: ['apps/server/src/**/*.unit.test.ts', ...(kind === 'pglite' ? ['apps/server/src/**/*.pg.test.ts'] : [])],
    globalSetup: ['apps/server/test/global-setup.ts'],
    env: { DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // a worker runs its files one after another in one module registry: the app is imported once per
    // worker, not once per file (imports were half the step's time). Each file still makes its own
    // server on its own database (useTestServer), and nothing here mocks modules.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // two test files at a time even on 2 cores (vitest's default there is one): a server test spends
    // much of its time waiting on the database, which the other file's worker uses
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.test.ts', 'apps/web/build-plugins/**/*.test.ts'],
          environment: 'node',
          // a ceiling, not a measure (speed is measured in bench/): PGlite and xlsx round-trips are slow on a loaded machine
          testTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
