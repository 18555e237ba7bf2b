import fs from 'node:fs';
import path from 'node:path';
import { test, expect, answerDeclarations, clock, descriptionValue, payOverApi, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// A customs declaration filed for a payment the merchant's server made, submitted, and answered by the
// sandbox customs once the clock has moved a minute: one accepted; one rejected by the documented rule
// (a payer name containing REJECT), corrected and resubmitted, then accepted, its history showing every
// step. In Chinese (flowLanguages); the clock is put back in the end.

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };
const MESSAGES = path.resolve(import.meta.dirname, '../../packages/contracts/src/locales');

for (const language of flowLanguages('zh-cn')) {
  const t = (key: string) => textOf(language, 'declaration', key);
  const msg = (key: string) => {
    let v: unknown = JSON.parse(fs.readFileSync(path.join(MESSAGES, language, 'messages.json'), 'utf8'));
    for (const part of key.split('.')) v = (v as Record<string, unknown>)[part];
    return String(v);
  };
  const named = (key: string) => new RegExp(`^(?:[a-z-]+ )?${pattern(t(key))}$`);

  test(`${language}: a declaration is submitted and accepted; a rejected one is corrected and accepted on resubmission`, async ({ loginPage, shell, page }) => {
    test.setTimeout(240_000);
    const run = `${language}-${Date.now().toString(36)}`;
    const first = await payOverApi({ email: USERS.transactions, card: '4242424242424242', order: `E2E-DCL-${run}-1` });
    const second = await payOverApi({ email: USERS.transactions, card: '4242424242424242', order: `E2E-DCL-${run}-2` });
    expect(first.status).toBe('succeeded');
    try {
      await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
      await loginPage.goto();
      await loginPage.login(USERS.transactions, PASSWORD);
      await shell.ready();

      const file = async (transactionId: string, payerName: string) => {
        await page.goto('/settlement/declaration');
        await page.getByRole('button', { name: named('list.add') }).click(SLOW);
        const form = page.getByRole('dialog', { name: t('form.title') });
        await form.getByLabel(t('form.transactionId')).fill(transactionId);
        await form.getByRole('combobox', { name: new RegExp(`${pattern(t('form.customsCode'))}$`) }).click();
        await page.locator('.ant-select-item-option', { hasText: '(HANGZHOU_ZONGSHU)' }).click();
        await form.getByLabel(t('form.merchantCustomsCode')).fill('3301960E2E');
        await form.getByLabel(t('form.merchantCustomsName')).fill('E2E Cross-border Trading');
        await form.getByLabel(t('form.amount')).fill('80.00');
        await form.getByLabel(t('form.payerName')).fill(payerName);
        // a wrong check character is refused by the form, as the server would
        await form.getByLabel(t('form.payerIdNumber')).fill('110105194912310021');
        await form.getByRole('button', { name: named('form.submit') }).click();
        await expect(form.getByText(msg('declaration.badIdNumber'))).toBeVisible();
        await form.getByLabel(t('form.payerIdNumber')).fill('11010519491231002X');
        await form.getByRole('button', { name: named('form.submit') }).click();
        await expect(page.getByText(t('form.submitted'))).toBeVisible();
        // filed: its details open, waiting for the customs, the ID number masked
        await expect(page.getByRole('heading', { name: new RegExp(`^${pattern(t('route.detail'))} DC\\d+$`) })).toBeVisible(SLOW);
        await expect(page.getByText(t('detail.waiting'))).toBeVisible();
        await expect(page.getByText('1101**********002X')).toBeVisible();
        return page.url();
      };
      const status = () => descriptionValue(page, t('col.status'));

      const accepted = await file(first.transactionId, 'Zhang San');
      const rejected = await file(second.transactionId, 'REJECT Wang');
      // the sandbox customs answers a minute after submission
      await clock.advance(61_000);
      expect(await answerDeclarations()).toBeGreaterThanOrEqual(2);

      await page.goto(accepted);
      await expect(status()).toHaveText(msg('declaration.status.accepted'), SLOW);
      await expect(descriptionValue(page, t('col.customsReceiptNo'))).toHaveText(/^CR\d+$/);

      await page.goto(rejected);
      await expect(status()).toHaveText(msg('declaration.status.rejected'), SLOW);
      await expect(descriptionValue(page, t('detail.rejectReason'))).toHaveText(msg('declaration.reject.PAYER_IDENTITY_MISMATCH'));
      await page.getByRole('button', { name: named('detail.correct') }).click();
      const correct = page.getByRole('dialog', { name: t('form.correctTitle') });
      await expect(correct.getByLabel(t('form.transactionId'))).toHaveValue(second.transactionId);
      await correct.getByLabel(t('form.payerName')).fill('Wang Wu');
      await correct.getByLabel(t('form.payerIdNumber')).fill('110101199003071233');
      await correct.getByRole('button', { name: named('form.resubmit') }).click();
      await expect(page.getByText(t('form.resubmitted'))).toBeVisible();
      await expect(status()).toHaveText(msg('declaration.status.submitted'));
      await expect(page.getByText('1101**********1233')).toBeVisible();

      await clock.advance(61_000);
      expect(await answerDeclarations()).toBeGreaterThanOrEqual(1);
      await page.reload();
      await expect(status()).toHaveText(msg('declaration.status.accepted'), SLOW);
      const history = page.locator('.ant-card', { hasText: t('detail.history') }).locator('.ant-timeline-item');
      await expect(history).toHaveCount(6);
      await expect(history.nth(2)).toContainText(t('event.rejected'));
      await expect(history.nth(3)).toContainText(t('event.corrected'));
      await expect(history.nth(5)).toContainText(t('event.accepted'));

      // the list finds them by transaction ID
      await page.goto(`/settlement/declaration?transactionId=${second.transactionId}`);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1, SLOW);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toContainText(msg('declaration.status.accepted'));
    } finally {
      await clock.reset();
    }
  });
}
