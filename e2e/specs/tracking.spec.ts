import ExcelJS from 'exceljs';
import { test, expect } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

async function xlsx(name: string, rows: string[][], header = ['Transaction ID', 'Tracking number', 'Carrier']) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Tracking');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}

test('tracking numbers: one on the details page, then a file that is refused for a bad row and applied once corrected', async ({ loginPage, shell, page }) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await shell.ready();

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
  await drawer.locator('input[type=file]').setInputFiles(
    await xlsx('tracking-bad.xlsx', [
      [id, 'DHL-777', 'DHL'],
      ['T000000000', 'X-1', 'UPS'],
    ]),
  );
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

test('上传物流单号 in Chinese: a file with a row of an unknown transaction fails with Chinese errors, the upload details show it and open it again', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await shell.ready();
  await shell.chooseLanguage('简体中文');

  await page.goto('/transaction/query?merchantOrderId=BRF-000003&type=sale&period=all');
  const link = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first();
  await expect(link).toHaveText(/^T\d+/);
  const sale = await link.innerText();

  await page.goto('/transaction/query');
  await page.getByRole('button', { name: '上传物流单号' }).click();
  const drawer = page.getByRole('dialog', { name: '上传物流单号' });
  await expect(drawer.getByText('列：交易流水号、物流单号、物流公司。所有行均有效时才会生效。xlsx 文件，不超过 5 MB。')).toBeVisible();
  // the Chinese template filled in: row 2 is fine, row 3 names a transaction that does not exist
  await drawer.locator('input[type=file]').setInputFiles(
    await xlsx(
      'zh-tracking.xlsx',
      [
        [sale, 'SF-0001', '顺丰速运'],
        ['T000000000', 'SF-0002', '顺丰速运'],
      ],
      ['交易流水号', '物流单号', '物流公司'],
    ),
  );
  await expect(page.getByText('上传成功')).toBeVisible();
  const batch = drawer.getByTestId('tracking-batch');
  await expect(batch).toContainText('zh-tracking.xlsx');
  await expect(batch.getByText('解析失败', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(batch).toContainText('共 1 个问题：未做任何更新。请修改文件后重新上传。');
  await expect(batch).toContainText('第 3 行 交易流水号：未找到交易 T000000000');
  await expect(batch.getByRole('button', { name: '下载错误报告' })).toBeVisible();

  // the upload details: kind and parse state in Chinese; the batch number opens the file again
  await page.goto('/upload/details');
  const row = page.getByRole('row').filter({ hasText: 'zh-tracking.xlsx' });
  await expect(row).toContainText('物流单号');
  await expect(row).toContainText('解析失败');
  await row.locator('a').first().click();
  await expect(page).toHaveURL(/\/transaction\/query\?tracking=\d+/);
  await expect(page.getByTestId('tracking-batch')).toContainText('第 3 行 交易流水号：未找到交易 T000000000');

  // nothing was applied: the sale has no tracking number
  await page.goto(`/transaction/details?id=${sale}`);
  await expect(page.getByRole('button', { name: '添加物流单号' })).toBeVisible();
});
