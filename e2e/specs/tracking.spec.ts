import ExcelJS from 'exceljs';
import { test, expect } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

async function xlsx(name: string, rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tracking');
  ws.addRow(['Transaction ID', 'Tracking number', 'Carrier']);
  for (const r of rows) ws.addRow(r);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

test('tracking numbers: one on the details page, then a file that is refused for a bad row and applied once corrected', async ({ loginPage, shell, page }) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await expect(shell.sidebar()).toBeVisible();

  await page.goto('/transaction/query?merchantOrderId=BRF-000002&type=sale&period=all');
  const link = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first();
  await expect(link).toHaveText(/^T\d+/);
  const id = await link.innerText();
  await link.click();
  await expect(page.getByText('Timeline')).toBeVisible();

  // a bad number is refused by the form, a good one saved with a carrier typed in
  await page.getByRole('button', { name: 'Add tracking number' }).click();
  const form = page.getByRole('dialog', { name: 'Tracking number' });
  await form.getByLabel('Tracking number').fill('AB 12');
  await form.getByRole('combobox', { name: 'Carrier' }).fill('Harbor Couriers');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('A tracking number has 1 to 64 letters, digits or dashes')).toBeVisible();
  await form.getByLabel('Tracking number').fill('HB-0001');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tracking number saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change tracking number' })).toBeVisible();
  await expect(page.getByText('HB-0001')).toBeVisible();
  await expect(page.getByText('Harbor Couriers')).toBeVisible();

  // by file: one bad row fails the whole file, nothing applied
  await page.goto('/transaction/query');
  await page.getByRole('button', { name: 'Upload tracking numbers' }).click();
  const drawer = page.getByRole('dialog', { name: 'Upload tracking numbers' });
  await drawer.locator('input[type=file]').setInputFiles(await xlsx('tracking-bad.xlsx', [[id, 'DHL-777', 'DHL'], ['T000000000', 'X-1', 'UPS']]));
  const batch = drawer.getByTestId('tracking-batch');
  await expect(batch).toContainText('Failed', { timeout: 30_000 });
  await expect(batch).toContainText('Row 3 Transaction ID: Transaction T000000000 was not found');
  await drawer.locator('input[type=file]').setInputFiles(await xlsx('tracking-good.xlsx', [[id, 'DHL-777', 'DHL']]));
  await expect(batch).toContainText('tracking-good.xlsx');
  await expect(batch).toContainText('1 tracking numbers applied', { timeout: 30_000 });

  // both files are in the upload details; a reference opens the file on the transaction list
  await page.goto('/upload/details');
  const good = page.getByRole('row').filter({ hasText: 'tracking-good.xlsx' });
  await expect(good).toContainText('Tracking numbers');
  await expect(good).toContainText('Succeeded');
  await expect(page.getByRole('row').filter({ hasText: 'tracking-bad.xlsx' })).toContainText('Failed');
  await good.locator('a').first().click();
  await expect(page).toHaveURL(/\/transaction\/query\?tracking=\d+/);
  await expect(page.getByTestId('tracking-batch')).toContainText('tracking-good.xlsx');

  await page.goto(`/transaction/details?id=${id}`);
  await expect(page.getByText('DHL-777')).toBeVisible();
});
