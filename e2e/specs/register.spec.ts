import { test, expect, mailedCode } from '../support.ts';

const PASSWORD = 'Register#2026';

test.describe('registration', () => {
  test('registers with the mailed code, counts down to login, and the new account logs in', async ({ page, loginPage }) => {
    const email = `new-${Date.now()}@e2e.test`;
    await page.goto('/user/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await page.getByText('Acquiring and payout', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Acquiring and payout' })).toBeChecked();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
    const code = await mailedCode(email, /registration code/);

    // the contracts' rules show before anything is sent
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The password must be 8-20 characters')).toBeVisible();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await expect(page.getByText('Please check the box to agree to the terms.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/user\/register\/done$/);
    await expect(page.getByText('Your account has been created')).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Going to the login page in \d seconds/);
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 15_000 });

    await loginPage.login(email, PASSWORD);
    await expect(page).not.toHaveURL(/\/user\/login/);
  });

  test('a registered e-mail is refused after its code, in Chinese', async ({ page, shell }) => {
    await page.goto('/user/register');
    await shell.chooseLanguage('简体中文');
    await expect(page.getByRole('heading', { name: '创建商户账户' })).toBeVisible();
    await page.getByLabel('邮箱').fill('admin@e2e.test');
    await page.getByRole('button', { name: '发送验证码' }).click();
    const code = await mailedCode('admin@e2e.test', /注册验证码/);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^注\s?册$/ }).click();
    await expect(page.getByText('该邮箱已注册。请直接登录，如忘记密码请重置。')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/register$/);
  });
});
