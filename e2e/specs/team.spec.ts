import { APP_VERSION } from '@crossbill/contracts/constants';
import { test, expect, latestMail, dropdownOf } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';
import { LoginPage } from '../pages/login-page.ts';
import { Shell } from '../pages/shell.ts';
import { TeamPages } from '../pages/team-pages.ts';

const NEW_PASSWORD = 'Cashier#2026';
const apiHeaders = { 'ow-source': 'merchant', 'ow-version': APP_VERSION };

test.describe('team', () => {
  test('an administrator creates a narrow role and invites an operator who sets a password, sees only what the role allows and is logged out when disabled', async ({
    page,
    browser,
    loginPage,
    shell,
  }) => {
    test.setTimeout(240_000); // one long story: two people, two browsers, a mailed link
    const suffix = Date.now().toString(36);
    const roleName = `Cashier ${suffix}`;
    const email = `cashier-${suffix}@e2e.test`;
    const team = new TeamPages(page);

    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await expect(shell.sidebar()).toBeVisible({ timeout: 30_000 });

    // permission redirects to role (spec 2)
    await page.goto('/permission');
    await expect(page).toHaveURL(/\/permission\/role$/);
    await page.getByRole('button', { name: 'Add role' }).click();
    await team.dialog().getByLabel('Role name').fill(roleName);
    await team.setPermission('Home', true);
    await team.setPermission('Notices', true);
    // the application page without its add button: checking the page grants its buttons, unchecking one keeps the page
    await team.setPermission('Applications', true);
    await expect(team.isChecked('Add application')).toHaveClass(/ant-tree-checkbox-checked/);
    await team.setPermission('Add application', false);
    await expect(team.isChecked('Applications')).toHaveClass(/ant-tree-checkbox-checked/);
    await team.dialog().getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();
    await expect(team.row(roleName)).toBeVisible();

    // the role's page lists what it holds, read only
    await team.row(roleName).getByRole('link', { name: roleName }).click();
    await expect(page).toHaveURL(/\/permission\/role\/view\?id=\d+/);
    await expect(team.isChecked('Applications')).toHaveClass(/ant-tree-checkbox-checked/);
    await expect(team.isChecked('Roles')).not.toHaveClass(/ant-tree-checkbox-checked/);

    // invite the operator, the mail in Chinese
    await page.goto('/permission/operator');
    await page.getByRole('button', { name: 'Add operator' }).click();
    await team.dialog().getByLabel('E-mail', { exact: true }).fill(email);
    await team.dialog().getByLabel('Name', { exact: true }).fill('Cathy Cashier');
    await team.choose('Role', roleName, true);
    await team.choose('Language of the invitation', '简体中文');
    await team.dialog().getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    // the list grows with every run's operators: find this one by e-mail
    await page.getByRole('textbox', { name: 'Name or e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Name or e-mail' }).press('Enter');
    await expect(team.row(email)).toContainText('Invitation sent');
    await expect(team.row(email)).toContainText(roleName);

    await expect.poll(async () => (await latestMail(email))?.subject ?? '').toContain('您受邀加入');
    const mail = (await latestMail(email))!;
    expect(mail.body).toContain('请通过以下链接设置密码');
    const link = /http\S+\/user\/reset-password\?token=\S+/.exec(mail.body)![0];

    // the operator, in a browser of their own, sets the password from the link and logs in
    const context = await browser.newContext();
    const op = await context.newPage();
    const opLogin = new LoginPage(op);
    const opShell = new Shell(op);
    await op.goto(link);
    await expect(op.getByText(`Choose the password for ${email}.`)).toBeVisible();
    await op.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await op.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await op.getByRole('button', { name: 'Set password' }).click();
    await expect(op).toHaveURL(/\/user\/login/);
    await opLogin.email().fill(email);
    await opLogin.password().fill(NEW_PASSWORD);
    await opLogin.submit().click();
    // a browser this person never used: the login asks for the code mailed to them
    await expect(op.getByRole('heading', { name: 'Verify this device' })).toBeVisible();
    const deviceMail = async () => {
      const m = await latestMail(email);
      return m && !m.subject.includes('受邀') ? (/\b(\d{6})\b/.exec(m.body)?.[1] ?? '') : '';
    };
    await expect.poll(deviceMail).toMatch(/^\d{6}$/);
    await op.getByLabel('Verification code').fill(await deviceMail());
    await op.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(opShell.sidebar()).toBeVisible({ timeout: 30_000 });

    // the menu holds what the role holds, no more; the page's add button is gone
    await expect(opShell.sidebar().getByText('Applications', { exact: true })).toBeVisible();
    await expect(opShell.sidebar().getByText('Roles', { exact: true })).toHaveCount(0);
    await expect(opShell.sidebar().getByText('Operators', { exact: true })).toHaveCount(0);
    await expect(opShell.sidebar().getByText('Balances', { exact: true })).toHaveCount(0);
    await opShell.sidebar().getByText('Applications', { exact: true }).click();
    await expect(op).toHaveURL(/\/application\/list/);
    await expect(op.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await expect(op.getByRole('button', { name: 'Add application' })).toHaveCount(0);
    await opShell.chooseLanguage('简体中文');
    await expect(opShell.sidebar().getByText('应用', { exact: true })).toBeVisible();
    await expect(op.getByRole('button', { name: '新增应用' })).toHaveCount(0);

    // no refund permission in the session, and the server refuses routes the role lacks
    const info = await op.request.get('/api/merLogin/getUserInformation', { headers: apiHeaders });
    const permissions = ((await info.json()) as { data: { permissions: string[] } }).data.permissions;
    expect(permissions).toContain('application:list');
    expect(permissions.filter((c) => c.startsWith('transaction:refund'))).toEqual([]);
    const refused = await op.request.get('/api/permission/operator/list', { headers: apiHeaders });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { respCode: string }).respCode).toBe('00006');
    const refusedAdd = await op.request.post('/api/application/add', {
      headers: apiHeaders,
      data: { name: 'Sneaky', type: 'website', url: 'https://sneaky.example.com' },
    });
    expect(refusedAdd.status()).toBe(403);

    // the administrator disables the operator: their next step lands on the login page
    await page.goto(`/permission/operator?keyword=${encodeURIComponent(email)}`);
    await expect(team.row(email)).toContainText('Enabled', { timeout: 30_000 });
    await expect(team.row(email)).not.toContainText('Invitation sent');
    await team.row(email).getByRole('button', { name: 'Disable Cathy Cashier' }).click();
    await team.confirm('Disable');
    await expect(page.getByText('Status changed')).toBeVisible();
    await expect(team.row(email)).toContainText('Disabled');

    await opShell.sidebar().getByText('公告', { exact: true }).click();
    await expect(op).toHaveURL(/\/user\/login/);
    await context.close();
  });

  test('the notice list filters by read state and a notice opened from it is read', async ({ page, loginPage, shell }) => {
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await expect(shell.sidebar()).toBeVisible({ timeout: 30_000 });
    await page.goto('/notice/list?read=false');
    const first = page.getByRole('row').nth(1).getByRole('link');
    await expect(first).toBeVisible();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/notice\/detail\?id=\d+/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/notice\/list$/);
    await page.getByLabel('Status').click();
    await (await dropdownOf(page, page.getByLabel('Status'))).getByTitle('Read', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Read');
  });
});
