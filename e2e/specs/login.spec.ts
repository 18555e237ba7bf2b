import { test, expect, DEMO } from '../support.ts';
import { USERS } from '../fixtures/seed.ts';

test.describe('login', () => {
  test('a wrong password shows the failure counter and remaining chances', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.login(USERS.counter, 'Wrong#Password1');
    await expect(loginPage.alert()).toContainText('Wrong attempts: 1; 4 chances left');
    await expect(loginPage.page).toHaveURL(/\/user\/login/);
  });

  test('an unknown e-mail gets the same answer, in Chinese too', async ({ loginPage, shell }) => {
    await loginPage.goto();
    await shell.chooseLanguage('简体中文');
    await loginPage.login('nobody@e2e.test', 'Wrong#Password1');
    await expect(loginPage.alert()).toContainText('已错误 1 次，还剩 4 次机会');
  });

  test('logging in shows the shell, logging out returns to login and protects the portal', async ({ loginPage, shell, page }) => {
    await page.goto('/index');
    await expect(page).toHaveURL(/\/user\/login/);
    await loginPage.login(DEMO.email, DEMO.password);
    await shell.ready();
    await expect(page).toHaveURL(/\/index/);
    await shell.logout();
    await expect(page).toHaveURL(/\/user\/login/);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/user\/login/);
  });
});
