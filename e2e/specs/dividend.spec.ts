import { test, expect, dropdownOf, payOverApi, flowLanguages } from '../support.ts';
import { PASSWORD, SPLIT_GROUP, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// Split settlement, as Sam Splits of a group member: a partner of the group added as a receiver (its
// maximum share the provider's 30 %), a sale captured over /v1 split to it with the form's live
// preview, then the split seen in the outgoing list and its detail. In Chinese (flowLanguages); each
// language has its own partner and sale.

test.describe.configure({ mode: 'serial' });

/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };

for (const language of flowLanguages('zh-cn')) {
  const t = (key: string, vars: Record<string, string> = {}) =>
    Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), textOf(language, 'dividend', key));
  // a button's name as antd shows it (two Chinese characters spaced out), after any icon's
  const named = (key: string) => new RegExp(`${pattern(t(key))}$`);
  test(`${language}: adds a group partner as a receiver, splits a captured sale with the live preview and finds the split`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(180_000);
    const partner = SPLIT_GROUP.partners[language];
    const sale = await payOverApi({ email: USERS.dividend, card: '4242424242424242', order: `DIV-${language}` });
    expect(sale.status).toBe('succeeded');

    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.dividend, PASSWORD);
    await shell.ready();

    // the receivers tab: the partner added, its maximum share the provider's
    await page.goto('/transaction/dividend?tab=receivers');
    await expect(page.getByRole('heading', { name: t('list.title') })).toBeVisible(SLOW);
    await page.getByRole('button', { name: named('receiver.add') }).click();
    const add = page.getByRole('dialog', { name: t('receiver.addTitle') });
    await expect(add.getByText('30.00 %')).toBeVisible();
    const member = add.getByRole('combobox', { name: t('receiver.member') });
    await member.click();
    await (await dropdownOf(page, member)).getByText(partner, { exact: false }).click();
    await expect(add.getByLabel(t('receiver.name'))).toHaveValue(partner);
    await add.getByRole('button', { name: named('receiver.save') }).click();
    await expect(page.getByText(t('receiver.added'))).toBeVisible();
    const row = page.locator('.ant-table-row', { hasText: partner });
    await expect(row).toContainText('30.00 %');

    // the sale split: 80.00 captured, 2.24 fee, 77.76 net; 20.00 to the partner leaves 57.76
    await page.getByRole('button', { name: named('split.open') }).click();
    const form = page.getByRole('dialog', { name: t('split.title') });
    await form.getByLabel(t('col.transactionId')).fill(sale.transactionId);
    await expect(form.getByText('77.76 USD', { exact: true })).toBeVisible(SLOW);
    const receiver = form.getByRole('combobox', { name: t('split.receiver') });
    await receiver.click();
    await (await dropdownOf(page, receiver)).getByText(partner, { exact: false }).click();
    await form.getByLabel(t('split.amount')).fill('20.00');
    await expect(form.getByText(t('split.previewTotal', { total: '20.00 USD', left: '57.76 USD' }))).toBeVisible();
    await form.getByRole('button', { name: named('split.submit') }).click();
    await expect(page.getByText(t('split.done'))).toBeVisible();

    // the outgoing list shows it pending; its detail tells the history
    await page.getByRole('tab', { name: t('tab.outgoing') }).click();
    const split = page.locator('.ant-table-row', { hasText: partner });
    await expect(split).toContainText('20.00');
    await expect(split).toContainText(t('status.pending'));
    await split.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${pattern(t('detail.title', { id: '' }))}SP\\d+`) })).toBeVisible(SLOW);
    await expect(page.getByText(t('event.created', { amount: '20.00 USD' }))).toBeVisible();
    await expect(page.getByText(sale.transactionId)).toBeVisible();
  });
}
