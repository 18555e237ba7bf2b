import { test, expect } from '../support.ts';
import { PASSWORD, type REFUNDER_AUTHORISATIONS, USERS } from '../fixtures/seed.ts';

test('captures part of an authorised payment and voids another from their detail pages, which then show the new state', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(USERS.refunder, PASSWORD);
  await shell.ready();

  const open = async (order: keyof typeof REFUNDER_AUTHORISATIONS) => {
    await page.goto(`/transaction/query?merchantOrderId=${order}&period=all`);
    const link = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('a').first();
    await expect(link).toHaveText(/^T\d+/);
    await link.click();
    await expect(page).toHaveURL(/\/transaction\/details\?id=T/);
    await expect(page.getByText('Timeline')).toBeVisible();
  };
  const field = (label: string) =>
    page
      .locator('.ant-descriptions-item')
      .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.ant-descriptions-item-content');

  // capture 50.00 of the 120.00 authorisation: more than authorised is refused in the form first
  await open('AUTH-000001');
  await expect(field('Status')).toHaveText('Authorized');
  await expect(field('Amount')).toHaveText('120.00 USD');
  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  const capture = page.getByRole('dialog', { name: 'Capture the authorised payment' });
  await expect(capture.getByText('120.00 USD')).toBeVisible();
  const amount = capture.getByLabel('Capture amount (USD)');
  await expect(amount).toHaveValue('120.00');
  await amount.fill('120.01');
  await capture.getByRole('button', { name: 'Capture', exact: true }).click();
  await expect(capture.getByText('The capture amount exceeds the authorized amount (120.00 USD).')).toBeVisible();
  await amount.fill('50.00');
  await capture.getByRole('button', { name: 'Capture', exact: true }).click();
  await expect(page.getByText('Captured 50.00 USD')).toBeVisible();
  await expect(capture).toBeHidden();
  await expect(field('Status')).toHaveText('Succeeded');
  await expect(field('Captured amount')).toHaveText('50.00 USD');
  await expect(page.getByRole('button', { name: 'Capture', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toBeHidden();

  // void the other one after its confirmation
  await open('AUTH-000002');
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Void the authorisation' });
  await expect(confirm).toContainText('Void the authorisation of 75.00 USD?');
  await confirm.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(page.getByText('Authorisation voided')).toBeVisible();
  await expect(field('Status')).toHaveText('Voided');
  await expect(field('Captured amount')).toHaveText('0.00 USD');
  await expect(page.getByRole('button', { name: 'Capture', exact: true })).toBeHidden();
});
