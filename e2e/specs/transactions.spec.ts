import { test, expect } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test('filter transactions, open one, then export the list and download it from the header popover', async ({ loginPage, shell, page }) => {
  // the demo history is still being written by its background job while this runs: the export
  // job shares the embedded database with it, so its file may take longer than usual
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.lister, PASSWORD);
  await shell.ready();

  const acquiring = shell.sidebar().getByRole('menuitem', { name: /Acquiring$/ });
  if ((await acquiring.getAttribute('aria-expanded')) !== 'true') await acquiring.click();
  const transactions = shell
    .sidebar()
    .getByRole('menuitem', { name: /Transactions$/ })
    .first();
  if ((await transactions.getAttribute('aria-expanded')) !== 'true') await transactions.click();
  await shell.sidebar().getByRole('menuitem', { name: 'Transaction query' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/transaction\/query/);
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();

  // filter by the merchant order id: its payment (and a refund of it, if any) only
  await page.getByLabel('Merchant order ID').fill('E2E-000007');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'All time' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/merchantOrderId=E2E-000007/);
  await expect(page).toHaveURL(/period=all/);
  // the list shows the previous page until the filtered one arrives: wait for its total
  await expect(page.getByText(/^[12] transactions$/)).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('E2E-000007');
  expect(await rows.count()).toBeLessThanOrEqual(2);
  // card numbers are masked: six digits, four stars, four digits (or none for a local method)
  // default columns after the selection box: ID, order ID, time, type, status, amount, method, card number
  await expect(rows.first().locator('td').nth(8)).toHaveText(/^(\d{6}\*{4}\d{4}|—)$/);

  // the transaction's details: every section and its timeline
  await rows.last().locator('td a').first().click();
  await expect(page).toHaveURL(/\/transaction\/details\?id=T/);
  await expect(page.getByText('Timeline')).toBeVisible();
  await expect(page.getByText('Created')).toBeVisible();
  await page.getByRole('button', { name: 'Back to transactions' }).click();
  // the list again, with the period chosen above carried to it (the operator's carried date range)
  await expect(page).toHaveURL(/\/transaction\/query\?period=all$/);

  // export: the file appears in the download popover and downloads when ready
  await page.getByLabel('Merchant order ID').fill('E2E-000007');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('The export is being prepared')).toBeVisible();
  const trigger = page.getByTestId('download-tasks');
  await expect(trigger).toHaveAccessibleName('Download tasks, 1 ready', { timeout: 120_000 });
  await trigger.click();
  const popover = page.locator('.ant-popover').filter({ hasText: 'Download tasks' });
  const file = popover.getByRole('listitem').first();
  await expect(file).toContainText('Ready');
  const [download] = await Promise.all([page.waitForEvent('download'), file.getByText(/^Transactions-\d{8}-\d{6}\.xlsx$/).click()]);
  expect(download.suggestedFilename()).toMatch(/^Transactions-\d{8}-\d{6}\.xlsx$/);
  await expect(trigger).toHaveAccessibleName('Download tasks, 0 ready');
});
