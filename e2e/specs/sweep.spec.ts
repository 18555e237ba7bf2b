import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_VERSION } from '@crossbill/contracts/constants';
import { routeTable as routes } from '../../apps/web/src/app/route-match.ts';
import type { RouteMeta as RouteDef } from '../../apps/web/src/app/route-def.ts';
import { test, expect, DEMO, acceptCookies } from '../support.ts';
import { axeViolations } from '../axe.ts';
import { OVERLAYS, openOverlays } from '../sweep-overlays.ts';
import { PATH_PARAMS, QUERIES, type Api } from '../sweep-queries.ts';

/**
 * The browser sweep: every route of the web route table, in both languages, at 1440 and 375 px, as
 * the demo operator (public pages before logging in). One run per language, one sign-in: every page at
 * the run's first width, then every page at the other (each page opened at its width, as a phone or a
 * desktop opens it). No page scrolls sideways at either width. At
 * 1440 px no page shows a raw key of our namespaces, a `{{placeholder}}` or an empty interpolation, and
 * in Chinese no Latin-only menu, breadcrumb, tab or table-header text; at 375 px the operator menu
 * (logout) is on screen on every page, and logging out from it works. A route added to the table is swept without touching
 * this file; a route that needs an object in its query gets one from the demo data through the API
 * (QUERIES below).
 *
 * axe scans every page once in each language (English at 1440 px, Chinese at 375 px) for serious and
 * critical WCAG A/AA violations; `SWEEP_AXE=0` leaves the scan out while working on something else.
 *
 * While working on some pages, `SWEEP_ROUTES=transactionQuery,register` sweeps only the routes of those
 * ids (`-g "zh-cn"` picks the language); unset, every route is swept.
 *
 * After its page, a route's dialogs, drawers, popovers and dropdowns (OVERLAYS, sweep-overlays.ts) are
 * opened one by one, checked the same way and closed without submitting: the demo data stays as it is.
 * They are opened at both widths in English (the longer words) and at 375 px in Chinese (axe); the
 * Chinese 1440 px pass reads the pages only (an overlay's words are the same keys in both languages,
 * and the locale test holds every key in both).
 */
type Lang = 'en' | 'zh-cn';
type Failure = { route: string; cls: string; detail: string };

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** Every key of our namespaces with a dot in it (`route.home`, `filters.dateRange`): never on screen. */
const KEYS = (() => {
  const keys = new Set<string>();
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else if (prefix.includes('.')) keys.add(prefix.replace(/_(one|other|zero|few|many)$/, ''));
  };
  for (const file of fs.readdirSync(path.join(LOCALES, 'en'))) walk('', JSON.parse(fs.readFileSync(path.join(LOCALES, 'en', file), 'utf8')));
  return keys;
})();

const AXE = process.env.SWEEP_AXE !== '0';

type Width = 1440 | 375;

/** Each language is scanned once: English on the desktop, Chinese on the phone. */
const scansAxe = (lang: Lang, width: number) => AXE && (lang === 'en' ? width === 1440 : width === 375);

/** Overlays are opened in every pass but the Chinese desktop one (see above). */
const opensOverlays = (lang: Lang, width: number) => lang === 'en' || width === 375;

const viewportOf = (width: Width) => ({ width, height: width === 1440 ? 900 : 740 });

/** What a contrast failure measured: ` (3.1:1 #ffffff on #4096ff)`. */
const contrastOf = (checks: Array<{ data?: unknown }>) => {
  const d = checks.find((c) => (c.data as { contrastRatio?: number } | null)?.contrastRatio)?.data as
    { contrastRatio: number; fgColor: string; bgColor: string } | undefined;
  return d ? ` (${d.contrastRatio}:1 ${d.fgColor} on ${d.bgColor})` : '';
};

/**
 * Until no finite animation runs: a page or an overlay is measured at rest (a popover still zooming
 * in sticks out past the screen; a menu still fading in has no contrast yet).
 */
async function atRest(page: Page): Promise<void> {
  const settled = () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 15_000 }).catch(async () => {
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map(
          (a) =>
            `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id} on ${((a.effect as KeyframeEffect)?.target as Element | null)?.className}`,
        ),
    );
    throw new Error(`animations still running: ${running.join('; ')}`);
  });
}

