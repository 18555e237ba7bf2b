import { test, expect, hookReceiver, flowLanguages } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';
import { pattern, textOf } from '../sweep-overlays.ts';

// A webhook endpoint added in the portal pointing at the control port's receiver: its secret shown
// once, a test event enrols it, the delivery log shows the attempt, and a resend delivers the same
// event (same webhook-id) again. In English (flowLanguages).

test.describe.configure({ mode: 'serial' });

const SLOW = { timeout: 60_000 };

for (const language of flowLanguages('en')) {
  const t = (key: string) => textOf(language, 'developer', key);
  const named = (key: string) => new RegExp(`^(?:[a-z-]+ )?${pattern(t(key))}$`);
  test(`${language}: a webhook endpoint is added, enrolled by a test event, and the event is resent from its log`, async ({ loginPage, shell, page }) => {
    test.setTimeout(120_000);
    const url = hookReceiver.url(`e2e=${language}-${Date.now()}`);
    await page.addInitScript((lang) => localStorage.setItem('cb_language', lang), language);
    await loginPage.goto();
    await loginPage.login(USERS.admin, PASSWORD);
    await shell.ready();
    await page.goto('/developer/notify?tab=webhooks');
    await page.getByRole('button', { name: named('webhooks.add') }).click(SLOW);

    const form = page.getByRole('dialog', { name: t('webhooks.addTitle') });
    await form.getByLabel(t('webhooks.url')).fill(url);
    await form.getByLabel(t('webhooks.description')).fill('E2E orders');
    await form.getByRole('checkbox', { name: t('eventType.payment_succeeded') }).check();
    await form.getByRole('button', { name: named('webhooks.save') }).click();

    const secret = page.getByRole('dialog', { name: t('webhooks.secretTitle') });
    await expect(secret.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
    await secret.getByRole('button', { name: named('webhooks.done') }).click();

    const row = page.locator('.ant-table-row', { hasText: url });
    await expect(row).toContainText(t('channelState.enrolling'));
    await row.getByRole('button', { name: named('webhooks.test') }).click();
    await expect(page.getByText(t('webhooks.testOk'))).toBeVisible();
    await expect(row).toContainText(t('channelState.enrolled'));

    await row.getByRole('button', { name: named('webhooks.log') }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(pattern(t('webhooks.logTitle'))) });
    const delivery = drawer.locator('.ant-table-row', { hasText: t('eventType.notify_test') }).first();
    await expect(delivery).toContainText(t('webhooks.deliveryStatus.delivered'));
    await delivery.getByRole('button', { name: named('webhooks.resend') }).click();
    await expect(page.getByText(t('webhooks.resent'))).toBeVisible();
    await expect(delivery).toContainText('2');

    // the receiver got the test event twice, signed, with the same webhook-id
    const got = (await hookReceiver.received()).filter((h) => url.endsWith(h.url.split('?')[1]!));
    expect(got).toHaveLength(2);
    expect(got[0]!.id).toBe(got[1]!.id);
    expect(got[0]!.signature).toMatch(/^v1,/);
    expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'notify.test' });
  });
}
