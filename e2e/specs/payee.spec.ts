import { test, expect, acceptCookies } from '../support.ts';
import { E2E_PIN, PASSWORD, USERS } from '../fixtures/seed.ts';
import { PayeePage } from '../pages/payee-page.ts';

test('payees: add a GB payee by IBAN typed twice (a wrong IBAN is refused in both languages), find it, edit it with the payment password', async ({
  loginPage,
  shell,
  page,
  consoleErrors,
}) => {
  // the edit's payment password is one step more than the other payee steps
  test.setTimeout(90_000);
  const payees = new PayeePage(page);
  await acceptCookies(page);
  await loginPage.goto();
  // an admin of the demo aggregate merchant with a payment password
  await loginPage.login(USERS.sender, PASSWORD);
  await shell.ready();

  await payees.gotoList();
  await expect(payees.row('Thames Valley')).toContainText('Default');
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page).toHaveURL(/\/transfer\/contact\/edit$/);

  await page.getByRole('radio', { name: 'IBAN' }).check();
  await payees.field('Account holder name').fill('Northwind Traders Ltd');
  await payees.chooseBank('barc', 'Barclays Bank UK PLC (BARCGB22)');
  await expect(payees.field('SWIFT/BIC')).toHaveValue('BARCGB22');
  await payees.field('IBAN').fill('GB82 WEST 1234 5698 7654 31');
  await payees.field('Confirm IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await payees.field('Nickname').fill('Northwind');
  await payees.save().click();
  await expect(page.getByText('Please enter a valid IBAN')).toBeVisible();
  await expect(page.getByText('The two entered bank accounts do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/transfer\/contact\/edit$/);

  await payees.field('IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await expect(page.getByText('Please enter a valid IBAN')).toHaveCount(0);
  await expect(page.getByText('The two entered bank accounts do not match')).toHaveCount(0);
  await payees.save().click();
  await expect(page).toHaveURL(/\/transfer\/contact\/aggregate\/payout$/);
  const row = payees.row('Northwind');
  await expect(row).toContainText('Northwind Traders Ltd');
  await expect(row).toContainText('•••• 5432');

  // filter by name, then edit
  await page.getByRole('textbox', { name: 'Name or nickname' }).fill('northwind');
  await page.getByRole('textbox', { name: 'Name or nickname' }).press('Enter');
  await expect(page).toHaveURL(/name=northwind/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/transfer\/contact\/edit\?id=\d+$/);
  await expect(payees.field('IBAN')).toHaveValue('GB82WEST12345698765432');
  await payees.field('Account holder name').fill('Northwind Trading Ltd');
  await payees.save().click();
  // the holder is an account detail: the payment password is asked first
  const dialog = page.getByRole('dialog', { name: 'Payment password' });
  await dialog.getByLabel('Payment password (6 digits)').fill(E2E_PIN);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/transfer\/contact\/aggregate\/payout$/);
  await expect(payees.row('Northwind')).toContainText('Northwind Trading Ltd');

  // in Chinese the same rule speaks Chinese
  await shell.chooseLanguage('简体中文');
  await payees
    .row('Northwind')
    .getByRole('button', { name: '编 辑' })
    .or(payees.row('Northwind').getByRole('button', { name: '编辑' }))
    .click();
  await payees.field('IBAN').fill('GB00WEST12345698765432');
  await payees.field('IBAN').blur();
  await expect(page.getByText('请输入有效的 IBAN')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
