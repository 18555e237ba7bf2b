import { test, expect, DEMO } from '../support.ts';

// The demo merchant's dispute cases (demo-disputes.ts): the case with its open inquiry is answered
// from the case file; a chargeback's case shows its timeline and leads to the chargeback and back.
test('dispute cases: answer an open inquiry from its case file; a chargeback case links to its chargeback and back', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  await page.goto('/transaction/dispute');
  await expect(page.getByRole('heading', { name: 'Dispute cases' })).toBeVisible();
  const inquiryRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Inquiry' }).first();
  await inquiryRow.getByText('View case').click();
  await expect(page).toHaveURL(/\/transaction\/dispute\/detail\?transactionId=/);
  await expect(page.getByText('Inquiry received')).toBeVisible();
  await expect(page.getByText(/14-day cancellation period/)).toBeVisible();

  await page.getByRole('button', { name: 'Answer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('The parcel was delivered and signed for; proof attached to our records.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  await expect(page.getByText('Inquiry answered')).toBeVisible();
  await expect(page.getByText('“The parcel was delivered and signed for; proof attached to our records.”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer' })).toHaveCount(0);

  // the case whose first rebuttal was lost: two rounds on its timeline, the chargeback a click away
  await page.goto('/transaction/dispute?stage=pre_arbitration');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByText('View case').click();
  await expect(page.getByText('Rebuttal submitted')).toBeVisible();
  await expect(page.getByText('Net loss', { exact: true })).toBeVisible();
  await page.locator('.ant-card', { hasText: 'Chargebacks' }).locator('a', { hasText: /^CB/ }).first().click();
  await expect(page).toHaveURL(/\/transaction\/refuse\/details\?id=CB/);
  await page.getByText('Open the case file').click();
  await expect(page).toHaveURL(/\/transaction\/dispute\/detail\?transactionId=/);
  await expect(page.getByText('Rebuttal submitted')).toBeVisible();
});
