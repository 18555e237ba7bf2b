import ExcelJS from 'exceljs';
import { test, expect } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test('a partial refund, then a second refund above what remains is refused (简体中文), and the refund is listed and exported', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(USERS.transactions, PASSWORD);
  await shell.ready();

  // a captured sale of the seeded history that is not fully refunded yet
  const refundButton = page.getByRole('button', { name: 'Refund', exact: true });
  let found = false;
  for (let n = 1; n <= 30 && !found; n++) {
    const order = `E2E-${String(n).padStart(6, '0')}`;
    await page.goto(`/transaction/query?merchantOrderId=${order}&type=sale&status=succeeded&period=all`);
    await expect(page.getByText(/^\d+ transactions$/)).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    if ((await rows.count()) === 0) continue;
    await rows.first().locator('td a').first().click();
    await expect(page.getByText('Timeline')).toBeVisible();
    found = await refundButton.isVisible();
  }
  expect(found).toBe(true);

  await refundButton.click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  const refundable = dialog.getByText('Refundable amount').locator('strong');
  await expect(refundable).toHaveText(/\d/);
  const before = Number((await refundable.innerText()).replace(/[^\d.]/g, ''));
  expect(before).toBeGreaterThan(1);
  await dialog.getByLabel(/Refund amount/).fill('1');
  await dialog.getByLabel('Reason').fill('Partial return');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Refund succeeded')).toBeVisible();
  // antd spaces two-character Chinese button labels (退 款)
  await expect(dialog).toBeHidden();

  // the second refund asks for the whole original amount: more than remains
  await shell.chooseLanguage('简体中文');
  await page.getByRole('button', { name: /^退\s?款$/ }).click();
  const zh = page.getByRole('dialog', { name: '退款' });
  await expect(zh.getByText('可退金额').locator('strong')).toHaveText(/\d/);
  await zh.getByLabel(/退款金额/).fill(String(before));
  await zh.getByLabel('退款原因').fill('再次退款');
  await zh.getByRole('button', { name: /^提\s?交$/ }).click();
  await expect(zh.getByText(/^退款金额超过可退金额（[\d.,]+ [A-Z]{3}）。$/)).toBeVisible();
  await zh.getByRole('button', { name: /^取\s?消$/ }).click();

  // the partial refund is in the refund list, and its details show the original transaction
  await page.goto('/transaction/refund?period=today');
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(first).toContainText('部分退款');
  await expect(first).toContainText('成功');
  await first.locator('td').first().locator('a').click();
  await expect(page).toHaveURL(/\/transaction\/refund\/details\?id=R/);
  await expect(page.getByText('原交易')).toBeVisible();
  await expect(page.getByText('Partial return')).toBeVisible();
  const refundId = new URL(page.url()).searchParams.get('id')!;

  // the list of today's refunds exports to the download center; the file holds the refund, in Chinese
  await page.goto('/transaction/refund?period=today');
  await page.getByRole('button', { name: /导\s?出/ }).click();
  await expect(page.getByText('正在生成导出文件，请到下载中心查看。')).toBeVisible();
  const trigger = page.getByTestId('download-tasks');
  await expect(trigger).toHaveAccessibleName('下载任务，1 个可下载', { timeout: 120_000 });
  await trigger.click();
  const file = page.locator('.ant-popover').filter({ hasText: '下载任务' }).getByRole('listitem').first();
  await expect(file).toContainText('已生成');
  const [download] = await Promise.all([page.waitForEvent('download'), file.getByText(/^退款明细-\d{8}-\d{6}\.xlsx$/).click()]);
  expect(download.suggestedFilename()).toMatch(/^退款明细-\d{8}-\d{6}\.xlsx$/);
  await expect(trigger).toHaveAccessibleName('下载任务，0 个可下载');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]!.slice(0, 2)).toEqual(['退款 ID', '商户号']);
  const row = rows.find((r) => r[0] === refundId)!;
  expect(row.slice(4, 6)).toEqual(['部分退款', '成功']);
  expect(row).toContain('Partial return');
});
