import { test as base, expect, type Page } from '@playwright/test';
import { CONTROL_PORT } from './env.ts';
import { LoginPage } from './pages/login-page.ts';
import { Shell } from './pages/shell.ts';

export const DEMO = { email: 'demo@crossbill.dev', password: 'Crossbill@2026' };

/** Move the test server's clock (test-only control port of e2e/server.ts). */
export const clock = {
  advance: (ms: number) => fetch(`http://127.0.0.1:${CONTROL_PORT}/clock/advance/${ms}`, { method: 'POST' }),
  reset: () => fetch(`http://127.0.0.1:${CONTROL_PORT}/clock/reset`, { method: 'POST' }),
};

export const test = base.extend<{ loginPage: LoginPage; shell: Shell; consoleErrors: string[] }>({
  // every test fails on a console error in the browser
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // Chromium logs the 401/403 answers the app handles itself (wrong password, ended session)
        if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 40[13]/.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
});

export { expect };

/** The cookie banner answered once, so it stays out of the way of the test's clicks. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'cb_consent', value: 'v1.necessary.preferences.analytics', url: page.url().startsWith('http') ? page.url() : 'http://127.0.0.1' }]);
}
