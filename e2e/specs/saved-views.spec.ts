import type { Locator, Page } from '@playwright/test';
import { test, expect, flowLanguages } from '../support.ts';
import { axeViolations } from '../axe.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// One operator's lists: a view of the transactions saved and shared, the date range chosen there
// carried to the refunds, the view applied again on coming back; the dark theme chosen in the
// operator menu, kept after a reload (from the server, not only this browser) and passing axe. In
// English (flowLanguages). The theme goes back to light in the end.

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };

/** Opens a popup and clicks its item, again if a loaded machine moved the item under the click (see Shell.choose). */
async function choose(trigger: Locator, item: Locator, done: () => Promise<boolean>) {
  await expect(async () => {
    if (await done()) return;
    if (!(await item.isVisible())) await trigger.click({ timeout: 3000 });
    await item.click({ timeout: 3000 });
    await expect.poll(done, { timeout: 3000 }).toBe(true);
  }).toPass({ timeout: 30_000 });
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');

for (const language of flowLanguages('en')) {
  const list = (key: string) => textOf(language, 'list', key);
  const shellText = (key: string) => textOf(language, 'shell', key);
  const named = (s: string) => new RegExp(`^${pattern(s)}$`);
  // a retry on the same server saves a view of another name (names are unique per owner and list)
  const currency = language === 'en' ? 'USD' : 'EUR';
  const viewName = `Last week ${currency} ${language} ${Date.now() % 100_000}`;

  test(`${language}: a saved view comes back on its list, the date range follows to the next list, the dark theme stays`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.views, PASSWORD);
    await shell.ready();
    const menu = page.getByTestId('operator-menu');
    try {
      // the transactions of the last 7 days, chosen in the filter bar, then in one currency
      await page.goto('/transaction/query');
      const periodBox = page.getByRole('combobox', { name: textOf(language, 'transaction', 'query.period') });
      await expect(periodBox).toBeVisible(SLOW);
      await periodBox.click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: list('period.last7') })
        .click();
      await expect(page).toHaveURL(/period=last7/);
      // the page has taken the choice in (its tab links to it) and remembered it: the address bar
      // changes first, the page follows in a transition
      await expect(page.locator('.cb-page-tab-active a')).toHaveAttribute('href', /period=last7/, SLOW);
      await page.goto(`/transaction/query?period=last7&currency=${currency}`);

      // saved as a view shared with the team
      const views = page.getByTestId('saved-views');
      await views.click();
      await page.getByRole('button', { name: named(list('views.saveAs')) }).click();
      await page.getByLabel(list('views.name')).fill(viewName);
      await page.getByRole('radio', { name: list('views.shared') }).check();
      await page.getByRole('button', { name: named(list('views.save')) }).click();
      await expect(page.getByText(list('views.saved'))).toBeVisible();
      await expect(views).toContainText(viewName);

      // the refunds take the range chosen on the transactions
      await page.goto('/transaction/refund');
      await expect(page).toHaveURL(/period=last7/, SLOW);
      await expect(page).not.toHaveURL(/currency=/);

      // back on the transactions without filters: the view puts them back
      await page.goto('/transaction/query?period=all');
      await expect(views).toBeVisible(SLOW);
      await expect(views).not.toContainText(viewName);
      await views.click();
      await page.getByRole('button', { name: viewName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`currency=${currency}`));
      await expect(page).toHaveURL(/period=last7/);
      await expect(views).toContainText(viewName);

      // the dark theme, kept by the server: this browser's own copy is gone before the reload
      const saved = page.waitForResponse((r) => r.url().includes('/merchant/profile/update'), SLOW);
      await choose(menu, page.getByRole('menuitem', { name: shellText('operator.darkTheme') }), async () => (await themeOf(page)) === 'dark');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.ant-card')!).backgroundColor)).toBe('rgb(20, 20, 20)');
      await saved;
      await page.evaluate(() => localStorage.removeItem('crossbill.theme'));
      await page.reload();
      await shell.ready();
      await expect.poll(() => themeOf(page), SLOW).toBe('dark');
      await expect(page.getByRole('table')).toBeVisible(SLOW);
      // what fails, where and why (the contrast axe measured), in one readable line each
      const violations = (await axeViolations(page)).flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
      expect(violations).toEqual([]);
      // the Views panel in the dark too
      await views.click();
      await expect(page.getByRole('button', { name: viewName, exact: true })).toBeVisible();
      const inPanel = (await axeViolations(page, ['.ant-popover'])).flatMap((v) =>
        v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      );
      expect(inPanel).toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      if ((await themeOf(page)) === 'dark')
        await choose(menu, page.getByRole('menuitem', { name: shellText('operator.lightTheme') }), async () => (await themeOf(page)) === 'light');
    }
  });
}
