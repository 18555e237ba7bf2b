import { test, expect, DEMO, clock } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test.describe('shell', () => {
  test('the menu is built from the operator permissions', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.login(DEMO.email, DEMO.password);
    // the aggregate merchant: two branches, with the aggregate suffix on the home page
    await expect(shell.sidebar().getByText('Acquiring', { exact: true })).toBeVisible();
    await expect(shell.sidebar().getByText('Payout', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/index\/aggregate\/acq/);
    await shell.logout();

    // a role without the home page: no Home in the menu, and the home route says so
    await loginPage.login(USERS.limited, PASSWORD);
    await shell.ready();
    await expect(shell.sidebar().getByText('Home', { exact: true })).toHaveCount(0);
    await expect(shell.sidebar().getByText('Update password')).toBeVisible();
    await page.goto('/index');
    await expect(page.getByText('You do not have permission to view this page')).toBeVisible();
  });

  test('switching merchant changes the status bar and the menu', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.login(DEMO.email, DEMO.password);
    await expect(shell.sidebar().getByText('Acquiring', { exact: true })).toBeVisible();
    await expect(shell.statusBar()).toHaveCount(0);

    await shell.switchTo('Nova Pay Studio Ltd');
    await expect(shell.statusBar()).toContainText(/under review/i);
    await expect(shell.sidebar().getByText('Acquiring', { exact: true })).toHaveCount(0);
    await expect(shell.sidebar().getByText('Home', { exact: true })).toBeVisible();
    await expect(shell.switcher()).toContainText('Nova Pay Studio Ltd');
    // the home page is marked for audit check: an unapproved merchant sees the prompt
    await expect(page.getByText(/available once the merchant account is approved|under review/i).first()).toBeVisible();
  });

  test('"Add merchant account" opens the additional-account flow from the switcher and from account info', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.login(DEMO.email, DEMO.password);
    await expect(shell.sidebar().getByText('Acquiring', { exact: true })).toBeVisible();
    await shell.switcher().click();
    await page.getByTestId('add-merchant-account').click();
    await page.getByRole('menuitem', { name: 'Payout account', exact: true }).click();
    await expect(page).toHaveURL(/\/supplement\?type=1&businessType=0$/);
    await page.goto('/account/info');
    await page.getByTestId('add-merchant-account').click();
    await page.getByRole('menuitem', { name: 'Acquiring account', exact: true }).click();
    await expect(page).toHaveURL(/\/supplement\?type=1&businessType=1$/);
  });

  test('switching to 简体中文 changes the menu and the page text', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.login(DEMO.email, DEMO.password);
    await expect(shell.sidebar().getByText('Acquiring', { exact: true })).toBeVisible();
    await shell.chooseLanguage('简体中文');
    await expect(shell.sidebar().getByText('收单', { exact: true })).toBeVisible();
    await expect(shell.sidebar().getByText('首页').first()).toBeVisible();
    await page.reload();
    await expect(shell.sidebar().getByText('付款', { exact: true })).toBeVisible();
    await shell.chooseLanguage('English');
    await expect(shell.sidebar().getByText('Payout', { exact: true })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404/);
    await expect(page.getByText('404')).toBeVisible();
  });

  test('an expired session returns to login', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await shell.ready();
    await clock.advance(16 * 60_000); // past the 15-minute idle limit
    try {
      // the operator comes back to the tab: the next call meets the ended session
      await page.reload();
      await expect(page).toHaveURL(/\/user\/login/);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    } finally {
      await clock.reset();
    }
  });
});
