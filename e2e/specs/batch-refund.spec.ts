import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

async function xlsx(name: string, rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Refunds');
  ws.addRow(['Transaction ID', 'Refund amount', 'Refund reason']);
  for (const r of rows) ws.addRow(r);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

async function sheetOf(path: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await fs.readFile(path)) as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push((r.values as ExcelJS.CellValue[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

test('batch refund from a selection, then by file: the template, a file with a bad row fails with its report, a good file is confirmed and listed', async ({ loginPage, shell, page }) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await expect(shell.sidebar()).toBeVisible();

  // the transaction IDs of the merchant's sales, read from the list
  const idOf = async (order: string) => {
    await page.goto(`/transaction/query?merchantOrderId=${order}&type=sale&period=all`);
    const link = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first();
    await expect(link).toHaveText(/^T\d+/);
    return link.innerText();
  };
  const first = await idOf('BRF-000001');
  const second = await idOf('BRF-000002');

  const third = await idOf('BRF-000003');

  // from a selection: none selected is refused, then the selected sale is refunded in full
  await page.getByRole('button', { name: 'Batch refund', exact: true }).click();
  await expect(page.getByText('Please select items data')).toBeVisible();
  await page.getByRole('checkbox', { name: third }).check();
  await page.getByRole('button', { name: 'Batch refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch refund of 1 transactions' });
  await expect(dialog.getByLabel(`Refund amount of ${third}`)).toHaveValue('10.00');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cancelled order');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  await page.goto('/transaction/refund');
  await page.getByRole('button', { name: 'Batch refund', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Batch refund', exact: true });
  const [template] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download template' }).click()]);
  expect((await sheetOf(await template.path()))[0]).toEqual(['Transaction ID', 'Refund amount', 'Refund reason']);

  // 45.00 is more than the 40.00 sale
  await drawer.locator('input[type=file]').setInputFiles(await xlsx('bad-refunds.xlsx', [[first, '45.00', 'Too much'], [second, '5.00', 'Fine']]));
  await expect(page.getByText('Upload successful')).toBeVisible();
  const batch = drawer.getByTestId('refund-batch');
  await expect(batch).toContainText('Failed', { timeout: 30_000 });
  await expect(batch).toContainText('Row 2 Refund amount: The refund amount exceeds the refundable amount (40.00 USD).');
  const [report] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download error report' }).click()]);
  const rows = await sheetOf(await report.path());
  expect(rows[0]).toEqual(['Row', 'Transaction ID', 'Refund amount', 'Refund reason', 'Errors']);
  expect(rows.slice(1)).toEqual([['2', first, '45.00', 'Too much', 'The refund amount exceeds the refundable amount (40.00 USD).']]);

  // a good file: the rows and total, then confirm
  await drawer.locator('input[type=file]').setInputFiles(await xlsx('good-refunds.xlsx', [[first, '15.00', 'Damaged'], [second, '25.00', 'Returned']]));
  await expect(batch).toContainText('good-refunds.xlsx');
  await expect(batch).toContainText('Succeeded', { timeout: 30_000 });
  await expect(batch).toContainText('2 refunds, 40.00 USD in total');
  await batch.getByRole('button', { name: 'Confirm refunds' }).click();
  await expect(page.getByText('2 of 2 refunds submitted')).toBeVisible();
  await expect(batch.getByText(/Refunded/)).toHaveCount(2);
  // the toasts sit over the drawer's header (and stay while the pointer rests on them): the click goes to the button itself
  await drawer.getByRole('button', { name: 'Close' }).dispatchEvent('click');

  // both refunds are in the refund list
  await page.goto(`/transaction/refund?transactionId=${first}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText('Partial');
  await expect(row).toContainText('Damaged');
  await page.goto(`/transaction/refund?transactionId=${second}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('Returned');
  await page.goto(`/transaction/refund?transactionId=${third}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('Cancelled order');
});
