import { defineConfig } from '@playwright/test';
import { chromiumPath, E2E_PORT, CONTROL_PORT } from './env.ts';

export default defineConfig({
  testDir: './specs',
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1366, height: 860 },
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
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${CONTROL_PORT}/ready`,
    reuseExistingServer: false,
    // migrations and the demo seed on a busy 2-core machine can take minutes
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
