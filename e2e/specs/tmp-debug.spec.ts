import { test, DEMO } from '../support.ts';
test('debug', async ({ loginPage, shell, page }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  page.on('request', (r) => r.url().includes('/api/') && console.log('REQ', r.url()));
  await loginPage.goto();
  await loginPage.login(DEMO.email, DEMO.password);
  await shell.sidebar().waitFor();
  for (const p of ['/risk/alert-enrolment/edit', '/risk/rdr-enrolment', '/transaction/dispute']) {
    await page.goto(p);
    await page.waitForTimeout(5000);
    console.log('MAIN', p, (await page.locator('main').first().innerText().catch(() => 'no main')).slice(0, 300));
  }
});
