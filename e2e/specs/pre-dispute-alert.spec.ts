import type { Page } from '@playwright/test';
import { test, expect, descriptionValue, raiseAlert, sweepAlerts } from '../support.ts';
import { ALERT_MERCHANT, PASSWORD, USERS } from '../fixtures/seed.ts';

// Pre-dispute alerts against the real server, on the alert fixture merchant's own Visa sales
// (fixtures/seed.ts): the network's side goes through the test-only control port (the alert service
// the sandbox call uses); the sweep runs as its minute job would hours later, with the time given to
// the sweep alone: a server clock moved hours on would end this page's session if one of its polls
// landed meanwhile (the idle limit), and the reload would then leave the alert for the home page.

test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
/** the first look at a page just opened: a loaded machine may take a while to load its chunks */
const SLOW = { timeout: 60_000 };
const field = descriptionValue;
const timeline = (page: Page) => page.locator('.ant-timeline-item');

test('an alert refunded from its detail stops the chargeback scheduled to follow it', async ({ loginPage, shell, page }) => {
  test.setTimeout(240_000);
  await loginPage.goto();
  await loginPage.login(USERS.alerts, PASSWORD);
  await shell.ready();
  const id = await raiseAlert('PDA-000001', true);

  await page.goto('/transaction/chargeback-alert');
  await expect(page.getByRole('heading', { name: 'Pre-dispute alerts' })).toBeVisible(SLOW);
  await page.getByText(id, { exact: true }).click();
  await expect(page.getByRole('heading', { name: `Pre-dispute alert details ${id}` })).toBeVisible(SLOW);
  await expect(field(page, 'Status')).toHaveText('New');
  await expect(field(page, 'Service')).toHaveText('Verifi CDRN');
  await expect(field(page, 'Amount')).toHaveText('64.00 USD');
  await expect(field(page, 'Refund status')).toHaveText('Not yet refunded');
  await expect(field(page, 'Chargeback status')).toHaveText('None filed');
  await expect(page.getByText(/Without an answer, the system refunds 64\.00 USD in full by/)).toBeVisible();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund from the alert' });
  await expect(dialog.getByLabel(/^Refund amount/)).toHaveValue('64.00');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund made')).toBeVisible();
  await expect(field(page, 'Status')).toHaveText('Refunded');
  await expect(field(page, 'Refund status')).toHaveText('Fully refunded');
  await expect(page.getByRole('button', { name: 'Mark processed' })).toHaveCount(0);
  await expect(timeline(page).nth(1)).toContainText(`Refunded by the merchant`);
  await expect(timeline(page).nth(1)).toContainText(ALERT_MERCHANT.admin);
  await expect(timeline(page).last()).toContainText('Scheduled chargeback prevented by the refund');

  // the time the issuer would have filed it passes: nothing arrives
  await sweepAlerts(2 * HOUR + 60_000);
  await page.reload();
  await expect(field(page, 'Chargeback status')).toHaveText('None filed', SLOW);
  await expect(field(page, 'Chargeback ID')).toHaveText('—');
  await page.goto('/transaction/refuse?group=all');
  await expect(page.getByText('No chargebacks')).toBeVisible(SLOW);
});

test('an unanswered alert is refunded automatically within 24 hours (in Chinese)', async ({ loginPage, shell, page }) => {
  test.setTimeout(240_000);
  await loginPage.goto();
  await loginPage.login(USERS.alerts, PASSWORD);
  await shell.ready();
  await shell.chooseLanguage('简体中文');
  const id = await raiseAlert('PDA-000002');

  await page.goto(`/transaction/chargeback-alert/detail?id=${id}`);
  await expect(page.getByRole('heading', { name: `拒付预警详情 ${id}` })).toBeVisible(SLOW);
  await expect(field(page, '状态')).toHaveText('新预警', SLOW);
  await expect(field(page, '退款状态')).toHaveText('未退款');
  await expect(page.getByText(/如未处理，系统将于 .* 前全额退款 48\.00 USD。/)).toBeVisible();

  // not before its time; then the sweep refunds it in full, as the system
  await sweepAlerts(22 * HOUR);
  await page.reload();
  await expect(field(page, '状态')).toHaveText('新预警', SLOW);
  await sweepAlerts(23 * HOUR);
  await page.reload();
  await expect(field(page, '状态')).toHaveText('已自动退款', SLOW);
  await expect(field(page, '退款状态')).toHaveText('全额退款');
  await expect(field(page, '拒付状态')).toHaveText('未拒付');
  await expect(timeline(page).last()).toContainText('已自动退款（时限内未处理）');
  await expect(timeline(page).last()).toContainText('系统');
  await expect(page.getByRole('button', { name: /^退\s?款$/ })).toHaveCount(0);

  await page.goto('/transaction/chargeback-alert');
  await expect(page.getByRole('row', { name: new RegExp(id) })).toContainText('已自动退款', SLOW);
});
