import { test, expect, latestMail, PNG_FILE, rejectPendingFaces } from '../support.ts';
import { PASSWORD, USERS } from '../fixtures/seed.ts';

test('an owner authenticates through the phone page; the status bar and the company state follow; a rejection gives its reason', async ({
  loginPage,
  shell,
  page,
  browser,
}) => {
  await loginPage.goto();
  await loginPage.login(USERS.face, PASSWORD);
  await expect(shell.statusBar()).toContainText('The company owner has not completed the face scan yet.');
  await shell.statusBar().getByRole('link', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/supplement\/jumio$/);
  await expect(page.getByTestId('company-auth-state')).toHaveText('Company authentication: incomplete');

  await page.getByLabel("Owner's full name").fill('Felix Face');
  await page.getByRole('button', { name: 'Create link' }).click();
  const link = page.locator('[data-testid^="face-link-"]');
  await expect(link).toContainText('/face/');
  await expect(page.getByLabel('QR code of the link').locator('svg')).toBeVisible();
  const url = (await link.textContent())!.trim();

  // the owner's phone, in Chinese
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
  const mobile = await phone.newPage();
  await mobile.addInitScript(() => localStorage.setItem('cb_language', 'zh-cn'));
  await mobile.goto(url);
  await expect(mobile.getByText('验证您的身份')).toBeVisible();
  await mobile.getByTestId('selfie-input').setInputFiles(PNG_FILE);
  await mobile.getByTestId('id-input').setInputFiles(PNG_FILE);
  await mobile
    .getByRole('button', { name: '提 交' })
    .or(mobile.getByRole('button', { name: '提交' }))
    .click();
  await expect(mobile.getByTestId('face-phone-status')).toHaveText('审核中');
  await phone.close();

  await page.reload();
  await expect(page.getByTestId('company-auth-state')).toHaveText('Company authentication: in review');
  await expect(shell.statusBar()).toContainText('Face authentication of the company owner is pending.');

  // the provider rejects it: the reason shows on the status bar and the face page, and is mailed
  expect(await rejectPendingFaces('The ID photo is blurred')).toBe('1');
  await page.reload();
  await expect(shell.statusBar()).toContainText('Authentication rejected. Please modify the information. Reason: The ID photo is blurred');
  await expect(page.getByTestId('company-auth-state')).toHaveText('Company authentication: rejected');
  await expect(page.locator('[data-testid^="face-reason-"]')).toHaveText('Reason: The ID photo is blurred');
  const mail = await latestMail(USERS.face);
  expect(mail?.subject).toBe('Face authentication of Felix Face was rejected');
  expect(mail?.body).toContain('The ID photo is blurred');
  expect(mail?.body).toMatch(/https?:\/\/[^\s]+\/supplement\/jumio/);
});
