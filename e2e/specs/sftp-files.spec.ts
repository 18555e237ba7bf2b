import { test, expect, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { CONTROL_PORT } from '../env.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// developer/notify's SFTP tab against the real SFTP server of e2e/server.ts: add a destination, test
// it (enrolled, the host key recorded), run the hourly delivery and read the log. In English (flowLanguages).

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };
const control = (path: string, method = 'GET') => fetch(`http://127.0.0.1:${CONTROL_PORT}${path}`, { method }).then((r) => r.json());

for (const language of flowLanguages('en')) {
  const t = (key: string) => textOf(language, 'sftp', key);
  const named = (key: string) => new RegExp(`^${pattern(t(key))}$`);
  test(`${language}: an SFTP destination is added, tested to enrolled, and receives the closed day's files`, async ({ loginPage, shell, page }) => {
    test.setTimeout(180_000);
    const sftp = (await control('/sftp')) as { port: number; username: string; password: string };
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await shell.ready();
    await page.goto('/developer/notify?tab=sftp');
    await expect(page.getByRole('tab', { name: t('tab') })).toHaveAttribute('aria-selected', 'true', SLOW);

    await page.getByRole('button', { name: named('panel.add') }).click();
    const form = page.getByRole('dialog', { name: t('form.addTitle') });
    await form.getByLabel(t('form.host')).fill('127.0.0.1');
    await form.getByLabel(t('form.port')).fill(String(sftp.port));
    await form.getByLabel(t('form.username')).fill(sftp.username);
    await form.getByRole('textbox', { name: t('form.password') }).fill(sftp.password);
    await form.getByLabel(t('form.folder')).fill(`/upload`);
    await form.getByRole('button', { name: named('form.submit') }).click();
    await expect(page.getByText(t('form.saved'))).toBeVisible();
    await expect(form).toBeHidden();

    const card = page
      .locator('.ant-card-small')
      .filter({ hasText: `${sftp.username}@127.0.0.1:${sftp.port}` })
      .last();
    await expect(card).toContainText(textOf(language, 'developer', 'channelState.enrolling'));
    await card.getByRole('button', { name: named('panel.test') }).click();
    await expect(card).toContainText(textOf(language, 'developer', 'channelState.enrolled'));
    await expect(card.getByTestId('sftp-last-test')).toContainText(t('result.ok'));
    await expect(card.getByText(/^SHA256:/)).toBeVisible();

    // the hourly run: the last closed Beijing day's three files to this destination
    const run = (await control('/sftp/deliver', 'POST')) as { delivered: number; failed: number };
    expect(run.delivered).toBeGreaterThanOrEqual(3);
    await page.reload();
    const log = page.locator('section', { hasText: t('log.title') }).locator('.ant-table-tbody tr.ant-table-row');
    await expect(log.filter({ hasText: 'transactions_' }).first()).toBeVisible(SLOW);
    await expect(log.filter({ hasText: t('status.delivered') })).not.toHaveCount(0);
    for (const report of ['transactions', 'refunds', 'settlements'])
      await expect(log.filter({ hasText: `${report}_` }).first()).toContainText(t('status.delivered'));
    // a phone's width: the cards fold to one column and the log scrolls inside its card, not the page
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
