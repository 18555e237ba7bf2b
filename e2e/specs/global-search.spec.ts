import { test, expect, payOverApi, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { textOf } from '../sweep-overlays.ts';

// The header's global search, as a person uses it with the keyboard only: Ctrl+K from a page, the
// beginning of a transaction's id typed, Enter on the hit, the transaction's detail page; then the
// same box lists the search among the recent ones. In English (flowLanguages).

/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };

for (const language of flowLanguages('en')) {
  const t = (key: string, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), textOf(language, 'search', key));
  test(`${language}: Ctrl+K, a transaction id's prefix, Enter opens the transaction`, async ({ loginPage, shell, page }) => {
    test.setTimeout(120_000);
    const { transactionId } = await payOverApi({ email: USERS.transactions, card: '4242424242424242', order: `E2E-SEARCH-${language}` });
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.transactions, PASSWORD);
    await shell.ready();

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: t('title') });
    await expect(dialog).toBeVisible(SLOW);
    const box = dialog.getByRole('combobox', { name: t('label') });
    await expect(box).toBeFocused();
    // lower case works too: ids are upper case, the box is not
    const prefix = transactionId.slice(0, 16).toLowerCase();
    await box.pressSequentially(prefix);
    const group = dialog.getByRole('group', { name: textOf(language, 'search', 'kind.transaction') });
    const option = group.getByRole('option').filter({ hasText: transactionId });
    await expect(option).toBeVisible(SLOW);
    await expect(option).toContainText('E2E-SEARCH-');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/transaction/details\\?id=${transactionId}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByText(transactionId).first()).toBeVisible(SLOW);

    // the box again: the search is among the recent ones; Esc closes
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('group', { name: t('recent') }).getByRole('option', { name: prefix })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
