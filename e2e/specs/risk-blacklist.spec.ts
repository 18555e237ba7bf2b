import { test, expect, payOverApi } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

test.describe.configure({ mode: 'serial' });

const BLOCKED = '4000000000003063';

test('a card put on a blacklist declines the next /v1 payment with it: the hit is counted and shown on the transaction', async ({ loginPage, shell, page }) => {
  test.setTimeout(300_000);
  await loginPage.goto();
  await loginPage.login(USERS.risk, PASSWORD);
  await shell.ready();

  // a card list of all payments
  await page.goto('/risk/list');
  // the first visit loads the page's code and texts: slow on a busy machine
  await expect(page.getByText('No blacklists yet')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /New blacklist/ }).click();
  const form = page.getByRole('dialog', { name: 'New blacklist' });
  await form.getByLabel('Name').fill('Stolen cards');
  await form.getByLabel('Attribute').click();
  await page.locator('.ant-select-item-option', { hasText: /^Card number$/ }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Stolen cards' });
  await expect(row).toContainText('Payment instrument');
  await expect(row).toContainText('All payments');

  // a second card list is refused with the spec's toast
  await page.getByRole('button', { name: /New blacklist/ }).click();
  await form.getByLabel('Name').fill('More cards');
  await form.getByLabel('Attribute').click();
  await page.locator('.ant-select-item-option', { hasText: /^Card number$/ }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A blacklist of the same type already exists; you can add the values to it directly.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // the card goes on it; batch actions without a selection ask for one
  await row.getByRole('link', { name: 'Stolen cards' }).click();
  await expect(page).toHaveURL(/\/risk\/detail\?id=\d+/);
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('Please select items data')).toBeVisible();
  await page.getByRole('button', { name: /Add item/ }).click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  await item.getByLabel('Card number').fill('4000 0000 0000 3062');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByText('Please enter a valid card number')).toBeVisible();
  await item.getByLabel('Card number').fill(BLOCKED);
  await item.getByLabel('Remarks').fill('Reported stolen');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toBeHidden();
  const entry = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '400000****3063' });
  await expect(entry).toContainText('Active');
  await expect(entry).toContainText('Long-term valid');
  await expect(page.getByText(BLOCKED)).toHaveCount(0);

  // the merchant's server pays with it: declined before the scheme; another card still pays
  const declined = await payOverApi({ email: USERS.risk, card: BLOCKED, order: 'RISK-000001' });
  expect(declined).toMatchObject({ status: 'failed', responseCode: 'B1' });
  expect((await payOverApi({ email: USERS.risk, card: '4242424242424242', order: 'RISK-000002' })).status).toBe('succeeded');
  await page.reload();
  const field = (label: string) =>
    page
      .locator('.ant-descriptions-item')
      .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.ant-descriptions-item-content');
  await expect(field('Hits')).toHaveText('1', { timeout: 60_000 });
  await expect(field('Hit rate \\(30 days\\)')).toHaveText('50.00% (1/2)');

  await page.goto(`/transaction/details?id=${declined.transactionId}`);
  await expect(field('Status')).toHaveText('Failed', { timeout: 60_000 });
  await expect(field('Response message')).toHaveText('Blocked by a merchant blacklist');
  await expect(page.getByText('Declined by blacklist')).toBeVisible();
  await expect(field('Blacklist')).toHaveText('Stolen cards');
  await expect(field('Matched item')).toHaveText('400000****3063');
});

test('the blacklist pages in Chinese', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(USERS.risk, PASSWORD);
  await shell.ready();
  await shell.chooseLanguage('简体中文');
  await page.goto('/risk/list');
  await expect(page.getByText('共 1 个黑名单')).toBeVisible({ timeout: 60_000 });
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Stolen cards' });
  await expect(row).toContainText('卡号');
  await expect(row).toContainText('支付工具');
  await expect(row).toContainText('全部支付');
  await expect(page.getByText('共 1 个黑名单')).toBeVisible();
  await row.getByRole('link', { name: 'Stolen cards' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '400000****3063' })).toContainText('有效', { timeout: 60_000 });
  await page.getByRole('button', { name: /添加条目/ }).click();
  const item = page.getByRole('dialog', { name: '添加条目' });
  await item.getByLabel('卡号').fill('123');
  await item.getByRole('button', { name: /保\s?存/ }).click();
  await expect(item.getByText('请输入有效的卡号')).toBeVisible();
});
