import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** The WCAG rules axe checks in the browser tests (the sweep, the accessibility test, drawers). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe finds in the page, or in the elements of `include` (CSS
 * selectors; all of the page when none of them is there). axe runs in the page itself, put there once per document:
 * the portal moves between routes without reloading, so a sweep of ninety routes injects it once.
 * (@axe-core/playwright injects it on every scan and finishes each one in a new blank page, which made
 * its scans two to three times slower; the app has no cross-origin frames, the case that needs that.)
 * Only violations are collected in full (`resultTypes`), the rest as one node per rule.
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([roots, tags]) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      // a root not on screen at this moment (a page still swapping its layout) leaves the whole page to scan
      const present = roots.filter((r) => document.querySelector(r));
      const context = present.length ? { include: present.map((r) => [r]) } : document;
      return axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [include, AXE_TAGS] as const,
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
