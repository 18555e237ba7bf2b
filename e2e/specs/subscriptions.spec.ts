import { test, expect, descriptionValue, billSubscriptions, clock, sellSubscription, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// A plan billed every minute, sold over the signed Payment API by the merchant's server (the test-only
// control port plays it), seen in the list's figures and exported, billed twice by the billing run on a moved clock, then edited with its
// proration and cancelled after the current cycle in the portal, in Chinese (flowLanguages). The clock is
// put back in the end, so that no later spec's session runs out.

test.describe.configure({ mode: 'serial' });

const MINUTE = 60_000;
/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };
const field = descriptionValue;

for (const language of flowLanguages('zh-cn')) {
  // the page's words from the locale files; a button's as antd shows it (two Chinese characters spaced out)
  const t = (key: string) => textOf(language, 'subscription', key);
  const named = (key: string) => new RegExp(`^${pattern(t(key))}$`);
  test(`${language}: a per-minute plan sold over /v1 is billed twice, changed with its proration and cancelled after the current cycle`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(240_000);
    const id = await sellSubscription({ email: USERS.transactions, contract: `E2E-SUB-${language}` });
    try {
      // cycle 1 was the first payment; the run a minute later and the one after bill cycles 2 and 3
      for (let i = 0; i < 2; i++) {
        await clock.advance(MINUTE + 1000);
        expect(await billSubscriptions()).toBeGreaterThanOrEqual(1);
      }
      await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
      await loginPage.goto();
      await loginPage.login(USERS.transactions, PASSWORD);
      await shell.ready();
      // the list: its figures over it, and the export queued for the download center
      await page.goto('/subscription/order');
      const figures = page.getByTestId('subscription-figures');
      await expect(figures.getByText(t('figures.active'))).toBeVisible(SLOW);
      await expect(figures.getByText(t('figures.mrr'))).toBeVisible();
      await expect(figures.getByText(/\d[\d,]*\.\d{2} USD/).first()).toBeVisible();
      // (the button's name starts with its icon's)
      await page.getByRole('button', { name: new RegExp(`${pattern(t('list.export'))}$`) }).click();
      await expect(page.getByText(t('list.exporting'))).toBeVisible();
      await page.goto(`/subscription/order/detail?subscriptionId=${id}`);
      await expect(page.getByRole('heading', { name: `${t('route.detail')} ${id}` })).toBeVisible(SLOW);
      await expect(field(page, t('detail.planNo'))).toHaveText('1');
      const cycles = page.locator('.ant-card', { hasText: t('detail.cycles') }).locator('.ant-table-tbody tr.ant-table-row');
      await expect(cycles).toHaveCount(3);
      for (const row of await cycles.all()) await expect(row).toContainText(t('outcome.paid'));
      // the card as BIN and last four, never the number
      await expect(page.getByText('424242****4242').first()).toBeVisible();

      // two seats from now: preview the proration, then confirm it
      await page.getByRole('button', { name: named('action.edit') }).click();
      const edit = page.getByRole('dialog', { name: t('edit.title') });
      await edit.getByLabel(t('edit.quantity')).fill('2');
      await edit.getByRole('button', { name: named('edit.preview') }).click();
      await expect(edit.getByText(t('edit.credit'))).toBeVisible();
      await expect(edit.getByText('4.00 USD').first()).toBeVisible();
      await edit.getByRole('button', { name: named('edit.confirm') }).click();
      await expect(page.getByText(t('edit.done'))).toBeVisible();
      // billing restarted at cycle 1 of a new plan, charged on the change date
      await expect(field(page, t('detail.planNo'))).toHaveText('2');
      await expect(field(page, t('detail.quantity'))).toHaveText('2');
      await expect(cycles).toHaveCount(4);
      await expect(page.locator('.ant-card', { hasText: t('detail.changes') }).locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

      // cancelled after the current cycle: no further charge, the end shown with its time
      await page.getByRole('button', { name: named('action.cancel') }).click();
      const cancel = page.getByRole('dialog', { name: t('cancel.title') });
      await cancel.getByRole('radio', { name: t('cancelMode.end_of_cycle') }).check();
      await cancel.getByRole('button', { name: named('cancel.submit') }).click();
      await expect(page.getByText(t('cancel.done.end_of_cycle'))).toBeVisible();
      await expect(page.getByRole('button', { name: named('action.cancel') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: named('action.edit') })).toHaveCount(0);
    } finally {
      await clock.reset();
    }
  });
}
