import { test, expect, clock, expirePasswordIn } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

test.describe('password expiry during a session', () => {
  test('the next request of the open portal leads once to the expire-password page; the new password works', async ({ page, loginPage, shell }) => {
    const email = USERS.expiring;
    await loginPage.goto();
    await loginPage.login(email, PASSWORD);
    await shell.ready();

    // the password reaches PASSWORD_MAX_AGE_DAYS one minute from now; the server's clock moves two
    // minutes on, well inside the session's idle limit
    await expirePasswordIn(email, 60_000);
    await clock.advance(2 * 60_000);
    const expiredAnswers: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/api/')) return;
      const body = (await r.json().catch(() => null)) as { respCode?: string } | null;
      if (body?.respCode === '00005|10040') expiredAnswers.push(new URL(r.url()).pathname);
    });
    try {
      // any request: the operator opens another page of the portal (or a poll of the open page asks
      // first, and the portal has left for the expire-password page before the click)
      const operators = shell.sidebar().getByText('Operators', { exact: true });
      const away = page.waitForURL(/\/user\/expire-password$/);
      const click = async () => {
        if (!(await operators.isVisible())) await shell.sidebar().getByText('Account', { exact: true }).click();
        await operators.click();
      };
      await Promise.race([away, click().catch(() => away)]);

      await expect(page).toHaveURL(/\/user\/expire-password$/);
      await expect(page.getByRole('heading', { name: 'Your password has expired' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toBeVisible();
      // the session is still there for the change: the page does not ask for the e-mail
      await expect(page.getByLabel('Email')).toHaveCount(0);
      // one redirect, no toast, and the page stopped asking: what answered 10040 did so a bounded number of times
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);
      const seen = expiredAnswers.length;
      expect(seen).toBeGreaterThan(0);

      const next = 'Renewed#2027';
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm new password').fill(next);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(/\/user\/login/);
      expect(expiredAnswers.length, expiredAnswers.join(', ')).toBe(seen);

      await loginPage.login(email, next);
      await shell.ready();
    } finally {
      await clock.reset();
    }
  });
});
