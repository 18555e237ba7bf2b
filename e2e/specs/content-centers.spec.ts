import ExcelJS from 'exceljs';
import { test, expect, dropdownOf } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

/** A batch transfer file whose only row names a payee that does not exist: parsing fails with a report. */
async function badBatch() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transfers');
  ws.addRow(['Payee nickname', 'Send currency', 'Send amount', 'Fee bearing', 'Purpose', 'Merchant reference']);
  ws.addRow(['Nobody at all', 'GBP', '20.00', 'sender', 'services', 'CENTERS-1']);
  return {
    name: 'centers-batch.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}

test('an export is in the download center and downloads; a batch upload is in the upload details with its report, in both languages', async ({
  loginPage,
  shell,
  page,
}) => {
  // two centers, an export and an upload, each in both languages: longer than one flow's default on a loaded machine
  test.setTimeout(150_000);
  await loginPage.goto();
  await loginPage.login(USERS.centers, PASSWORD);
  await shell.ready();
  await page.getByRole('button', { name: 'Export' }).click();

  // the header popover leads to the center
  await page.getByTestId('download-tasks').click();
  await page.locator('.ant-popover').getByText('Open the download center').click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible();
  // the newest task first: a retried test finds the first attempt's task below its own
  const task = page
    .getByRole('row')
    .filter({ hasText: /sign-in-activity-\d{8}-\d{6}\.xlsx/ })
    .first();
  await expect(task).toContainText('Ready', { timeout: 20_000 });
  await expect(task.getByRole('cell').nth(3)).toHaveText('No');
  const [download] = await Promise.all([page.waitForEvent('download'), task.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sign-in-activity-\d{8}-\d{6}\.xlsx$/);
  await expect(task.getByRole('cell').nth(3)).toHaveText('Yes');

  // the status filter: no failed exports
  await page.getByLabel('Status').click();
  await (await dropdownOf(page, page.getByLabel('Status'))).getByText('Failed', { exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: /sign-in-activity/ })).toHaveCount(0);
  await expect(page.getByText('No export tasks')).toBeVisible();

  // a batch transfer upload, then the upload details
  await page.goto('/transfer/batch');
  await page.locator('input[type=file]').setInputFiles(await badBatch());
  await expect(page.getByText('Upload successful')).toBeVisible();
  await page.goto('/upload/details');
  await expect(page.getByRole('heading', { name: 'Upload details' })).toBeVisible();
  const upload = page.getByRole('row').filter({ hasText: 'centers-batch.xlsx' }).first();
  await expect(upload).toContainText('Batch transfer');
  await expect(upload).toContainText('Failed', { timeout: 20_000 });
  const [report] = await Promise.all([page.waitForEvent('download'), upload.getByRole('button', { name: 'Download report' }).click()]);
  expect(report.suggestedFilename()).toMatch(/\.xlsx$/);

  await shell.chooseLanguage('简体中文');
  await expect(page.getByRole('heading', { name: '上传明细' })).toBeVisible();
  await expect(upload).toContainText('解析失败');
  await expect(upload).toContainText('批量转账');
});
