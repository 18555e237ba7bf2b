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
