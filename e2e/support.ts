import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { CONTROL_PORT, E2E_PORT } from './env.ts';
import { E2E_DEVICE_ID } from './fixtures/seed.ts';
import { LoginPage } from './pages/login-page.ts';
import { Shell } from './pages/shell.ts';

// the demo person of the README (its payment password: sandbox/demo-transfers.ts)
export const DEMO = { email: 'demo@crossbill.dev', password: 'Crossbill@2026', paymentPassword: '530817' };

/** The value of a details list's item by its exact label (antd Descriptions), the first such item on the page. */
export const descriptionValue = (page: Page, label: string): Locator =>
  page
    .locator('.ant-descriptions-item', { has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .first()
    .locator('.ant-descriptions-item-content');

/**
 * The languages a flow spec runs its steps in: the one named for it, or both with E2E_LANGUAGES=all.
 * Within the suite's time a flow runs once: the sweep reads every page and overlay in both languages,
 * the locale test holds every key in both, and the flow specs are split between the two.
 */
export const flowLanguages = (own: 'en' | 'zh-cn'): ReadonlyArray<'en' | 'zh-cn'> => (process.env.E2E_LANGUAGES === 'all' ? ['en', 'zh-cn'] : [own]);

/** Move the test server's clock (test-only control port of e2e/server.ts). */
export const clock = {
  advance: (ms: number) => fetch(`http://127.0.0.1:${CONTROL_PORT}/clock/advance/${ms}`, { method: 'POST' }),
  reset: () => fetch(`http://127.0.0.1:${CONTROL_PORT}/clock/reset`, { method: 'POST' }),
};

/** The webhook receiver of the test-only control port: its URL, and what it was posted. */
export const hookReceiver = {
  url: (tag: string) => `http://127.0.0.1:${CONTROL_PORT}/hooks/receive?${tag}`,
  received: () =>
    fetch(`http://127.0.0.1:${CONTROL_PORT}/hooks/received`).then(
      (r) => r.json() as Promise<Array<{ url: string; id: string; signature: string; body: string }>>,
    ),
};

/** A user's password reaches its maximum age `ms` after the server's now (test-only control port). */
export const expirePasswordIn = (email: string, ms: number) =>
  fetch(`http://127.0.0.1:${CONTROL_PORT}/password/expire-in?email=${encodeURIComponent(email)}&ms=${ms}`, { method: 'POST' }).then((r) => r.text());

/** The provider approves the applications waiting for review (test-only control port). */
export const approveWaiting = () => fetch(`http://127.0.0.1:${CONTROL_PORT}/onboarding/approve-waiting`, { method: 'POST' }).then((r) => r.text());

/** The verification provider rejects the face checks in review, giving a reason (test-only control port). */
export const rejectPendingFaces = (reason: string) =>
  fetch(`http://127.0.0.1:${CONTROL_PORT}/face/reject-pending?reason=${encodeURIComponent(reason)}`, { method: 'POST' }).then((r) => r.text());

/** Today's settlement run for the merchant of a user (default: the demo's) on the test-only control port: the batches it made. */
export const runSettlement = (email?: string) =>
  fetch(`http://127.0.0.1:${CONTROL_PORT}/settlement/run${email ? `?email=${encodeURIComponent(email)}` : ''}`, { method: 'POST' }).then(
    (r) => r.json() as Promise<Array<{ batchId: string; currency: string; transactionCount: number; refundCount: number }>>,
  );

/**
 * The dropdown of one antd Select, not another one still fading out after it closed: rc-select
 * names its listbox after the input (`<id>_list`).
 */
export async function dropdownOf(page: Page, combobox: Locator): Promise<Locator> {
  const id = await combobox.getAttribute('id');
  return page.locator('.ant-select-dropdown', { has: page.locator(`[id="${id}_list"]`) });
}

/** A 1x1 PNG, as an upload. */
export const PNG_FILE = {
  name: 'document.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

/** The latest mail the server sent to an address, as the SMTP sink of e2e/server.ts received it. */
export async function latestMail(to: string): Promise<{ subject: string; body: string } | null> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/mails?to=${encodeURIComponent(to.toLowerCase())}`);
  const mails = (await res.json()) as Array<{ subject: string; text: string }>;
  const last = mails.at(-1);
  return last ? { subject: last.subject, body: last.text } : null;
}

/**
 * Chromium logs the HTTP status of a refusal the page handled itself (a wrong password: 422): takes
 * that one expected line out of the test's console errors, and fails if it is not there.
 */
export function expectRefusalLogged(consoleErrors: string[], status = 422): void {
  const refusal = consoleErrors.findIndex((e) => e.includes(`status of ${status}`));
  expect(refusal, `a logged ${status}`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
}

export const test = base.extend<{ loginPage: LoginPage; shell: Shell; consoleErrors: string[] }>({
  // the worker's own server (env.ts: one per worker)
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
  baseURL: async ({}, use) => use(`http://127.0.0.1:${E2E_PORT}`),
  // every test fails on a console error in the browser
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // Chromium logs the 4xx answers the app handles itself (wrong password or code, ended session)
        if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of (40[0139]|429)/.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // every test's browser is the device the seeded users confirmed (fixtures/seed.ts)
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'cb_device', value: E2E_DEVICE_ID, url: baseURL ?? 'http://127.0.0.1' }]);
    await use(context);
  },
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
});

