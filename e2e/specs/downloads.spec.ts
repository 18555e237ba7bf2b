import { test, expect } from '../support.ts';
import { USERS, PASSWORD } from '../fixtures/seed.ts';

test('an export appears in the download popover, downloads when ready and is marked read', async ({ loginPage, shell, page }) => {
  await loginPage.goto();
  await loginPage.login(USERS.admin, PASSWORD);
  await shell.ready();
  await page.getByRole('button', { name: 'Export' }).click();

  const trigger = page.getByTestId('download-tasks');
  await expect(trigger).toHaveAccessibleName('Download tasks, 1 ready', { timeout: 20_000 });
  await trigger.click();
  const popover = page.locator('.ant-popover').filter({ hasText: 'Download tasks' });
  const file = popover.getByRole('listitem').first();
  await expect(file).toContainText('Ready');
  const [download] = await Promise.all([page.waitForEvent('download'), file.getByText(/^sign-in-activity-\d{8}-\d{6}\.xlsx$/).click()]);
  expect(download.suggestedFilename()).toMatch(/^sign-in-activity-\d{8}-\d{6}\.xlsx$/);
  await expect(trigger).toHaveAccessibleName('Download tasks, 0 ready');
});

test('the notice bell shows the first unread notices and reading one clears it', async ({ loginPage, shell, page }) => {
  await loginPage.goto();
  await loginPage.login(USERS.admin, PASSWORD);
  await shell.ready();
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAccessibleName('Notices, 4 unread');
  await bell.click();
  const list = page.locator('.ant-popover').filter({ hasText: 'Notices' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByText('Welcome to Crossbill').click();
  const modal = page.getByRole('dialog', { name: 'Welcome to Crossbill' });
  await expect(modal).toContainText('Invite your team');
  await modal.getByRole('button').first().click();
  await expect(bell).toHaveAccessibleName('Notices, 3 unread');
});
