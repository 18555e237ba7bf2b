import { test, expect, DEMO, acceptCookies } from '../support.ts';

test('payout balances: seeded USD, its statement, hiding the zero-balance CNH and the refusal for a funded one', async ({
  loginPage,
  shell,
  page,
  consoleErrors,
}) => {
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  // Payout → Balances (the aggregate merchant's payout side)
  const payoutTitle = shell.sidebar().getByRole('menuitem', { name: /Payout$/ });
  if ((await payoutTitle.getAttribute('aria-expanded')) !== 'true') await payoutTitle.click();
  await expect(payoutTitle).toHaveAttribute('aria-expanded', 'true');
  // the second Wallet of the menu is the payout branch's (acquiring comes first)
  await shell
    .sidebar()
    .getByRole('menuitem', { name: /Wallet$/ })
    .nth(1)
    .click();
  await shell.sidebar().getByRole('menuitem', { name: 'Balances' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/wallet\/balance\/aggregate\/payout$/);
  const usd = page.getByTestId('balance-row-USD');
  // other specs and the demo's transfers and captures move USD: the row shows a balance
  await expect(usd).toContainText(/USD\s*[\d,]+\.\d{2}/);
  await expect(page.getByTestId('balance-row-EUR')).toContainText(/EUR\s*[\d,]+\.\d{2}/);
  await expect(page.getByTestId('balance-row-CNH')).toContainText('0.00');

  // a funded currency cannot be hidden: the server's refusal is shown in the settings dialog
  await page.getByRole('button', { name: 'Currency display' }).click();
  const dialog = page.getByRole('dialog', { name: 'Currency display' });
  await dialog.getByRole('checkbox', { name: 'USD' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The currency balance is not zero, so it cannot be hidden.');
  // Chromium logs the refusal's HTTP status (422); the app handled it: that one is expected
  const refusal = consoleErrors.findIndex((e) => /status of 422/.test(e));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(usd).toBeVisible();

  // the zero-balance CNH hides from its row
  await page.getByRole('button', { name: 'Hide CNH' }).click();
  await expect(page.getByTestId('balance-row-CNH')).toHaveCount(0);
  await expect(page.getByText('1 hidden currencies')).toBeVisible();
  await page.reload();
  await expect(usd).toBeVisible();
  await expect(page.getByTestId('balance-row-CNH')).toHaveCount(0);

  // a row opens the currency's statement: newest first with the running balance
  await usd.click();
  await expect(page).toHaveURL(/\/wallet\/balance\/view\?currency=USD$/);
  await expect(page.getByRole('heading', { name: 'USD statement' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // the added funds, then two payments received on the demo's collection account (transfers follow)
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
  const entries = await rows.count();
  const collected = rows.filter({ hasText: '+1,250.75' });
  await expect(collected).toContainText('Collection received');
  await expect(rows.filter({ hasText: '+8,500.00' })).toHaveCount(1);
  const added = rows.filter({ hasText: 'DEMO-USD-002' });
  await expect(added).toContainText('Funds added');
  await expect(added).toContainText('+25,000.00');
  await expect(rows.filter({ hasText: 'DEMO-USD-001' })).toContainText('100,000.00');
  // the running balance: each row's balance is the older row's plus its own amount (the demo's
  // chargebacks, transfers and other specs add rows of their own between these)
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const [amountAt, balanceAt] = [headers.indexOf('Amount'), headers.indexOf('Balance after')];
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
  expect(cells.length).toBeGreaterThanOrEqual(4);
  for (let i = 0; i + 1 < cells.length; i++) {
    expect(cents(cells[i]![balanceAt]!) - cents(cells[i]![amountAt]!), `row ${i + 1}`).toBe(cents(cells[i + 1]![balanceAt]!));
  }

  // the statement exports through the download center
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('The export is being prepared: find it in the download center')).toBeVisible();

  // a date preset goes into the URL and survives a reload
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByTitle('Last 7 days').click();
  await expect(page).toHaveURL(/period=last7/);
  await page.reload();
  await expect(page).toHaveURL(/period=last7/);
  await expect(page.getByRole('combobox', { name: 'Period' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Last 7 days');
  // the demo's older entries (chargebacks of earlier payments) leave the list; the count follows
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  const recent = await rows.count();
  expect(recent).toBeLessThanOrEqual(entries);
  // a full page (other specs on this server credit USD too) has more behind it: its total is at least that
  const total = Number(/^(\d+) entries$/.exec((await page.getByText(/^\d+ entries$/).textContent()) ?? '')?.[1]);
  if (recent < 10) expect(total).toBe(recent);
  else expect(total).toBeGreaterThanOrEqual(recent);

  // the same page in Chinese
  await shell.chooseLanguage('简体中文');
  await expect(page.getByRole('heading', { name: 'USD 账户明细' })).toBeVisible();
  await expect(collected).toContainText('收款入账');
  await expect(added).toContainText('充值入账');
  await page.getByRole('button', { name: '返回余额' }).click();
  await expect(page).toHaveURL(/\/wallet\/balance\/aggregate\/payout$/);
  await expect(page.getByRole('columnheader', { name: '可用余额' })).toBeVisible();
});
