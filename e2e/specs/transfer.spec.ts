import ExcelJS from 'exceljs';
import { addDays, businessDate } from '@crossbill/contracts/business-time';
import { test, expect, acceptCookies } from '../support.ts';
import { E2E_DEVICE_ID, E2E_PIN, PASSWORD, USERS } from '../fixtures/seed.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';

/** YYYY-MM-DD of Beijing, `days` from today */
const beijingDay = (days: number) => addDays(businessDate(new Date()), days);

test('a scheduled transfer waits for a second operator, who approves the payee account shown; its sender can still cancel it', async ({
  loginPage,
  shell,
  page,
  browser,
  baseURL,
}) => {
  // two operators and two sign-ins: more steps than one test usually takes
  test.setTimeout(120_000);
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(USERS.sender, PASSWORD);
  await shell.ready();

  // recipient
  await page.goto('/transfer/add/recipient');
  await page.getByRole('radio', { name: /Pacific Crest/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // amount: USD 1,500.00 on a payment date two days ahead
  await expect(page).toHaveURL(/\/transfer\/add\/amount$/);
  // every wallet currency is offered (a long list): typing narrows it
  await page.getByLabel('Pay from (wallet currency)').fill('USD');
  await page.locator('.ant-select-item-option[title="USD"]').click();
  await page.getByLabel('Send amount (USD)').fill('1500');
  await expect(page.getByText('1,500.00 USD').first()).toBeVisible();
  await page.getByLabel('Purpose').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Trade in goods' }).click();
  await page.getByLabel('Merchant reference').fill('E2E-SCHED-1');
  await page.getByRole('radio', { name: 'On a payment date' }).check();
  const date = beijingDay(2);
  const dateInput = page.getByRole('textbox', { name: 'Payment date' });
  await dateInput.click();
  await dateInput.fill(date);
  await page.locator(`.ant-picker-dropdown td[title="${date}"]`).click();
  await expect(dateInput).toHaveValue(date);
  // the calendar closes over the Next button: a click while it fades out could land on it
  await expect(page.locator('.ant-picker-dropdown')).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // confirm with the payment password
  await expect(page).toHaveURL(/\/transfer\/add\/confirm$/);
  await expect(page.getByText(`${date}, 10:00-11:00 (Beijing time)`)).toBeVisible();
  await page.getByLabel('Payment password (6 digits)').fill(E2E_PIN);
  await page.getByRole('button', { name: 'Submit transfer' }).click();

  // review: waiting for approval
  await expect(page).toHaveURL(/\/transfer\/add\/review\?id=\d+/);
  await expect(page.getByText('Submitted: waiting for approval')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.getByRole('button', { name: 'View the transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/transfer/transfer/view\\?id=${id}$`));
  const heading = page.getByRole('heading', { level: 4, name: /TR\d+/ });
  await expect(heading).toContainText('Pending approval');
  // the sender is not the approver: no decision buttons
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Pat, in a browser of their own, opens the transfer and approves it
  const pats = await browser.newContext({ baseURL });
  await pats.addCookies([
    { name: 'cb_device', value: E2E_DEVICE_ID, url: baseURL! },
    { name: 'cb_consent', value: 'v1.necessary.preferences.analytics', url: baseURL! },
  ]);
  const patPage = await pats.newPage();
  const patErrors: string[] = [];
  patPage.on('pageerror', (e) => patErrors.push(e.message));
  await new LoginPage(patPage).goto();
  await new LoginPage(patPage).login(USERS.approver, PASSWORD);
  await expect(new Shell(patPage).sidebar()).toBeVisible();
  await patPage.goto(`/transfer/transfer/view?id=${id}`);
  await expect(patPage.getByRole('heading', { level: 4, name: /TR\d+/ })).toContainText('Pending approval');
  // what Pat approves: the payee's account as it was submitted
  const patSnapshot = patPage.getByTestId('payee-snapshot');
  await expect(patSnapshot).toContainText('Pacific Crest Supplies Inc.');
  await expect(patSnapshot).toContainText('483920175');
  await expect(patSnapshot).toContainText('021000021');
  await patPage.getByRole('button', { name: 'Approve' }).click();
  await patPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(patPage.getByRole('heading', { level: 4, name: /TR\d+/ })).toContainText('Scheduled');
  await expect(patPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(patErrors).toEqual([]);
  await pats.close();

  // the sender sees the new status (the view refreshes on its own), in Chinese too
  await expect(heading).toContainText('Scheduled', { timeout: 30_000 });
  await expect(page.getByText('Payee account (as submitted)')).toBeVisible();
  await expect(page.getByTestId('payee-snapshot')).toContainText('JPMorgan Chase Bank N.A.');
  await shell.chooseLanguage('简体中文');
  await expect(heading).toContainText('已预约');

  // until its payment date the sender may cancel it, after a confirmation: the funds go back
  await page.getByRole('button', { name: '取消付款' }).click();
  await expect(page.getByText('取消这笔付款？')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '取消付款' }).click();
  await expect(page.getByText('付款已取消，资金已退回可用余额')).toBeVisible();
  await expect(heading).toContainText('已取消');
  await expect(page.getByRole('button', { name: '取消付款' })).toHaveCount(0);
  await expect(page.getByText('已在付款前取消：资金已退回可用余额')).toBeVisible();
});

/** the cell texts of a sheet's rows, first row first */
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: string[][] = [];
  ws.eachRow((r) => out.push((r.values as ExcelJS.CellValue[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
};

test('a batch with a row missing its amount and a row below the minimum fails, and its error report says why', async ({ loginPage, shell, page }) => {
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(USERS.sender, PASSWORD);
  await shell.ready();
  await page.goto('/transfer/batch');
  await expect(page.getByRole('heading', { name: 'Batch transfer' })).toBeVisible();

  // the template, filled in as a person would: one good row, one without amount, one below 10.00
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the template' }).click()]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await template.path());
  const sheet = wb.worksheets[0]!;
  expect(rowsOf(sheet)[0]).toEqual([
    'Payee nickname',
    'Send currency',
    'Send amount',
    'Fee bearing (sender/recipient/shared)',
    'Purpose',
    'Merchant reference',
  ]);
  sheet.addRow(['Pacific Crest', 'USD', '120.00', 'sender', 'goods_trade', 'E2E-BATCH-1']);
  sheet.addRow(['Pacific Crest', 'USD', '', 'sender', 'services', 'E2E-BATCH-2']);
  sheet.addRow(['Pacific Crest', 'USD', '5', 'sender', 'goods_trade', 'E2E-BATCH-3']);
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'e2e-batch.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: body });
  await expect(page.getByText('Upload successful')).toBeVisible();

  // parsed in the background: the batch fails with both rows named
  const batch = page.locator('[data-testid^="batch-"]').filter({ hasText: 'e2e-batch.xlsx' });
  await expect(batch.getByText('Failed', { exact: true })).toBeVisible({ timeout: 40_000 });
  await expect(batch).toContainText('There is an error in the list import file, please download the report to check the details.');
  await expect(batch).toContainText('Row 3 · Send amount: The amount is missing in this batch transfer row');
  await expect(batch).toContainText('Row 4 · Send amount: The transfer is below the minimum payout of 10.00 USD');
  await expect(batch.getByRole('button', { name: 'Confirm and submit' })).toHaveCount(0);

  // the error report lists the failed rows only, with the translated messages
  const [report] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download the report' }).click()]);
  expect(report.suggestedFilename()).toMatch(/\.xlsx$/);
  const rb = new ExcelJS.Workbook();
  await rb.xlsx.readFile(await report.path());
  const rows = rowsOf(rb.worksheets[0]!);
  expect(rows[0]).toEqual([
    'Row',
    'Payee nickname',
    'Send currency',
    'Send amount',
    'Fee bearing (sender/recipient/shared)',
    'Purpose',
    'Merchant reference',
    'Errors',
  ]);
  expect(rows.slice(1)).toEqual([
    ['3', 'Pacific Crest', 'USD', '', 'sender', 'services', 'E2E-BATCH-2', 'The amount is missing in this batch transfer row'],
    ['4', 'Pacific Crest', 'USD', '5', 'sender', 'goods_trade', 'E2E-BATCH-3', 'The transfer is below the minimum payout of 10.00 USD'],
  ]);
});
