import { defineConfig } from '@playwright/test';
import { chromiumPath, E2E_WORKERS, portsOf } from './env.ts';

export default defineConfig({
  testDir: './specs',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  // one server per worker (env.ts): files spread over the workers, each file's tests in order
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // a ceiling, not a measure: a flow of several pages passed a minute on a slower 2-core machine
  timeout: 120_000,
  // a ceiling, not a measure: two workers share two cores, and a first render after login can pass 10 s
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]],
  // the sweep's four long runs (every route, two languages, two widths) are handed out first and
  // to both workers, so that no worker is left with a long run once the others are done
  projects: [
    { name: 'sweep', testMatch: /sweep\.spec\.ts$/, fullyParallel: true },
    { name: 'flows', testIgnore: /sweep\.spec\.ts$/ },
  ],
  use: {
    // baseURL is the worker's own server (support.ts)
    viewport: { width: 1366, height: 860 },
    // the browser asks for less motion: the app then opens and closes its dialogs, drawers and menus
    // at once (antd-root.tsx), so that no test waits on an animation
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'node --import tsx e2e/server.ts',
    cwd: '..',
    env: { E2E_SLOT: String(slot) },
    url: `http://127.0.0.1:${portsOf(slot).control}/ready`,
    reuseExistingServer: false,
    // migrations and the demo seed on a busy 2-core machine can take minutes
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
