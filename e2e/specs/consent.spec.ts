import { test, expect, DEMO } from '../support.ts';

test('the cookie choice persists, and page events are sent only with analytics consent', async ({ page, loginPage, shell }) => {
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/actionLog/merchant')) events.push(r.postDataJSON()?.page_url);
  });
  await loginPage.goto();
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await page.context().cookies()).find((c) => c.name === 'cb_consent');
  expect(consent?.value).toBe('v1.necessary');
  // about a year
  expect((consent!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(360);

  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();
  await page.reload();
  await shell.ready();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  expect(events).toEqual([]);

  // the footer link reopens the settings: turning analytics on starts the page events
  await page
    .getByRole('button', { name: 'Cookie settings' })
    .or(page.getByRole('link', { name: 'Cookie settings' }))
    .click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('switch').last().click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await shell.sidebar().getByText('Update password').click();
  await expect.poll(() => events.length).toBeGreaterThan(0);
  expect(events.at(-1)).toContain('/password/edit');
});
