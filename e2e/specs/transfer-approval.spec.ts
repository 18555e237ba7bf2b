import { test, expect, expectRefusalLogged, acceptCookies } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test('transfer approval: an administrator sets up a condition with another operator as approver, confirms it and sees it enabled', async ({
  loginPage,
  shell,
  page,
  consoleErrors,
}) => {
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(USERS.approvalsAdmin, PASSWORD);
  await shell.ready();

  await page.goto('/security/transapproval');
  await expect(page.getByRole('heading', { name: 'Transfer approval' })).toBeVisible();
  await expect(page.getByTestId('approval-state')).toHaveText('No setup');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page).toHaveURL(/\/transapproval\/edit$/);

  const condition = page.getByTestId('condition-form-1');
  await condition.getByLabel('Currency').click();
  await page.locator('.ant-select-item-option[title="USD"]').click();
  await condition.getByLabel('From (lower amount)').fill('1000');
  await condition.getByLabel('Below (upper amount)').fill('500');
  await condition.getByLabel('Step 1').click();
  await page.locator('.ant-select-item-option[title="Pat Payout (approver@e2e.test)"]').click();
  await page.keyboard.press('Escape');

  // an upper amount not above the lower one: the contracts' message, before anything is sent
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(condition.getByText('The upper amount must exceed the lower amount')).toBeVisible();
  await expect(page).toHaveURL(/\/transapproval\/edit$/);

  await condition.getByLabel('Below (upper amount)').fill('50000');
  await expect(condition.getByText('The upper amount must exceed the lower amount')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // the confirmation: current setting beside the new one, then the login password
  await expect(page).toHaveURL(/\/transapproval\/confirm$/);
  await expect(page.getByTestId('approval-after')).toContainText('Pat Payout');
  await expect(page.getByTestId('approval-after')).toContainText('1,000.00');
  await expect(page.getByTestId('approval-before')).toContainText('No conditions');
  await page.getByLabel('Login password').fill('Wrong#Password9');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  expectRefusalLogged(consoleErrors);
  await page.getByLabel('Login password').fill(PASSWORD);
  // the submit button by its text: antd may keep the finished request's spinner icon (and so its
  // accessible name "loading Confirm") while the icon's exit motion runs
  await page.locator('button[type="submit"]', { hasText: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/security\/transapproval$/);
  await expect(page.getByTestId('approval-state')).toHaveText('Enabled');
  const saved = page.getByTestId('condition-1');
  await expect(saved).toContainText('USD');
  await expect(saved).toContainText('1,000.00');
  await expect(saved).toContainText('50,000.00');
  await expect(saved).toContainText('Pat Payout');

  // the same page in Chinese
  await shell.chooseLanguage('简体中文');
  await expect(page.getByTestId('approval-state')).toHaveText('已启用');
  await expect(page.getByRole('heading', { name: '付款审批' })).toBeVisible();
});
