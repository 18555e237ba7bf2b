import { test, expect, DEMO, raiseEthocaAlert } from '../support.ts';

// Ethoca-type alerts of the demo merchant: the network's alert arrives through the test-only control
// port (the ethoca service the sandbox call and `ops ethoca raise` use) on a payment of its own, is
// answered "stopped" with its full refund in English; the list and a view are then read in Chinese.

test('an alert answered "stopped" refunds its payment and turns read-only; the list and the view read in Chinese', async ({ loginPage, shell, page }) => {
  test.setTimeout(150_000);
  const id = await raiseEthocaAlert({ amount: '64.50' });
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  await page.goto('/risk/alert?status=open');
  await expect(page.getByRole('heading', { name: 'Ethoca alerts and cases' })).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id });
  await expect(row).toContainText('Issuer alert · fraud');
  await expect(row).toContainText('64.50 USD');
  await row.getByText('View', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/risk/alert/view\\?id=${id}$`));
  await expect(page.getByText('Answer by')).toBeVisible();

  // stopped: the form offers the full refund only
  await page.getByLabel('Outcome').click();
  await page.getByTitle('Stopped', { exact: true }).click();
  await expect(page.getByText('The order was stopped before fulfilment')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Full refund (64.50 USD)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'No refund' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Answer sent')).toBeVisible();

  await expect(page.getByText('This alert has been answered; the answer cannot be changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  const answer = page.locator('.ant-card', { hasText: 'This alert has been answered' });
  await expect(answer).toContainText('Stopped');
  await expect(answer).toContainText('Refunded');
  await expect(page.getByText('Answered: Stopped')).toBeVisible();
  await expect(page.getByText(/^Refund \S+ issued$/)).toBeVisible();
  await expect(page.locator('.ant-descriptions-item', { hasText: 'Refundable now' })).toContainText('0.00 USD');

  // the refund is the refund service's: it is in the refunds list
  const refundId = (await answer.locator('.ant-descriptions-item', { hasText: 'Refund ID' }).locator('.ant-descriptions-item-content').innerText()).trim();
  await page.goto(`/transaction/refund?refundId=${refundId}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: refundId })).toContainText('64.50');

  // Chinese: the list with its filters and statuses, and the demo's missed alert
  await page.evaluate(() => window.localStorage.setItem('cb_language', 'zh-cn'));
  await page.goto('/risk/alert');
  await expect(page.getByRole('heading', { name: 'Ethoca 预警与案例' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id })).toContainText('已答复');
  const missed = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '已错过（未答复）' }).first();
  await expect(missed).toBeVisible();
  await missed.getByText('查看', { exact: true }).click();
  await expect(page.getByText(/答复时限已于 .+ 截止，未收到答复。/)).toBeVisible();
  await expect(page.getByText('答复时限已过，未答复')).toBeVisible();
  await expect(page.getByText('持卡人争议')).toBeVisible();
});
