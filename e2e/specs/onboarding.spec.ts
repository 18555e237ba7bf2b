import { test, expect, acceptCookies, approveWaiting, PNG_FILE, dropdownOf } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { ApplicationPage } from '../pages/application-page.ts';

test('a person without a merchant applies, resumes the saved draft, submits and, once approved, enters the portal', async ({ loginPage, shell, page }) => {
  test.setTimeout(240_000);
  const app = new ApplicationPage(page);
  // consent is given before the first page reads it: a banner already shown would cover the form's buttons
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(USERS.applicant, PASSWORD);
  await expect(page).toHaveURL(/\/user\/networkApplication$/);
  await expect(page.getByTestId('price-fixed')).toHaveText('0.30 USD');
  await app.next();

  await page.getByLabel('Company', { exact: true }).check();
  await app.next();
  await expect(app.step('Business details')).toBeVisible();
  await app.fill('Legal business name', 'Nimbus Trading Ltd');
  await app.fill('Trading name', 'Nimbus');
  await app.fill('Registration number', '12345678');
  await app.fill('Registration date', '2019-05-01');
  await app.choose('Country or region', 'GB');
  await app.fill('City', 'London');
  await app.fill('Street address', '1 Long Acre');
  await app.fill('Corporate e-mail', 'ops@nimbus.test');
  await app.fill('Corporate phone', '+44 20 7946 0000');
  for (const doc of ['Certificate of incorporation', 'Business registration certificate', 'Proof of address', 'Proof of shareholding structure'])
    await app.upload(doc, PNG_FILE);
  await app.next();
  await expect(app.step('Owners')).toBeVisible();

  // the draft is on the server: a reload comes back to the same step with the data
  await page.reload();
  await expect(app.step('Owners')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(app.form().getByLabel('Legal business name', { exact: true })).toHaveValue('Nimbus Trading Ltd');
  await app.next();

  await page.getByRole('button', { name: 'Add a person' }).click();
  await app.fill('Full legal name', 'Alice Moor');
  await app.choose('Position', 'Director');
  await app.choose('Position', 'Ultimate');
  await app.fill('Date of birth', '1980-04-02');
  await app.choose('Country or region', 'GB');
  await app.fill('City', 'London');
  await app.fill('Street address', '1 Long Acre');
  await app.choose('ID issuing country', 'GB');
  await app.choose('ID type', 'Passport');
  await app.fill('ID number', '123456789');
  await app.fill('Shareholding', '20');
  await app.upload('ID front', PNG_FILE);
  await app.upload('Proof of address', PNG_FILE);
  await app.next();
  // a beneficial owner holds 25 % or more
  await expect(page.getByText('A beneficial owner holds 25% or more')).toBeVisible();
  await app.fill('Shareholding', '100');
  await app.next();

  await expect(app.step('Website or app')).toBeVisible();
  await app.choose('Platform', 'Website');
  await app.fill('Website URL', 'https://shop.nimbus.test');
  await app.fill('Primary domain', 'nimbus.test');
  await app.choose('Operational history', 'New business');
  await app.choose('Merchant category', '5999');
  await app.fill('Monthly transaction amount', '50000');
  await app.fill('Average transaction amount', '45.50');
  await app.fill('Chargeback ratio', '0.3');
  await app.fill('Refund ratio', '2');
  await app.choose('Target markets', 'Europe');
  await app.next();

  await expect(app.step('Bank account')).toBeVisible();
  await app.fill('Account holder name', 'Nimbus Trading Ltd');
  await page.getByTestId('bank-search').locator('input').fill('BARC');
  await (await dropdownOf(page, page.getByTestId('bank-search').locator('input'))).getByText('Barclays Bank UK PLC · BARCGB22').click();
  await expect(app.form().getByLabel('SWIFT code', { exact: true })).toHaveValue('BARCGB22');
  await app.fill('Branch address', '1 Churchill Place, London');
  await app.choose('Settlement currency', 'GBP');
  await app.fill('Account number', 'GB33BUKB20201555555555');
  await app.fill('Confirm account number', 'GB33BUKB20201555555556');
  await app.upload('Bank statements or account verification letter', PNG_FILE);
  await app.next();
  await expect(page.getByText('The two entered bank accounts do not match')).toBeVisible();
  await app.fill('Confirm account number', 'GB33BUKB20201555555555');
  await app.next();

  await expect(app.step('Review and confirm')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please check the box to agree to the terms.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('approval-status')).toHaveText('Pending review');

  expect(Number(await approveWaiting())).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('approval-status')).toHaveText('Approved');
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByTestId('approval-status')).toHaveText('审核通过');
  await page.getByRole('button', { name: '进入商户后台' }).click();
  await expect(shell.switcher()).toContainText('Nimbus Trading Ltd');
  await expect(page.getByRole('heading', { name: '欢迎回来，Alice Moor' })).toBeVisible();
  // the new merchant's menu: its administrator sees the acquiring pages it applied for
  await expect(shell.sidebar().getByText('首页').first()).toBeVisible();
  await expect(shell.sidebar().getByText('交易查询', { exact: true })).toBeVisible();
  // approved: the status bar has nothing to report
  await expect(shell.statusBar()).toHaveCount(0);
});
