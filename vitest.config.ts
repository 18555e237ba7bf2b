import { defineConfig } from 'vitest/config';

/**
 * With PostgreSQL at hand (TEST_DATABASE_URL, as in CI), every server test but the route walks runs there, and the
 * embedded database runs the files that walk its own path: the demo data of `npm start` through
 * every service (sandbox/), every route once (the permission walk, the OpenAPI and fuzz walks), the
 * platform and ops commands, sign-in and transfers. Each file opens its own database, so running all
 * of them twice was a third of the suite's time for the same SQL on the same engine.
 * `SERVER_TESTS_EMBEDDED=all` runs every file on both.
 */
const EMBEDDED_PATH = [
  'apps/server/src/sandbox/**/*.test.ts',
  'apps/server/src/platform/**/*.test.ts',
  'apps/server/src/cli/**/*.test.ts',
  'apps/server/src/modules/access/route-permissions.test.ts',
  'apps/server/src/modules/identity/login.test.ts',
  'apps/server/src/modules/transfer/transfer.test.ts',
];
const embeddedOnlyPath = !!process.env.TEST_DATABASE_URL && process.env.SERVER_TESTS_EMBEDDED !== 'all';
/**
 * The walks of every route through HTTP (permissions, OpenAPI, fuzz): what they prove is the routes',
 * not the database's, and the embedded run above makes them. On PostgreSQL the permission walk alone
 * was 90 s of a worker's time; they run there too with SERVER_TESTS_EMBEDDED=all.
 */
const ROUTE_WALKS = [
  'apps/server/src/modules/access/route-permissions.test.ts',
  'apps/server/src/platform/http/openapi.test.ts',
  'apps/server/src/platform/http/fuzz.test.ts',
];

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: kind === 'pglite' && embeddedOnlyPath ? EMBEDDED_PATH : ['apps/server/src/**/*.test.ts'],
    // *.pg.test.ts need real PostgreSQL (concurrency): only the server-pg project runs them
    exclude: [
      'apps/server/src/**/*.unit.test.ts',
      ...(kind === 'pglite' ? ['apps/server/src/**/*.pg.test.ts'] : []),
      ...(kind === 'postgres' && embeddedOnlyPath ? ROUTE_WALKS : []),
    ],
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
