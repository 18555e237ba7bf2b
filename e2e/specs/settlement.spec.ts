import { test, expect, dropdownOf, runSettlement } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test('the daily run settles captured payments into batches: a batch lists its transactions, is not settled twice and is credited to the wallet', async ({
  loginPage,
  shell,
  page,
}) => {
  await loginPage.goto();
  await loginPage.login(USERS.settle, PASSWORD);
  await shell.ready();

  // nothing settled yet
  await page.goto('/settlement/balance');
  const table = page.getByTestId('batch-table');
  await expect(table.getByText('No settlement batches yet')).toBeVisible();

  // the run makes one batch per currency with captures before today's cut-off
  const batches = await runSettlement(USERS.settle);
  expect(batches.length).toBeGreaterThan(0);
  const batch = batches.reduce((a, b) => (b.transactionCount > a.transactionCount ? b : a));
  await page.reload();
  const rows = table.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(Math.min(batches.length, 10));

  // one currency's batch, found with the filter
  const currency = page.getByLabel('Currency', { exact: true });
  await currency.click();
  await currency.fill(batch.currency);
  await (await dropdownOf(page, currency)).getByTitle(batch.currency, { exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(batch.batchId);
  await expect(rows.first()).toContainText('Paid');

  // its detail: the summary counts and the settled transactions
  await rows.first().getByText(batch.batchId).click();
  await expect(page).toHaveURL(/\/settlement\/balance\?batchId=/);
  await expect(page.getByTestId('batch-summary')).toContainText(`(${batch.transactionCount})`);
  await expect(page.getByTestId('batch-transactions').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(
    Math.min(batch.transactionCount + batch.refundCount, 10),
  );

  // a second run of the day settles nothing again
  expect(await runSettlement(USERS.settle)).toEqual([]);

  // the wallet side: the batch credited the available balance, with its balance movements
  await page.goto('/wallet/settlement/batch');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(batches.length, 10));
  await page.goto(`/wallet/settlement/details?batchId=${encodeURIComponent(batch.batchId)}`);
  await expect(page.getByRole('heading', { name: `Batch ${batch.batchId}` })).toBeVisible();
  await expect(page.getByText('To be settled').first()).toBeVisible();
  await expect(page.getByText('Available').first()).toBeVisible();
});
