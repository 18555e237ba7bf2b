import { test, expect, DEMO } from '../support.ts';

test('the contracting-party change needs the agreement box and records the confirmation (简体中文)', async ({ loginPage, shell, page }) => {
  await loginPage.goto();
  await shell.chooseLanguage('简体中文');
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();
  await shell.switchTo('Harbour Group Holdings');

  const popup = page.getByRole('dialog', { name: '签约主体变更' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Crossbill Payments (Singapore) Pte. Ltd.');
  await popup.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText('请勾选同意条款。')).toBeVisible();

  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: /确\s*认/ }).click();
  const result = page.getByRole('dialog').filter({ hasText: '确认编号' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('2026.2');
  await result.getByRole('button').last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // confirmed once: the popup does not come back
  await page.reload();
  await expect(shell.switcher()).toContainText('Harbour Group Holdings');
  await expect(page.getByRole('dialog', { name: '签约主体变更' })).toHaveCount(0);
});
