import { APP_VERSION } from '@crossbill/contracts/constants';
import type { Page } from '@playwright/test';
import { test, expect } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

const apiHeaders = { 'ow-source': 'merchant', 'ow-version': APP_VERSION };

/** The list's total for the last 30 days under some filters, as the transactions page asks for it. */
async function listTotal(page: Page, filters: Record<string, string>): Promise<number> {
  const params = new URLSearchParams({ page: '1', size: '1', preset: 'last30', ...filters });
  const res = await page.request.get(`/api/transaction/list?${params}`, { headers: apiHeaders });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** Payments (not refunds) of the last 30 days with one of the statuses, counted through the list. */
async function paymentsWith(page: Page, statuses: string[]): Promise<number> {
  let n = 0;
  for (const status of statuses) n += (await listTotal(page, { status })) - (await listTotal(page, { status, type: 'refund' }));
  return n;
}

const stat = (page: Page, title: string) =>
  page.getByTestId('period-30').locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');

test('the home dashboard agrees with the transaction list, speaks Chinese, and the payment settings keep their promises', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(USERS.transactions, PASSWORD);
  await shell.ready();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/index\/aggregate\/acq$/);
  await expect(page.getByTestId('period-30')).toContainText('Last 30 days');

  // the 30-day figures are those of the transaction list over the same Beijing days
  const succeeded = await paymentsWith(page, ['succeeded', 'authorized', 'voided']);
  const failed = await paymentsWith(page, ['failed', 'expired']);
  const attempts = succeeded + failed;
  expect(attempts).toBeGreaterThanOrEqual(1);
  await expect(stat(page, 'Attempts')).toHaveText(String(attempts));
  const rate = Math.round((succeeded * 10000) / attempts) / 100;
  await expect(stat(page, 'Success rate')).toHaveText(`${rate.toFixed(2)}%`);
  // captured volume per currency: the number of succeeded payments in each
  const rows = page.getByTestId('period-30').locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const perCurrency = await rows.evaluateAll((trs) => trs.map((tr) => [tr.children[0]!.textContent!, Number(tr.children[1]!.textContent)] as const));
  for (const [currency, count] of perCurrency) {
    const sales =
      (await listTotal(page, { status: 'succeeded', type: 'sale', currency })) +
      (await listTotal(page, { status: 'succeeded', type: 'authorization', currency }));
    expect(count, `succeeded payments in ${currency}`).toBe(sales);
  }

  // the dashboard in Chinese
  await shell.chooseLanguage('简体中文');
  await expect(page.getByTestId('period-30')).toContainText('近 30 天');
  await expect(stat(page, '成功率')).toHaveText(`${rate.toFixed(2)}%`);
  await expect(stat(page, '交易笔数')).toHaveText(String(attempts));
  await expect(page.getByText('每日交易额与成功率（30 天）')).toBeVisible();
  await shell.chooseLanguage('English');

  // payment settings: leaving with a change asks first; "Save before leaving" saves, then leaves
  await page.goto('/checkout/paymentSetting');
  await expect(page.getByText('Auth-capture automation')).toBeVisible();
  await page.getByRole('radio', { name: 'After a delay' }).check();
  await page.getByRole('spinbutton').fill('36');
  const home = shell.sidebar().getByRole('menuitem', { name: 'Home' }).filter({ visible: true }).first();
  await home.click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Unsaved changes detected. Do you want to leave this page without saving?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/paymentSetting$/);
  await prompt.getByRole('button', { name: 'Save before leaving' }).click();
  await expect(page).toHaveURL(/\/index/);
  await page.goto('/checkout/paymentSetting');
  await expect(page.getByText('Saved setting: capture 36 hours after authorisation')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'After a delay' })).toBeChecked();
  await expect(page.getByRole('spinbutton')).toHaveValue('36');

  // "Leave" drops the change
  await page.getByRole('radio', { name: /^Never/ }).check();
  await home.click();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/index/);
  await page.goto('/checkout/paymentSetting');
  await expect(page.getByText('Saved setting: capture 36 hours after authorisation')).toBeVisible();
});