export { expect };

/** The cookie banner answered once, so it stays out of the way of the test's clicks. */
export async function acceptCookies(page: Page) {
  await page
    .context()
    // for the whole site: a cookie set by the page's address alone holds only under its folder (/user/)
    .addCookies([
      {
        name: 'cb_consent',
        value: 'v1.necessary.preferences.analytics',
        url: new URL('/', page.url().startsWith('http') ? page.url() : 'http://127.0.0.1').href,
      },
    ]);
}

/** The mails the test server's SMTP sink received for an address (oldest first). */
export async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/mails?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ subject: string; text: string }>;
}

/** The 6-digit code of the newest mail to an address whose subject matches, once it arrived. */
export async function mailedCode(to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(to)).filter((m) => subject.test(m.subject)).at(-1);
    const code = found && /\b(\d{6})\b/.exec(found.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a code to ${to}`);
}

/** The issuer (test-only control port): a chargeback on the payment `order` of the dispute fixture's merchant (or of `email`'s); its id. */
/** The issuer reports a payment (by merchant order id) as fraud, on the test-only control port; the notification id. */
export async function reportFraud(q: { order: string; type?: string; email?: string }): Promise<string> {
  const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined));
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/fraud/raise?${params}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`reporting fraud: ${text}`);
  return text;
}

export async function raiseChargeback(q: { order: string; reason: string; amount?: string; email?: string }): Promise<string> {
  const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined));
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/disputes/raise?${params}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`raising a chargeback: ${text}`);
  return text;
}

/** The network's pre-dispute alert on the alert fixture merchant's payment `order` (test-only control port); its id. */
export async function raiseAlert(order: string, followChargeback = false): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/alerts/raise?order=${encodeURIComponent(order)}${followChargeback ? '&follow=1' : ''}`, {
    method: 'POST',
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`raising an alert: ${text}`);
  return text;
}

/** The network (test-only control port): an Ethoca-type alert on a new payment of `amount` USD of the demo merchant (or of `email`'s); its id. */
export async function raiseEthocaAlert(q: { amount: string; email?: string }): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/ethoca/raise?${new URLSearchParams(q)}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`raising an alert: ${text}`);
  return text;
}

/** The alert sweep `aheadMs` after the server's now (test-only control port); the server's clock stays where it is. */
export const sweepAlerts = (aheadMs = 0) =>
  fetch(`http://127.0.0.1:${CONTROL_PORT}/alerts/sweep?ahead=${aheadMs}`, { method: 'POST' }).then(async (r) => {
    const text = await r.text();
    if (!r.ok) throw new Error(`the alert sweep: ${text}`);
    return text;
  });

/** The issuer decides the submitted rebuttal of a chargeback (test-only control port); the chargeback's status after. */
export async function decideRebuttal(id: string, outcome: 'won' | 'lost', comment?: string): Promise<string> {
  const params = new URLSearchParams({ id, outcome, ...(comment ? { comment } : {}) });
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/disputes/decide?${params}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`deciding the rebuttal of ${id}: ${text}`);
  return text;
}

/** The merchant's server (test-only control port): a card payment over the signed /v1 API for the merchant of `email` (its customer's `customerEmail`); its result. */
export async function payOverApi(q: {
  email: string;
  card: string;
  order: string;
  customerEmail?: string;
}): Promise<{ transactionId: string; status: string; responseCode: string }> {
  const res = await fetch(
    `http://127.0.0.1:${CONTROL_PORT}/payments/pay?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined))}`,
    {
      method: 'POST',
    },
  );
  const text = await res.text();
  if (!res.ok) throw new Error(`paying over /v1: ${text}`);
  return JSON.parse(text) as { transactionId: string; status: string; responseCode: string };
}

/** The merchant's server sells a per-minute plan over /v1 (test-only control port); the subscription's id. */
export async function sellSubscription(q: { email: string; contract: string }): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/subscriptions/sell?${new URLSearchParams(q)}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`selling a subscription over /v1: ${text}`);
  return (JSON.parse(text) as { subscription: { subscriptionId: string } }).subscription.subscriptionId;
}

/** The sandbox customs answers the declarations due at the server's clock (test-only control port); how many. */
export async function answerDeclarations(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/declarations/answer`, { method: 'POST' });
  if (!res.ok) throw new Error(`answering declarations: ${await res.text()}`);
  return Number(await res.text());
}

/** The subscription billing run at the server's clock (test-only control port), as its minute job runs it. */
export async function billSubscriptions(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/subscriptions/bill`, { method: 'POST' });
  if (!res.ok) throw new Error(`billing subscriptions: ${await res.text()}`);
  return Number(await res.text());
}

/** The network moves an enrolment one state on (test-only control port); its status after. */
export async function advanceEnrolment(id: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${CONTROL_PORT}/enrolments/advance?id=${encodeURIComponent(id)}`, { method: 'POST' });
  const text = await res.text();
  if (!res.ok) throw new Error(`advancing an enrolment: ${text}`);
  return text;
}
