import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { test, expect, payOverApi } from '../support.ts';
import { BLACKLISTER_LISTS, PASSWORD, USERS } from '../fixtures/seed.ts';

test.describe.configure({ mode: 'serial' });

/** listed by value (C) */
const LISTED = '6011111111111117';
/** listed through a payment made with it (M) */
const PAID_WITH = '378282246310005';

async function xlsx(name: string, header: string[], rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Items');
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

test('an operator imports a card blacklist file: a bad file adds nothing and has its report, a good one lists the cards and /v1 payments with them are declined', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(300_000);
  // the merchant's server took a payment with the card the M row names
  const earlier = await payOverApi({ email: USERS.blacklister, card: PAID_WITH, order: 'BLI-000001' });
  expect(earlier.status).toBe('succeeded');

  await loginPage.goto();
  await loginPage.login(USERS.blacklister, PASSWORD);
  await shell.ready();
  await page.goto('/risk/list');
  // the first visit loads the page's code and texts: slow on a busy machine
  await page.getByRole('link', { name: BLACKLISTER_LISTS.card }).click({ timeout: 60_000 });
  await expect(page.getByText('No items yet')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: /^(upload )?Import$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items' });
  await expect(dialog.getByText(/^Columns: type \(C original value, or M transaction ID\)/)).toBeVisible();
  const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Download template/ }).click()]);
  const header = ['Type', 'Value', 'Status', 'Expiry date', 'Remarks'];
  const tpl = await sheetOf(await template.path());
  expect(tpl[0]).toEqual(header);
  expect(tpl[1]!.slice(0, 3)).toEqual(['C', '4111111111111111', 'Active']);

  // a file with a wrong card number and a wrong status: nothing is added, the report says why
  await dialog.locator('input[type=file]').setInputFiles(
    await xlsx('bad-cards.xlsx', header, [
      ['C', LISTED, 'Active', '', 'Chargeback fraud'],
      ['C', '4000 0000 0000 3062', 'Active', '', ''],
      ['M', earlier.transactionId, 'Blocked', '', ''],
    ]),
  );
  await expect(page.getByText('Upload successful')).toBeVisible();
  const state = dialog.getByTestId('blacklist-import');
  await expect(state.getByText('Failed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(state).toContainText('There is an error in the list import file, please download the report to check the details.');
  await expect(state).toContainText('Row 3 Value: Please enter a valid card number');
  await expect(state).toContainText('Row 4 Status: The status must be Active or Inactive');
  const [report] = await Promise.all([page.waitForEvent('download'), state.getByRole('button', { name: 'Download report' }).click()]);
  const rows = await sheetOf(await report.path());
  expect(rows[0]).toEqual(['Row', ...header, 'Errors']);
  // the card number only masked, even in the report
  expect(rows.slice(1)).toEqual([
    ['3', 'C', '400000****3062', 'Active', '', '', 'Please enter a valid card number'],
    ['4', 'M', earlier.transactionId, 'Blocked', '', '', 'The status must be Active or Inactive'],
  ]);

  // the corrected file goes in whole
  await dialog.locator('input[type=file]').setInputFiles(
    await xlsx('cards.xlsx', header, [
      ['C', LISTED, 'Active', '', 'Chargeback fraud'],
      ['M', earlier.transactionId, 'Active', '', ''],
    ]),
  );
  await expect(state).toContainText('cards.xlsx');
  await expect(state.getByText('Succeeded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(state).toContainText('2 items added to the list');
  await dialog.getByRole('button', { name: 'Close' }).last().dispatchEvent('click');
  await expect(dialog).toBeHidden();
  const entry = (value: string) => page.locator('.ant-table-tbody tr.ant-table-row', { hasText: value });
  await expect(entry('601111****1117')).toContainText('Chargeback fraud');
  await expect(entry('378282****0005')).toContainText('From transaction');
  await expect(page.getByText(LISTED)).toHaveCount(0);

  // both cards are declined before the scheme; another still pays
  expect(await payOverApi({ email: USERS.blacklister, card: LISTED, order: 'BLI-000002' })).toMatchObject({ status: 'failed', responseCode: 'B1' });
  expect(await payOverApi({ email: USERS.blacklister, card: PAID_WITH, order: 'BLI-000003' })).toMatchObject({ status: 'failed', responseCode: 'B1' });
  expect((await payOverApi({ email: USERS.blacklister, card: '4242424242424242', order: 'BLI-000004' })).status).toBe('succeeded');
});

test('导入黑名单 in Chinese: the e-mail list takes a Chinese file, its error in Chinese, then the e-mail is declined', async ({ loginPage, shell, page }) => {
  test.setTimeout(300_000);
  await loginPage.goto();
  await loginPage.login(USERS.blacklister, PASSWORD);
  await shell.ready();
  await shell.chooseLanguage('简体中文');
  await page.goto('/risk/list');
  await page.getByRole('link', { name: BLACKLISTER_LISTS.email }).click({ timeout: 60_000 });
  await expect(page.getByText('暂无条目')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: /^(upload )?导\s?入$/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入条目' });
  await expect(dialog.getByText(/^列：类型（C 原始值，或 M 交易号）/)).toBeVisible();
  const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /下载模板/ }).click()]);
  const header = ['类型', '值', '状态', '过期日期', '备注'];
  expect((await sheetOf(await template.path())).slice(0, 2)).toEqual([header, expect.arrayContaining(['C', 'fraud@example.com', 'Active'])]);

  await dialog.locator('input[type=file]').setInputFiles(await xlsx('zh-bad.xlsx', header, [['C', 'not-an-email', 'Active', '', '']]));
  const state = dialog.getByTestId('blacklist-import');
  await expect(state.getByText('解析失败', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(state).toContainText('名单导入文件有误，请下载报告查看详情。');
  await expect(state).toContainText('第 2 行 值：请输入有效的邮箱地址');

  await dialog.locator('input[type=file]').setInputFiles(await xlsx('zh-good.xlsx', header, [['C', 'Fraud@Spam.example', 'Active', '', '批量导入']]));
  await expect(state).toContainText('zh-good.xlsx');
  await expect(state).toContainText('已向名单添加 1 个条目', { timeout: 30_000 });
  await dialog
    .getByRole('button', { name: /关\s?闭/ })
    .last()
    .dispatchEvent('click');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'fraud@spam.example' })).toContainText('有效');

  const declined = await payOverApi({ email: USERS.blacklister, card: '4242424242424242', order: 'BLI-000005', customerEmail: 'fraud@spam.example' });
  expect(declined).toMatchObject({ status: 'failed', responseCode: 'B1' });
});
