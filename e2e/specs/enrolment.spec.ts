import { test, expect, DEMO, advanceEnrolment } from '../support.ts';

// Alert enrolments through their states (spec 4): created and submitted in the page, moved by the
// network through the test-only control port (the enrolment service, as `ops enrolments advance`
// does), closed by the merchant; and the demo's RDR enrolment viewed in Chinese.
test.describe.configure({ mode: 'serial' });

test('an alert enrolment: created and submitted, enrolled by the network, closed and disenrolled', async ({ loginPage, shell, page }) => {
  test.setTimeout(180_000);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  // through the menu, as a person goes (the page's chunk loads once, then the rest of the flow stays in the app)
  await page.getByRole('menuitem', { name: 'Risk' }).click();
  await page.getByText('Alert enrolment', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Alert enrolments' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'New alert enrolment' }).click();
  await expect(page).toHaveURL(/\/risk\/alert-enrolment\/edit$/);
  // the list (whose filter has a field of the same name) stays on screen until the form's chunk is in
  await expect(page.getByRole('heading', { name: 'New alert enrolment' })).toBeVisible();
  const identifier = `E2E-${Date.now()}`;
  await page.getByLabel('Merchant identifier').fill(identifier);
  // a missing Ethoca merchant ID is named before anything is sent
  await page.getByRole('button', { name: 'Save and submit for enrolment' }).click();
  await expect(page.getByText('Ethoca merchant ID is required.')).toBeVisible();
  await page.getByLabel('Ethoca merchant ID').fill('ETH-E2E-1');
  const descriptors = page.getByLabel('Billing descriptors');
  await descriptors.fill('CROSSBILL*E2E');
  await descriptors.press('Enter');
  await page.getByRole('button', { name: 'Save and submit for enrolment' }).click();

  await expect(page).toHaveURL(/\/risk\/alert-enrolment\/view\?id=EN\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const status = page.locator('.ant-descriptions-item', { hasText: 'Status' }).locator('.ant-tag').first();
  await expect(status).toHaveText('Pending enrolment');
  await expect(page.getByText('Initiated → Pending enrolment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request close' })).toHaveCount(0);

  expect(await advanceEnrolment(id)).toBe('enrolling');
  expect(await advanceEnrolment(id)).toBe('enrolled');
  await page.reload();
  await expect(status).toHaveText('Enrolled');
  await expect(page.getByText('Enrolling → Enrolled')).toBeVisible();
  await expect(page.locator('.ant-timeline-item', { hasText: 'Enrolling → Enrolled' })).toContainText('Network');

  await page.getByRole('button', { name: 'Request close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this enrolment?' });
  await dialog.getByRole('button', { name: 'Request close' }).click();
  await expect(status).toHaveText('Pending disenrolment');
  await expect(page.getByText('Enrolled → Initiated close')).toBeVisible();
  expect(await advanceEnrolment(id)).toBe('disenrolling');
  expect(await advanceEnrolment(id)).toBe('disenrolled');
  await page.reload();
  await expect(status).toHaveText('Disenrolled');

  // the list finds it by its merchant identifier, in its final state
  await page.goto(`/risk/alert-enrolment?merchantIdentifier=${identifier}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id });
  await expect(row).toContainText('Disenrolled');
});

test('zh-cn: the demo RDR enrolment’s view page, with its rules and timeline', async ({ loginPage, shell, page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('cb_language', 'zh-cn'));
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();
  await page.goto('/risk/rdr-enrolment');
  await expect(page.getByRole('heading', { name: 'RDR注册' })).toBeVisible({ timeout: 60_000 });
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByText('查看').click();
  await expect(page).toHaveURL(/\/risk\/rdr-enrolment\/view\?id=EN\d+/);
  await expect(page.getByRole('heading', { name: /^注册 EN\d+$/ })).toBeVisible();
  await expect(page.locator('.ant-descriptions-item', { hasText: '状态' }).locator('.ant-tag').first()).toHaveText('已注册');
  await expect(page.getByText('决策规则')).toBeVisible();
  await expect(page.getByText('13.1, 13.2')).toBeVisible();
  await expect(page.getByText('已发起 → 待注册')).toBeVisible();
  await expect(page.getByText('注册中 → 已注册')).toBeVisible();
  await expect(page.getByRole('button', { name: '申请关闭' })).toBeVisible();
});
