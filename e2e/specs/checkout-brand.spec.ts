import fs from 'node:fs';
import path from 'node:path';
import { test, expect, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// The hosted page's look and order, configured as a merchant would: a brand with a logo (a real
// 200 x 200 PNG drawn in the browser), seen in the view's header preview and served at its public
// address; then a payment method moved to the top of the list. In English (flowLanguages), on the
// acquiring-only merchant no payment spec uses (with both languages, the second run edits the brand the first made).

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };
const MESSAGES = path.resolve(import.meta.dirname, '../../packages/contracts/src/locales');
const methodName = (lang: string, code: string): string =>
  (JSON.parse(fs.readFileSync(path.join(MESSAGES, lang, 'messages.json'), 'utf8')) as { paymentMethod: Record<string, string> }).paymentMethod[code]!;

for (const language of flowLanguages('en')) {
  const t = (key: string, params: Record<string, string> = {}) =>
    Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), textOf(language, 'checkout', key));
  const named = (key: string) => new RegExp(`^(?:[a-z-]+ )?${pattern(t(key))}$`);

  test(`${language}: a brand with its logo, and a payment method moved to the top`, async ({ loginPage, shell, page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.guide, PASSWORD);
    await shell.ready();

    // the brand: added the first time, edited after
    await page.goto('/checkout/brand');
    await expect(page.getByRole('heading', { name: t('brand.title') })).toBeVisible(SLOW);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const edit = page.getByRole('button', { name: new RegExp(`^${pattern(t('brand.editOf'))}$`) });
    if ((await edit.count()) > 0) await edit.first().click();
    else await page.getByRole('button', { name: named('brand.add') }).click();
    const name = `Lantern ${language}`;
    await page.getByRole('textbox', { name: t('field.brandName') }).fill(name);
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = 200;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#c41d7f';
      g.fillRect(0, 0, 200, 200);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(page.getByRole('button', { name: named('brand.replaceLogo') })).toBeVisible(SLOW);
    await page.getByRole('button', { name: named('save') }).click();
    const row = page.locator('.ant-table-row', { hasText: name });
    await expect(row).toBeVisible(SLOW);

    // its view: the header preview in the brand's colour with the logo, read from the public address
    await row.getByRole('button', { name: new RegExp(`^${pattern(t('brand.viewOf'))}$`) }).click();
    const preview = page.getByTestId('brand-preview');
    await expect(preview).toContainText(name, SLOW);
    const logo = preview.getByRole('img', { name: t('brand.logoAlt') });
    await expect(logo).toHaveAttribute('src', /^\/api\/pay\/brand-logo\/[a-f0-9]{48}$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

    // the payment methods: Visa and Alipay listed, then the one below moved to the top
    await page.goto('/checkout/card');
    await expect(page.getByRole('heading', { name: t('card.title') })).toBeVisible(SLOW);
    for (const code of ['visa', 'alipay']) {
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      const method = methodName(language, code);
      if ((await page.getByRole('button', { name: t('card.moveTopOf', { method }) }).count()) > 0) continue;
      await page.getByRole('button', { name: named('card.add') }).click();
      await page.getByRole('combobox', { name: t('field.method') }).fill(method);
      await page.locator('.ant-select-dropdown:visible').getByTitle(method, { exact: true }).click();
      await page.getByRole('button', { name: named('save') }).click();
      await expect(page.getByRole('button', { name: t('card.moveTopOf', { method }) })).toBeVisible(SLOW);
    }
    const first = page.locator('.ant-table-row').first();
    const [visa, alipay] = [methodName(language, 'visa'), methodName(language, 'alipay')];
    const below = (await first.textContent())?.includes(visa) ? alipay : visa;
    await page.getByRole('button', { name: t('card.moveTopOf', { method: below }) }).click();
    await expect(first).toContainText(below);
    await expect(first.locator('td').first()).toHaveText('1');
    await expect(page.getByRole('button', { name: t('card.moveTopOf', { method: below }) })).toBeDisabled();
  });
}
