import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { test, expect, clock, flowLanguages } from '../support.ts';
import { E2E_PIN, PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// Two-factor sign-in as an operator meets it: set up an authenticator app on the security page by
// typing the key shown under the QR code, log in again with the app's code, and, five minutes on,
// confirm an API key's creation in the step-up dialog. In English (flowLanguages); each language has its own person.

const SLOW = { timeout: 60_000 };
/** the server's message of a code (the contracts' locale files) */
const serverText = (lang: string, key: string): string =>
  (
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../packages/contracts/src/locales/${lang}/messages.json`), 'utf8')) as {
      code: Record<string, string>;
    }
  ).code[key]!;
const STEP_MS = 30_000;

for (const language of flowLanguages('en')) {
  const t = (ns: string, key: string) => textOf(language, ns, key);
  const named = (ns: string, key: string) => new RegExp(`^${pattern(t(ns, key))}$`);
  const email = language === 'en' ? USERS.twoFactorEn : USERS.twoFactorZh;

  test(`${language}: an operator sets up two-factor sign-in, logs in with the app's code and confirms a sensitive action with it`, async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(180_000);
    // the app's code at the server's clock, which this test moves
    let offset = 0;
    let secret = '';
    const appCode = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset });
    const advance = async (ms: number) => {
      await clock.advance(ms);
      offset += ms;
    };
    try {
      await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
      await loginPage.goto();
      await loginPage.login(email, PASSWORD);
      await shell.ready();

      // set up: the key under the QR code goes into the app; its first code turns it on
      await page.goto('/security/twoFactor');
      await expect(page.getByText(t('security', 'twoFactor.intro'))).toBeVisible(SLOW);
      await page.getByRole('button', { name: named('security', 'twoFactor.turnOn') }).click();
      await page.getByRole('button', { name: named('security', 'twoFactor.setUp') }).click();
      await expect(page.getByRole('img', { name: t('security', 'twoFactor.qrAlt') })).toBeVisible();
      secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel(t('security', 'twoFactor.appCode')).fill('000000' === appCode() ? '111111' : '000000');
      await page.getByRole('button', { name: named('security', 'twoFactor.confirm') }).click();
      await expect(page.getByText(serverText(language, 'twoFactorCodeWrong'))).toBeVisible();
      await page.getByLabel(t('security', 'twoFactor.appCode')).fill(appCode());
      await page.getByRole('button', { name: named('security', 'twoFactor.confirm') }).click();
      const codes = page.getByRole('list', { name: t('security', 'twoFactor.recoveryCodes') }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      await page.getByRole('button', { name: named('security', 'twoFactor.saved') }).click();
      await expect(page.getByText(t('security', 'twoFactor.recoveryLeft'))).toBeVisible();

      // log in again: after the password, the app's code (of a later step: a code is good once)
      await shell.logout();
      await loginPage.login(email, PASSWORD);
      await expect(page.getByText(t('session', 'loginTwoFactor.intro'))).toBeVisible(SLOW);
      await advance(STEP_MS);
      await page.getByLabel(t('session', 'loginTwoFactor.code')).fill(appCode());
      await page.getByRole('button', { name: named('session', 'loginTwoFactor.submit') }).click();
      await shell.ready();

      // six minutes later an API key asks for the app again, in the step-up dialog, then is created
      await advance(6 * 60_000);
      await page.goto('/account/info');
      const card = page.getByTestId('api-keys');
      await expect(card.getByText(t('account', 'apiKeys.title'))).toBeVisible(SLOW);
      await card.getByRole('button', { name: named('account', 'apiKeys.create') }).click();
      const create = page.getByRole('dialog', { name: t('account', 'apiKeys.createTitle') });
      await create.getByLabel(t('account', 'apiKeys.field.name')).fill(`Two-factor ${language} ${Date.now() % 100_000}`);
      await create.getByLabel(t('account', 'apiKeys.field.paymentPassword')).fill(E2E_PIN);
      await create.getByRole('button', { name: named('account', 'apiKeys.confirm') }).click();
      const stepUp = page.getByRole('dialog', { name: t('common', 'stepUp.title') });
      await expect(stepUp.getByText(t('common', 'stepUp.intro.totp'))).toBeVisible();
      await stepUp.getByLabel(t('common', 'stepUp.label.totp')).fill(appCode());
      await stepUp.getByRole('button', { name: named('common', 'stepUp.confirm') }).click();
      await expect(stepUp).toBeHidden();
      const secretDialog = page.getByRole('dialog', { name: new RegExp(pattern(t('account', 'apiKeys.secretTitle'))) });
      await expect(secretDialog.getByTestId('api-key-secret')).toHaveText(/^sk_sandbox_/);
    } finally {
      await clock.reset();
    }
  });
}
