import { test, expect, DEMO } from '../support.ts';

// The demo merchant's chargebacks (demo-disputes.ts) on the home dashboard, in the ratio report and
// its month's drill-down, in both languages.
test('the dashboard counts the open chargebacks and opens them; the ratio report drills down to its month', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  await page.goto('/index');
  const block = page.getByTestId('home-chargebacks');
  await expect(block).toContainText('Chargebacks');
  const open = Number(await block.getByTestId('cb-open').locator('.ant-statistic-content').innerText());
  expect(open).toBeGreaterThanOrEqual(1);
  await block.getByTestId('cb-open').click();
  await expect(page).toHaveURL(/\/transaction\/refuse\?group=all&due=open$/);
  await expect(page.getByText(`${open} chargebacks`)).toBeVisible();

  await page.goto('/report/refuse-rate');
  await expect(page.getByRole('heading', { name: 'Chargeback ratio' })).toBeVisible();
  const months = page.getByTestId('rate-months');
  const latest = months.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(latest.locator('td').nth(1)).not.toHaveText('0');
  await expect(page.getByTestId('rate-chart').locator('canvas')).toBeVisible();
  const count = await latest.locator('td').nth(1).innerText();
  const month = await latest.locator('td a').innerText();
  await latest.locator('td a').click();
  await expect(page).toHaveURL(new RegExp(`/report/refuse-rate/view\\?month=${month}$`));
  await expect(page.getByTestId('rate-reasons')).toBeVisible();
  await expect(page.getByText(`${count} chargebacks`)).toBeVisible();

  // in Chinese, by scheme: each scheme over its own sales
  await page.goto('/report/refuse-rate?dimension=scheme');
  await shell.chooseLanguage('简体中文');
  await expect(page.getByRole('heading', { name: '拒付率' })).toBeVisible();
  await expect(page.getByTestId('rate-keys').getByRole('columnheader', { name: '笔数拒付率' })).toBeVisible();
  await expect(page.getByTestId('rate-keys').locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // the demo operator's language is kept server-side: back to English for the other specs
  await shell.chooseLanguage('English');
});