/**
 * What axe scans: the whole page on the public pages and the home page; on the other portal pages
 * their content only (the shell around it, the same on every page, was scanned with the home page);
 * an overlay alone (its page was scanned just before). The colour-contrast rule walks every text
 * node, so scanning the shell once instead of on every page halves the sweep's axe time.
 */
type AxeScope = 'page' | 'content' | 'overlay';
const OVERLAY_ROOTS = [
  '.ant-modal-wrap',
  '.ant-drawer-content-wrapper',
  '.ant-popover',
  '.ant-dropdown',
  '.ant-select-dropdown',
  '.ant-picker-dropdown',
  '.cb-lang-menu',
];
const AXE_TIME = { ms: 0, scans: 0 };

/** Serious and critical axe violations in `scope`: rule and the selectors of its elements. */
async function axeFailures(page: Page, scope: AxeScope): Promise<Array<[string, string]>> {
  let include: string[] = [];
  if (scope === 'content' && process.env.SWEEP_AXE_SCOPE !== '0') include = ['main.ant-layout-content'];
  if (scope === 'overlay' && process.env.SWEEP_AXE_SCOPE !== '0') {
    include = await page.evaluate(
      (roots) => roots.filter((r) => [...document.querySelectorAll(r)].some((e) => (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0)),
      OVERLAY_ROOTS,
    );
  }
  const started = Date.now();
  const violations = await axeViolations(page, include);
  const took = Date.now() - started;
  AXE_TIME.ms += took;
  AXE_TIME.scans += 1;
  // a slow scan names its page: where the sweep's axe time goes
  if (took > 5000) console.log(`axe: ${scope} of ${new URL(page.url()).pathname} took ${Math.round(took / 1000)} s`);
  return violations.map((v) => [`axe:${v.id}`, v.nodes.map((n) => `${n.target.join(' ')}${contrastOf(n.any)}`).join(', ')]);
}

const ONLY = process.env.SWEEP_ROUTES ? new Set(process.env.SWEEP_ROUTES.split(',').map((id) => id.trim())) : null;

/** Every page of the table (or of SWEEP_ROUTES), path parameters taken from their allowed values. */
function pagesOf(layout: RouteDef['layout']): Array<{ route: RouteDef; path: string }> {
  return routes
    .filter((r) => r.layout === layout && (!ONLY || ONLY.has(r.id)))
    .flatMap((route) => {
      let list = [route.path];
      for (const [name, values] of Object.entries(route.params ?? {})) list = list.flatMap((p) => values.map((v) => p.replace(`:${name}`, v)));
      return list.map((p) => ({ route, path: p }));
    });
}

async function goTo(page: Page, url: string) {
  // client-side navigation: the router follows history like a click on a link
  await page.evaluate((u) => {
    window.history.pushState({}, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page.locator('.cb-spin, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
}

/** Words on screen: raw keys, placeholders, empty interpolations; Latin-only chrome in Chinese. */
async function wordFailures(page: Page, lang: Lang): Promise<Array<[string, string]>> {
  const found = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script,style,[aria-hidden="true"]')) continue;
      const s = getComputedStyle(el);
      if (s.display === 'none' || s.visibility === 'hidden' || !el.getClientRects().length) continue;
      if (n.textContent?.trim()) texts.push(n.textContent);
    }
    const chrome = [
      ...document.querySelectorAll(
        '[data-testid="sidebar"] .ant-menu-title-content, .ant-breadcrumb li, [data-testid="page-tabs"] li > a, .ant-table-thead th',
      ),
    ]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => (e.textContent ?? '').trim());
    return { texts, chrome };
  });
  const out: Array<[string, string]> = [];
  for (const text of found.texts) {
    if (text.includes('{{') || text.includes('}}')) out.push(['placeholder', text]);
    if (/\S {2,}\S|\(\s*\)|（\s*）|\bundefined\b|\bNaN\b|\[object Object\]/.test(text)) out.push(['emptyInterpolation', text]);
    for (const token of text.match(/\b[a-zA-Z][\w-]*:?[a-zA-Z][\w]*(?:\.[a-zA-Z_][\w]*)+\b/g) ?? []) {
      const key = token.includes(':') ? token.slice(token.indexOf(':') + 1) : token;
      if (key.startsWith('route.') || KEYS.has(key)) out.push(['rawKey', token]);
    }
  }
  if (lang === 'zh-cn') {
    for (const text of found.chrome) {
      // codes and acronyms (USD, ID, SWIFT/BIC) are the same in both languages; words are not
      if (/[A-Za-z]{2,}/.test(text) && !/[\u3400-\u9fff]/.test(text) && /[a-z]{2,}/.test(text)) out.push(['latinChrome', text]);
    }
  }
  return out;
}

/**
 * How many px the page scrolls sideways, and where: the elements that stick out past the screen
 * while their parent does not (the cause, not its ancestors) and no box of theirs scrolls or clips
 * them (a tab strip), by tag and class.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra <= 0) return null;
    const out = (e: Element) => e.getBoundingClientRect().right > window.innerWidth + 0.5;
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => out(e) && e.parentElement && !out(e.parentElement) && !clipped(e))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
    return `${extra}px ${culprits.join(' ')}`;
  });

async function sweep(page: Page, lang: Lang, widths: [Width, Width], loginPage: { login: (e: string, p: string) => Promise<void> }) {
  const failures: Failure[] = [];
  Object.assign(AXE_TIME, { ms: 0, scans: 0 });
  const add = (route: string, list: Array<[string, string]>) =>
    list.forEach(([cls, detail]) => {
      failures.push({ route, cls, detail });
      // printed as found too: a sweep that runs out of time still tells what it had found
      console.log(`${cls}  ${route}  ${detail.slice(0, 600)}`);
    });
  let width: Width = widths[0];
  const resize = async (to: Width) => {
    width = to;
    await page.setViewportSize(viewportOf(to));
  };
  const check = async (route: string, scope: AxeScope) => {
    await atRest(page);
    const extra = await overflow(page);
    if (extra) add(`${route} @${width}`, [['overflow', extra]]);
    if (width === 1440) add(route, await wordFailures(page, lang));
    if (scansAxe(lang, width)) add(`${route} @${width}`, await axeFailures(page, scope));
  };
  const checkOverlays = async (routeId: string, route: string, path: string, api: Api) => {
    if (!opensOverlays(lang, width)) return;
    for (const overlay of OVERLAYS[routeId] ?? []) {
      const name = `${route} ${overlay.name}`;
      try {
        const at = overlay.at ? await overlay.at(api) : null;
        if (at === '') {
          console.log(`skipped  ${name}  (nothing to open here)`);
          continue;
        }
        if (at && !page.url().endsWith(`${path}?${at}`)) {
          await goTo(page, `${path}?${at}`);
          await atRest(page);
        }
        if ((await overlay.open(page)) === false) {
          console.log(`skipped  ${name}  (nothing to open here)`);
          continue;
        }
        await check(name, 'overlay');
        if (overlay.close) await overlay.close(page);
        else await page.keyboard.press('Escape');
        await expect(openOverlays(page)).toHaveCount(0);
      } catch (e) {
        add(name, [['overlay', (e as Error).message.split('\n')[0] ?? '']]);
      }
    }
  };
  /** A page at the current width: loaded (mounted at this width, as a phone or a desktop opens it), checked, its overlays too. */
  const checkPage = async (routeId: string, name: string, path: string, url: string, scope: AxeScope, api: Api) => {
    await goTo(page, url);
    await check(name, scope);
    await checkOverlays(routeId, routeId, path, api);
  };

  await resize(widths[0]);
  await page.addInitScript((l) => window.localStorage.setItem('cb_language', l), lang);
  await page.goto('/user/login');
  await acceptCookies(page);
  await page.reload();
  await expect(page.getByRole('button', { name: /^(Log in|登录)$/ })).toBeVisible();

  // the demo's objects, read through the API once logged in (QUERIES, an overlay's `at`)
  const api: Api = async (p) => {
    const res = await page.request.get(`/api${p}`, { headers: { 'ow-source': 'merchant', 'ow-version': APP_VERSION } });
    const body = (await res.json()) as { respCode: string; data: unknown };
    if (body.respCode !== '20000') throw new Error(`${p}: ${JSON.stringify(body)}`);
    return body.data;
  };

  // the public pages, before logging in; a face link takes a token the server does not know
  for (const w of widths) {
    if (w !== width) {
      await resize(w);
      await page.reload();
    }
    for (const { route, path: p } of pagesOf('public'))
      await checkPage(route.id, `${route.id} ${p}`, p, p.replace(':token', 'sweep-unknown-token'), 'page', api);
  }

  await goTo(page, '/user/login');
  await loginPage.login(DEMO.email, DEMO.password);
  await expect(page.getByTestId('operator-menu')).toBeVisible({ timeout: 30_000 });

  for (const w of widths) {
    if (w !== width) {
      // the shell too starts at the new width, as it does on a phone or a desktop
      await resize(w);
      await page.reload();
      await expect(page.getByTestId('operator-menu')).toBeVisible({ timeout: 30_000 });
    }
    for (const { route, path: template } of pagesOf('portal')) {
      let p = template;
      for (const [name, value] of Object.entries(PATH_PARAMS[route.id] ? await PATH_PARAMS[route.id]!(api) : {}))
        p = p.replace(`:${name}`, encodeURIComponent(value));
      const q = QUERIES[route.id] ? await QUERIES[route.id]!(api) : '';
      const query = q ? `?${q}` : '';
      // the shell is scanned with the home page, its overlays with it (OVERLAYS.home)
      await checkPage(route.id, `${route.id} ${p}${query}`, p, p + query, route.id === 'home' ? 'page' : 'content', api);
      if (width === 375) {
        const menu = page.getByTestId('operator-menu');
        const box = await menu.boundingBox();
        if (!(await menu.isVisible()) || !box || box.x < 0 || box.x + box.width > width) add(`${route.id} ${p}`, [['logoutUnreachable', JSON.stringify(box)]]);
      }
    }
  }

  {
    await resize(375);
    await goTo(page, '/index');
    // /index sends on to the merchant's home once its data is in: open the menu there, not on the way
    await expect(page).toHaveURL(/\/index\/./);
    // a click the opening menu lost is tried again; a logout already on its way is not repeated
    await expect(async () => {
      if (!/\/user\/login/.test(page.url())) {
        await page.getByTestId('operator-menu').click({ timeout: 5_000 });
        await page.getByRole('menuitem', { name: /^(Log out|退出登录)$/ }).click({ timeout: 5_000 });
      }
      await expect(page).toHaveURL(/\/user\/login/, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
  if (AXE_TIME.scans > 0) console.log(`axe: ${AXE_TIME.scans} scans in ${Math.round(AXE_TIME.ms / 1000)} s`);
  return failures;
}

/** One line per failure (class, route, what), and the count per class for the message. */
function report(failures: Failure[]): { lines: string[]; byClass: Record<string, number> } {
  const byClass: Record<string, number> = {};
  for (const f of failures) byClass[f.cls] = (byClass[f.cls] ?? 0) + 1;
  return { lines: [...new Set(failures.map((f) => `${f.cls}  ${f.route}  ${f.detail.slice(0, 160)}`))], byClass };
}

// one run per language, each on its own worker: the axe width first
const RUNS: Array<[Lang, [Width, Width]]> = [
  ['en', [1440, 375]],
  ['zh-cn', [375, 1440]],
];
for (const [lang, widths] of RUNS) {
  test(`every route in ${lang} at ${widths.join(' and ')} px`, async ({ page, loginPage, consoleErrors }) => {
    // ~95 pages, each one measured at two widths (and scanned by axe at one: 10-15 minutes on a busy machine)
    test.setTimeout(1_800_000);
    const failures = await sweep(page, lang, widths, loginPage);
    // public pages opened with an unknown token or without their step's data: the app answers those itself
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 422/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
    const { lines, byClass } = report(failures);
    expect(lines, `failures per class: ${JSON.stringify(byClass)}`).toEqual([]);
  });
}
