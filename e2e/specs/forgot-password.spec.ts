import { test, expect, expectRefusalLogged, mailedCode, mailsTo } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

test.describe('forgotten password', () => {
  test('resets with the mailed code; the old password is refused and the new one works', async ({ page, loginPage, shell, consoleErrors }) => {
    const email = USERS.reset;
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/user\/forget-password\/auth/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email sent successfully')).toBeVisible();
    const code = await mailedCode(email, /Reset your Crossbill password/);
    // the mail's link is absolute (the server has no PUBLIC_URL here: the request's origin) and opens the page
    const mail = (await mailsTo(email)).filter((m) => /Reset your Crossbill password/.test(m.subject)).at(-1)!;
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toMatch(/^http:\/\/[^/]+\/user\/forget-password\/auth\?email=/);
    const opened = await page.context().newPage();
    await opened.goto(link!);
    await expect(opened.getByRole('button', { name: 'Send code' })).toBeVisible();
    await opened.close();
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The verification code is incorrect. Please fetch a new one.')).toBeVisible();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/user\/forget-password\/reset/);
    const next = 'Renewed#2026';
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The new password must differ from the old one.')).toBeVisible();
    expectRefusalLogged(consoleErrors);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/user\/login/);

    await loginPage.login(email, next);
    await shell.ready();
    await shell.logout();
    await expect(page).toHaveURL(/\/user\/login/);
    await loginPage.login(email, PASSWORD);
    await expect(loginPage.alert()).toContainText('Incorrect username or password');
  });
});
