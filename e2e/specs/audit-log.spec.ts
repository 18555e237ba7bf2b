import { APP_VERSION } from '@crossbill/contracts/constants';
import { test, expect, acceptCookies, dropdownOf, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// An administrator adds a role, then finds the change in the team audit log by its object type and id,
// and opens it: who did it, what, where, and the role's values. In Chinese (flowLanguages).

const apiHeaders = { 'ow-source': 'merchant', 'ow-version': APP_VERSION };
/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };

for (const language of flowLanguages('zh-cn')) {
  const t = (key: string) => textOf(language, 'audit-log', key);
  test(`${language}: a role added by an administrator is found in the audit log by object type and id, with who, what, where and its values`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await shell.ready();

    const roleName = `Audit ${language} ${Date.now().toString(36)}`;
    const added = await page.request.post('/api/permission/role/add', { headers: apiHeaders, data: { name: roleName, resourceCodes: ['content:notice'] } });
    const roleId = String((await added.json()).data.id);

    await page.goto('/account/audit-log');
    await expect(page.getByRole('heading', { name: t('list.title') })).toBeVisible(SLOW);
    // the id applies with Search, a choice at once (each waits for the address to hold the last)
    await page.getByRole('textbox', { name: t('list.objectId') }).fill(roleId);
    await page.getByRole('button', { name: new RegExp(`^${pattern(textOf(language, 'list', 'search'))}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`objectId=${roleId}`));
    const objectType = page.getByRole('combobox', { name: t('list.objectType') });
    await objectType.click();
    const roleType = language === 'en' ? 'Role' : '角色';
    await objectType.fill(roleType);
    await (await dropdownOf(page, objectType)).getByTitle(roleType, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`objectType=role.*objectId=${roleId}|objectId=${roleId}.*objectType=role`));

    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    const created = language === 'en' ? 'Role created' : '创建角色';
    await expect(rows.first()).toContainText(created);
    await expect(rows.first()).toContainText(USERS.admin);
    // no action code on screen
    await expect(page.getByText('role.create')).toHaveCount(0);

    await rows.first().click();
    const drawer = page.getByRole('dialog', { name: t('detail.title') });
    await expect(drawer).toContainText(roleName);
    await expect(drawer).toContainText(USERS.admin);
    await expect(drawer).toContainText(created);
    await expect(drawer).toContainText(`${roleType} · ${roleId}`);
    await expect(drawer.getByRole('heading', { name: t('detail.changes') })).toBeVisible();
    await expect(drawer.getByRole('row').filter({ hasText: roleName })).toContainText(language === 'en' ? 'Name' : '名称');
  });
}
