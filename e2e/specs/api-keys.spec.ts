import { test, expect, flowLanguages } from '../support.ts';
import { E2E_PIN, PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// account/info's API keys, as a merchant's developer uses them: create a key (payment password), copy
// its secret from the one dialog that shows it, roll it with an hour of overlap, then revoke the old
// key at once. In English (flowLanguages).

/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };

for (const language of flowLanguages('en')) {
  const t = (key: string, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), textOf(language, 'account', key));
  const named = (key: string, params: Record<string, string> = {}) => new RegExp(`^${pattern(t(key, params))}$`);

  test(`${language}: a key is created with the payment password, its secret shown once, rolled with an overlap and the old one revoked`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(120_000);
    const name = `Checkout ${language} ${Date.now() % 100_000}`;
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.transactions, PASSWORD);
    await shell.ready();
    await page.goto('/account/info');
    const card = page.getByTestId('api-keys');
    await expect(card.getByText(t('apiKeys.title'))).toBeVisible(SLOW);

    // create: a name, the payment password; the secret is in the dialog, once
    await card.getByRole('button', { name: named('apiKeys.create') }).click();
    const create = page.getByRole('dialog', { name: t('apiKeys.createTitle') });
    await create.getByLabel(t('apiKeys.field.name')).fill(name);
    await create.getByLabel(t('apiKeys.field.paymentPassword')).fill(E2E_PIN);
    await create.getByRole('button', { name: named('apiKeys.confirm') }).click();
    const secretDialog = page.getByRole('dialog', { name: t('apiKeys.secretTitle', { name }) });
    await expect(secretDialog.getByText(t('apiKeys.secretWarning'))).toBeVisible();
    const secret = (await secretDialog.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^sk_sandbox_[\w-]{40,}$/);
    await secretDialog.getByRole('button', { name: named('apiKeys.done') }).click();
    await expect(secretDialog).toBeHidden();
    // the list shows its first characters only, and the secret is nowhere on the page any more
    const rows = card.locator('tr.ant-table-row', { hasText: name });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${secret.slice(0, 15)}…`);
    await expect(rows.first()).toContainText(t('apiKeys.status.active'));
    await expect(page.getByText(secret)).toHaveCount(0);

    // roll with one hour of overlap: a new key of the same name, the old one expiring
    await rows
      .first()
      .getByRole('button', { name: t('apiKeys.rollNamed', { name }) })
      .click();
    const roll = page.getByRole('dialog', { name: t('apiKeys.rollTitle', { name }) });
    await roll.getByRole('radio', { name: t('apiKeys.overlap.1h') }).check();
    await roll.getByLabel(t('apiKeys.field.paymentPassword')).fill(E2E_PIN);
    await roll.getByRole('button', { name: named('apiKeys.confirm') }).click();
    await expect(secretDialog).toBeVisible();
    const rolled = (await secretDialog.getByTestId('api-key-secret').textContent())!.trim();
    expect(rolled).not.toBe(secret);
    await secretDialog.getByRole('button', { name: named('apiKeys.done') }).click();
    await expect(rows).toHaveCount(2);
    const old = rows.filter({ hasText: secret.slice(0, 15) });
    const expiring = new RegExp(pattern(t('apiKeys.status.expiring')));
    await expect(old).toContainText(expiring);
    await expect(rows.filter({ hasText: rolled.slice(0, 15) })).toContainText(t('apiKeys.status.active'));

    // revoke the old key now rather than in an hour
    await old.getByRole('button', { name: t('apiKeys.revokeNamed', { name }) }).click();
    const revoke = page.getByRole('dialog', { name: t('apiKeys.revokeTitle', { name }) });
    await expect(revoke.getByText(t('apiKeys.revokeIntro'))).toBeVisible();
    await revoke.getByRole('button', { name: named('apiKeys.revoke') }).click();
    await expect(revoke).toBeHidden();
    await expect(old).toContainText(t('apiKeys.status.revoked'));
    await expect(old.getByRole('button')).toHaveCount(0);
    await expect(rows.filter({ hasText: rolled.slice(0, 15) })).toContainText(t('apiKeys.status.active'));
  });
}
