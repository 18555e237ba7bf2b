import type { Page } from '@playwright/test';
import { test, expect, dropdownOf } from '../support.ts';
import type { LoginPage } from '../pages/login-page.ts';
import { CHECKOUT_SHOP, PASSWORD, USERS } from '../fixtures/seed.ts';
import { textOf } from '../sweep-overlays.ts';
import { axeViolations } from '../axe.ts';
import { en } from '../../apps/web/src/pay/strings-en.ts';
import { zhCn } from '../../apps/web/src/pay/strings-zh-cn.ts';

// On a 375 px phone, the merchant makes a real checkout session on the portal's demo page, opens the
// hosted payment page and pays it with a test card: in English with an approving card, in Chinese
// through the 3-D Secure challenge; the page sends the customer back to the demo page, which shows
// the session paid as the server has it. axe scans the hosted page's form and its result.

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };
const CASES = [
  { language: 'en', pay: en, card: '4242 4242 4242 4242', challenge: false },
  { language: 'zh-cn', pay: zhCn, card: '4000 0000 0000 3220', challenge: true },
] as const;

/** The checkout fixture's administrator on a demo page, in `language`, with its approved website chosen. */
async function openDemo(page: Page, loginPage: LoginPage, language: string, path: string) {
  await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
  await loginPage.goto();
  await loginPage.login(USERS.checkout, PASSWORD);
  await expect(page).not.toHaveURL(/\/user\/login/, SLOW);
  await page.goto(path);
  const website = page.getByLabel(textOf(language, 'checkout-demo', 'website'));
  await expect(website).toBeVisible(SLOW);
  await website.click();
  await (await dropdownOf(page, website)).getByText(CHECKOUT_SHOP).click();
}

for (const { language, pay, card, challenge } of CASES) {
  const t = (key: string) => textOf(language, 'checkout-demo', key);
  test(`${language}: a demo session paid on the hosted page${challenge ? ' through the 3-D Secure challenge' : ''} comes back paid`, async ({
    loginPage,
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await openDemo(page, loginPage, language, '/demo');
    await page.getByLabel(t('amount')).fill('12.34');
    await page.getByRole('button', { name: t('create') }).click();
    await page.getByRole('link', { name: t('hosted.openHere') }).click();

    // the hosted page, in the session's language
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await expect(page.getByText(pay.amountDue)).toBeVisible(SLOW);
    await expect(page.getByText(/^(US)?\$12\.34$/)).toBeVisible();
    // a bad number is refused at the field, which takes the focus
    await page.getByLabel(pay.cardNumber).fill('4242 4242 4242 4241');
    await page.getByLabel(pay.expiry).fill('12/39');
    await page.getByLabel(pay.cvc).fill('123');
    await page.getByRole('button', { name: pay.pay.replace('{{amount}}', '').trim() }).click();
    await expect(page.getByText(pay.errNumberInvalid)).toBeVisible();
    await expect(page.getByLabel(pay.cardNumber)).toBeFocused();
    await expect(page.getByLabel(pay.cardNumber)).toHaveAccessibleDescription(new RegExp(pay.errNumberInvalid.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(pay.cardNumber).fill(card);
    await page.getByRole('button', { name: pay.pay.replace('{{amount}}', '').trim() }).click();
    if (challenge) {
      await expect(page.getByRole('heading', { name: pay.challengeTitle })).toBeVisible();
      await page.getByRole('button', { name: pay.challengeComplete }).click();
    }
    await expect(page.getByRole('heading', { name: pay.paidTitle })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // the page never put the number anywhere it could be read back
    expect(page.url()).not.toContain(card.replace(/ /g, '').slice(6));
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(card.replace(/ /g, ''));

    await page.getByRole('link', { name: pay.returnNow }).click();
    await expect(page).toHaveURL(/\/demo\?sessionId=cs_[\w-]+&status=paid/);
    await expect(page.getByText(t('result.title').replace('{{status}}', t('status.paid')))).toBeVisible(SLOW);
  });
}

test('cp-form-demo: the embedded form pays in its iframe and tells the portal page the outcome', async ({ loginPage, page }) => {
  test.setTimeout(120_000);
  const t = (key: string) => textOf('en', 'checkout-demo', key);
  await openDemo(page, loginPage, 'en', '/cp-form-demo');
  await page.getByRole('button', { name: t('create') }).click();
  const form = page.frameLocator(`iframe[title="${t('embed.frameTitle')}"]`);
  await form.getByLabel(en.cardNumber).fill('4000 0000 0000 9995');
  await form.getByLabel(en.expiry).fill('12/39');
  await form.getByLabel(en.cvc).fill('123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('heading', { name: en.failedTitle })).toBeVisible();
  // the portal page heard it by postMessage, and shows the session as the server has it
  await expect(page.getByTestId('embed-result').getByText(t('result.title').replace('{{status}}', t('status.failed')))).toBeVisible();
  await expect(page.getByText(/<iframe src="http/)).toBeVisible();
});
