import type { Page } from '@playwright/test';
import { test, expect, DEMO } from '../support.ts';
import { axeViolations } from '../axe.ts';

// Serious and critical WCAG 2.2 A/AA violations on the pages every operator sees.
const scan = (page: Page) => axeViolations(page);

const summary = (violations: Awaited<ReturnType<typeof scan>>) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the login page and the portal shell have no serious accessibility violations', async ({ loginPage, shell, page }) => {
  await loginPage.goto();
  await expect(loginPage.submit()).toBeVisible();
  expect(summary(await scan(page))).toEqual([]);

  await loginPage.login(DEMO.email, DEMO.password);
  await shell.ready();
  await expect(page.getByText('Sign-in activity')).toBeVisible();
  expect(summary(await scan(page))).toEqual([]);
});

test('an operator who asks for less motion sees endless animations (spinners, loading icons) stand still; others see them move', async ({
  loginPage,
  page,
}) => {
  await loginPage.goto();
  await expect(loginPage.submit()).toBeVisible();
  // a spinner of the portal's own and one as antd draws its loading icon (an endless animation)
  const iterations = () =>
    page.evaluate(() => {
      const host = document.body.appendChild(document.createElement('div'));
      host.innerHTML = '<button class="cb-btn"><span class="cb-spinner"></span></button><span style="animation: cb-rotate 1s linear infinite">.</span>';
      const counts = [...host.querySelectorAll<HTMLElement>('.cb-spinner, span[style]')].map((el) => getComputedStyle(el).animationIterationCount);
      host.remove();
      return counts;
    });
  // the browser tests ask for less motion (playwright.config.ts)
  expect(await iterations()).toEqual(['1', '1']);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await iterations()).toEqual(['infinite', 'infinite']);
});
