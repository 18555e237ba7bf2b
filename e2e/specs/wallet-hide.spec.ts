import { test, expect, acceptCookies } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

test('hiding a currency: a zero balance hides, a funded one is refused with the translated message', async ({ loginPage, shell, page, consoleErrors }) => {
  await acceptCookies(page);
  await loginPage.goto();
  await loginPage.login(USERS.hide, PASSWORD);
  await shell.ready();
  await page.goto('/wallet/balance');
  await expect(page.getByTestId('balance-row-CNH')).toContainText('0.00');

  // the zero-balance CNH hides from the display settings
  await page.getByRole('button', { name: 'Currency display' }).click();
  const dialog = page.getByRole('dialog', { name: 'Currency display' });
  await dialog.getByRole('checkbox', { name: 'CNH' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance-row-CNH')).toHaveCount(0);
  await expect(page.getByText('1 hidden currencies')).toBeVisible();

  // in Chinese, hiding the funded EUR is refused with the server's message in Chinese
  await shell.chooseLanguage('简体中文');
  await page.getByRole('button', { name: '币种显示设置' }).click();
  const zh = page.getByRole('dialog', { name: '币种显示设置' });
  await zh.getByRole('checkbox', { name: 'EUR' }).uncheck();
  await zh.getByRole('button', { name: /保\s?存/ }).click();
  await expect(zh.getByRole('alert')).toHaveText('该币种余额不为零，不能隐藏。');
  // Chromium logs the refusal's HTTP status (422); the app handled it
  const refusal = consoleErrors.findIndex((e) => /status of 422/.test(e));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
  await zh.getByRole('button', { name: /取\s?消/ }).click();
  await expect(page.getByTestId('balance-row-EUR')).toBeVisible();
});
