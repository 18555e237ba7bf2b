import { test, expect, DEMO, acceptCookies } from '../support.ts';

test('collection account: apply, it opens after the provisioning delay, a sandbox transfer is credited to the wallet', async ({ loginPage, shell, page }) => {
  test.setTimeout(90_000);
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  // the demo's USD account is listed, open
  await page.goto('/virtual-account');
  await expect(page).toHaveURL(/\/virtual-account\/list$/);
  await expect(page.getByRole('heading', { name: 'Collection accounts' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'USD' })).toContainText('Active');

  // GBP balance before
  await page.goto('/wallet/balance');
  const gbpRow = page.getByTestId('balance-row-GBP');
  // the available amount is the row's first figure (other specs may have moved GBP before this one)
  const available = async () => Number((/GBP\s*([\d,]+\.\d{2})/.exec((await gbpRow.textContent()) ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));
  await expect.poll(available).toBeGreaterThan(0);
  const before = await available();

  // apply for a GBP account; the form refuses a name in Chinese with the contracts' message
  await page.goto('/virtual-account/list');
  await page.getByRole('button', { name: 'Apply for an account' }).click();
  await expect(page).toHaveURL(/\/virtual-account\/add$/);
  await page.getByLabel('Currency').click();
  await page.getByTitle('GBP', { exact: true }).click();
  await expect(page.getByLabel('Country/region')).toBeEnabled();
  await page.getByLabel('Account holder name').fill('伦敦贸易');
  await page.getByLabel('Holder address').fill('1 Market Street, London EC1A 1AA');
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  await page.getByLabel('Shareholder name').fill('Jane Doe');
  await page.getByLabel('Shareholding (%)').fill('80');
  await page.getByLabel('Nationality').fill('United Kingdom');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Use English letters, numbers, spaces and basic punctuation only')).toBeVisible();
  await page.getByLabel('Account holder name').fill('Demo Trading UK Ltd');
  await page.getByRole('button', { name: 'Submit' }).click();

  // the detail shows it opening, then (after the test server's 5-second delay) open with its bank details
  await expect(page).toHaveURL(/\/virtual-account\/detail\?id=\d+$/);
  const detail = page.getByTestId('va-detail');
  await expect(detail).toContainText('Opening');
  await expect(detail).toContainText('Active', { timeout: 30_000 });
  await expect(detail).toContainText('Thames Clearing Bank plc');
  await expect(page.getByTestId('funding-details')).toContainText('04-13-62');
  await expect(page.getByTestId('funding-details')).toContainText(/GB\d{2}TCBL041362\d{8}/);

  // recharge: how to fund it, and a simulated transfer in sandbox mode
  await page.getByRole('button', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/virtual-account\/recharge\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Recharge GBP account' })).toBeVisible();
  await page.getByLabel('Payer name').fill('Fabrikam Ltd');
  await page.getByLabel('Payer account').fill('GB29NWBK60161331926819');
  await page.getByLabel('Amount (GBP)').fill('2500.50');
  await page.getByLabel('Payment reference').fill('E2E-FT-0001');
  await page.getByRole('button', { name: 'Send test transfer' }).click();
  await expect(page.getByText('2500.50 GBP received')).toBeVisible();

  // it is a collection transaction
  await page.getByRole('button', { name: 'Collection transactions' }).click();
  await expect(page).toHaveURL(/\/collection\/transaction\?account=\d+$/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'E2E-FT-0001' });
  await expect(row).toContainText('Fabrikam Ltd');
  await expect(row).toContainText('2,500.50 GBP');
  await expect(row).toContainText('Credited');
  await row.click();
  await expect(page).toHaveURL(/\/collection\/transaction\/view\?id=\d+$/);
  await expect(page.getByText('GB29NWBK60161331926819')).toBeVisible();

  // and the wallet's GBP balance rose by the amount
  await page.goto('/wallet/balance');
  await expect.poll(available).toBeCloseTo(before + 2500.5, 2);
});
