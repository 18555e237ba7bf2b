import { PDFDocument } from 'pdf-lib';
import { test, expect, DEMO, PNG_FILE } from '../support.ts';
import { axeViolations } from '../axe.ts';

// The demo merchant's received chargebacks: one with a saved draft (demo-disputes.ts), rebutted here
// through the drawer against the real server (multipart fields, PDF check), with the upload rule and
// the unsaved-changes prompt.
test('a received chargeback: the saved draft resumes in the drawer, a PDF is added, a PNG refused, unsaved words prompt', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  await page.goto('/transaction/refuse');
  const drafted = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Draft' }).first();
  await expect(drafted).toBeVisible();
  await drafted.locator('td a').first().click();
  await expect(page).toHaveURL(/\/transaction\/refuse\/details\?id=CB/);
  await expect(page.getByText('Timeline')).toBeVisible();

  await page.getByRole('button', { name: 'Rebut' }).click();
  const drawer = page.getByRole('dialog', { name: /^Rebut chargeback CB/ });
  await expect(drawer.getByLabel('Rebuttal description')).toHaveValue('Delivered to the billing address');
  const violations = await axeViolations(page, ['.ant-drawer']);
  expect(violations.map((v) => v.id)).toEqual([]);

  // a PNG is refused in the drawer, naming the rule; a real PDF reaches the server and is listed
  const proof = drawer.locator('.ant-form-item', { hasText: 'Proof of delivery' });
  await proof.locator('input[type=file]').setInputFiles(PNG_FILE);
  await expect(proof.getByRole('alert')).toHaveText('document.png is not an accepted file type.');
  const doc = await PDFDocument.create();
  doc.addPage();
  await proof.locator('input[type=file]').setInputFiles({ name: 'delivery.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await expect(proof.getByText('delivery.pdf')).toBeVisible();

  // closing with unsaved words asks; Save keeps them, and reopening resumes them
  await drawer.getByLabel('Rebuttal description').fill('Delivered and signed for');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Unsaved changes detected. Do you want to leave this page without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Rebut' }).click();
  await expect(page.getByRole('dialog', { name: /^Rebut chargeback CB/ }).getByLabel('Rebuttal description')).toHaveValue('Delivered and signed for');
});

test('the rebuttal drawer fits a 375 px phone', async ({ loginPage, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/transaction/refuse');
  await page.locator('.ant-table-tbody tr.ant-table-row td a').first().click();
  await page.getByRole('button', { name: 'Rebut' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(page.getByLabel('Rebuttal description')).toBeVisible();
  // once it has slid in: its left edge in view, its right edge at the screen's
  await expect.poll(async () => (await drawer.boundingBox())!.x + (await drawer.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect((await drawer.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// The untouched received chargeback of the demo (Visa 10.4): rebutted on the full-page editor, the
// draft found again in the rebuttal list (reached from the menu), continued there and submitted.
test('the rebuttal editor: a draft saved there continues from the rebuttal list, asks before leaving unsaved, and is submitted', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(120_000);
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();

  await page.goto('/transaction/refuse');
  await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '10.4' }).first().locator('td a').first().click();
  await expect(page).toHaveURL(/\/transaction\/refuse\/details\?id=CB/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.getByRole('button', { name: 'Rebut on a full page' }).click();
  await expect(page).toHaveURL(`/transaction/appeal/edit?chargebackId=${id}`);
  await page.getByLabel('Rebuttal description').fill('The cardholder passed 3-D Secure');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The draft is saved.')).toBeVisible();

  await shell.sidebar().getByRole('menuitem', { name: 'Rebuttals' }).click();
  await expect(page).toHaveURL(/\/transaction\/appeal$/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Continue the draft of ${id}` }).click();
  await expect(page.getByLabel('Rebuttal description')).toHaveValue('The cardholder passed 3-D Secure');
  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id)).toEqual([]);

  // leaving with unsaved words asks; staying keeps them
  await page.getByLabel('Rebuttal description').fill('The cardholder passed 3-D Secure (ECI 05)');
  await page.getByRole('button', { name: 'Back to the chargeback' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(`/transaction/appeal/edit?chargebackId=${id}`);

  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the rebuttal?' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`/transaction/refuse/details?id=${id}`);
  await expect(page.getByText('In rebuttal').first()).toBeVisible();
  await expect(page.getByText('The cardholder passed 3-D Secure (ECI 05)')).toBeVisible();

  await page.goto('/transaction/appeal?group=submitted');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: id })).toContainText('Submitted');
});
