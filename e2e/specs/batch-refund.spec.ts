import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

async function xlsx(name: string, rows: string[][], header = ['Transaction ID', 'Refund amount', 'Refund reason']) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Refunds');
  ws.addRow(header);
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

test('batch refund from a selection, then by file: the template, a file with a bad row fails with its report, a good file is confirmed and listed', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await shell.ready();

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
  await drawer.locator('input[type=file]').setInputFiles(
    await xlsx('bad-refunds.xlsx', [
      [first, '45.00', 'Too much'],
      [second, '5.00', 'Fine'],
    ]),
  );
  await expect(page.getByText('Upload successful')).toBeVisible();
  const batch = drawer.getByTestId('refund-batch');
  await expect(batch).toContainText('Failed', { timeout: 30_000 });
  await expect(batch).toContainText('Row 2 Refund amount: The refund amount exceeds the refundable amount (40.00 USD).');
  const [report] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download error report' }).click()]);
  const rows = await sheetOf(await report.path());
  expect(rows[0]).toEqual(['Row', 'Transaction ID', 'Refund amount', 'Refund reason', 'Errors']);
  expect(rows.slice(1)).toEqual([['2', first, '45.00', 'Too much', 'The refund amount exceeds the refundable amount (40.00 USD).']]);

  // a good file: the rows and total, then confirm
  await drawer.locator('input[type=file]').setInputFiles(
    await xlsx('good-refunds.xlsx', [
      [first, '15.00', 'Damaged'],
      [second, '25.00', 'Returned'],
    ]),
  );
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

test('批量退款 in Chinese: the drawer, a file with a row of an unknown transaction fails with a Chinese error report, the upload details show it', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await shell.ready();
  await shell.chooseLanguage('简体中文');

  await page.goto('/transaction/query?merchantOrderId=BRF-000001&type=sale&period=all');
  const link = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first();
  await expect(link).toHaveText(/^T\d+/);
  const sale = await link.innerText();

  await page.goto('/transaction/refund');
  await page.getByRole('button', { name: '批量退款', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '批量退款', exact: true });
  await expect(drawer.getByText('列：交易流水号、退款金额、退款原因。xlsx 文件，不超过 5 MB。')).toBeVisible();
  const [template] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: '下载模板' }).click()]);
  expect((await sheetOf(await template.path()))[0]).toEqual(['交易流水号', '退款金额', '退款原因']);

  // the Chinese template filled in: row 2 is fine, row 3 names a transaction that does not exist
  await drawer.locator('input[type=file]').setInputFiles(
    await xlsx(
      'zh-refunds.xlsx',
      [
        [sale, '0.01', '部分退货'],
        ['T000000000', '5.00', '退货'],
      ],
      ['交易流水号', '退款金额', '退款原因'],
    ),
  );
  await expect(page.getByText('上传成功')).toBeVisible();
  const batch = drawer.getByTestId('refund-batch');
  await expect(batch).toContainText('zh-refunds.xlsx');
  await expect(batch.getByText('失败', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(batch).toContainText('共 1 个问题：不会进行任何退款。请修改文件后重新上传。');
  await expect(batch).toContainText('第 3 行 交易流水号：未找到交易 T000000000');
  await expect(batch.getByRole('button', { name: '确认退款' })).toHaveCount(0);
  const [report] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: '下载错误报告' }).click()]);
  const rows = await sheetOf(await report.path());
  expect(rows[0]).toEqual(['行号', '交易流水号', '退款金额', '退款原因', '错误']);
  expect(rows.slice(1)).toEqual([['3', 'T000000000', '5.00', '退货', '未找到交易 T000000000']]);

  // the upload details list the file with its kind and parse state in Chinese
  await page.goto('/upload/details');
  await expect(page.getByText('上传明细').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'zh-refunds.xlsx' });
  await expect(row).toContainText('批量退款');
  await expect(row).toContainText('解析失败');
});
