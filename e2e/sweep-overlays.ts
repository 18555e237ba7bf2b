import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_VERSION } from '@crossbill/contracts/constants';

/**
 * The overlays the sweep opens after a page's check, by route id: each opener clicks what the demo
 * operator clicks and waits for the overlay to show; the sweep then checks it like a page and closes
 * it (Escape, or `close`) without submitting anything. An opener that finds nothing to open in the
 * demo data (no authorised payment, no batch to confirm, a header button hidden at 375 px) returns
 * false: the sweep says so and goes on.
 */
export type Overlay = {
  name: string;
  open: (page: Page) => Promise<void | false>;
  close?: (page: Page) => Promise<void>;
  /** the route's query for another object of the demo (an authorised payment's capture), opened before this overlay */
  at?: (api: (path: string) => Promise<unknown>) => Promise<string>;
};

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');
export const textOf = (lang: string, ns: string, key: string): string => {
  let v: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) v = (v as Record<string, unknown>)[part];
  if (typeof v !== 'string') throw new Error(`no text ${ns}:${key} in ${lang}`);
  return v;
};
const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
export const pattern = (s: string) =>
  /^[\u3400-\u9fff]{2}$/.test(s)
    ? `${s[0]} ?${s[1]}` // antd spaces out a button of two Chinese characters ("取 消")
    : escape(s).replace(/\{\{\w+\}\}/g, '.+');

/** A name in both languages from the locale files: `^(Columns|列设置)$`; `{{x}}` stands for any text. */
export const both = (ns: string, key: string, whole = true) =>
  new RegExp(`^(${pattern(textOf('en', ns, key))}|${pattern(textOf('zh-cn', ns, key))})${whole ? '$' : ''}`);

/** A button by its text; an antd icon's label ("plus", "setting") may come first in its name. */
const button = (page: Page | Locator, ns: string, key: string) =>
  page.getByRole('button', { name: new RegExp(`^(?:[a-z-]+ )?${both(ns, key).source.slice(1)}`) });

/** The overlay that opened last, once it is on screen. */
const shown = async (overlay: Locator) => {
  await expect(overlay.last()).toBeVisible();
  // its content loaded (the column settings' panel, a drawer's data)
  await expect(overlay.page().locator('.cb-spin:visible, .ant-spin-spinning:visible, .ant-skeleton-active:visible')).toHaveCount(0);
};
const dialog = (page: Page) => page.getByRole('dialog').filter({ visible: true });
const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)');
const menu = (page: Page) => page.getByRole('menu').filter({ visible: true });

/** The query of the demo's newest authorised card payment (for capture and void). */
const authorised: NonNullable<Overlay['at']> = async (api) => {
  const list = (await api('/transaction/list?status=authorized&page=1&size=1')) as { content?: Array<{ transactionId: string }> };
  const row = list.content?.[0];
  return row ? `id=${encodeURIComponent(row.transactionId)}` : '';
};

/** Clicks a button and waits for what it opens; false when the demo does not offer the button here. */
async function opens(trigger: Locator, overlay: Locator): Promise<void | false> {
  // a page's buttons may come with its data, a moment after the page
  if (
    !(await trigger.first().isVisible()) &&
    !(await trigger
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      ))
  )
    return false;
  await trigger.first().click();
  await shown(overlay);
}

/** Every overlay still open or fading out: the next one (and the next page) waits for none. */
export const openOverlays = (page: Page) =>
  page.locator(
    ['.ant-modal-wrap', '.ant-drawer-content-wrapper', '.ant-popover', '.ant-dropdown', '.ant-select-dropdown', '.ant-picker-dropdown', '.cb-lang-menu']
      .map((s) => `${s}:visible`)
      .join(', '),
  );

const shell: Overlay[] = [
  {
    name: 'operator menu',
    open: async (page) => {
      // /index sends on to the merchant's home once its data is in: the overlays open there
      await expect(page).toHaveURL(/\/index\/./);
      await expect(page.locator('.cb-spin, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
      return opens(page.getByTestId('operator-menu'), menu(page));
    },
  },
  { name: 'merchant switcher', open: (page) => opens(page.getByRole('button', { name: both('shell', 'switcher.label') }), popover(page)) },
  { name: 'download popover', open: (page) => opens(page.getByTestId('download-tasks'), popover(page)) },
  { name: 'notice bell', open: (page) => opens(page.getByTestId('notice-bell'), popover(page)) },
  { name: 'language menu', open: (page) => opens(page.getByTestId('language-switch'), menu(page)) },
  {
    // the header's global search with the beginning of an id typed: its results (or its no-result line) checked
    name: 'search dialog',
    open: async (page) => {
      if ((await opens(page.getByRole('button', { name: both('search', 'open') }), dialog(page))) === false) return false;
      await dialog(page).getByRole('combobox').pressSequentially('T20');
      await expect(dialog(page).getByRole('status')).not.toHaveText('');
      await shown(dialog(page));
    },
  },
  { name: 'menu drawer', open: (page) => opens(button(page, 'shell', 'openMenu'), dialog(page)) },
  { name: 'currency display dialog', open: (page) => opens(button(page, 'home', 'dashboard.displaySettings'), dialog(page)) },
  { name: 'cookie settings dialog', open: (page) => opens(button(page, 'consent', 'settingsLink'), dialog(page)) },
];

/** An edit of a payee's account details (its holder) asks for the payment password before anything is sent (nothing is sent here). */
const paymentPassword: Overlay = {
  name: 'payment password dialog',
  open: async (page) => {
    const holder = page.getByRole('textbox', { name: both('payee', 'field.name') });
    await expect(holder).not.toHaveValue('');
    await holder.fill(`${await holder.inputValue()} Co`);
    return opens(button(page, 'payee', 'form.save'), dialog(page));
  },
};

/** A call of the portal API in the page's session (its cookie follows a merchant switch). */
async function apiCall(page: Page, path: string, body?: unknown): Promise<unknown> {
  const res = await page.request.fetch(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'ow-source': 'merchant', 'ow-version': APP_VERSION },
    data: body,
  });
  const json = (await res.json()) as { respCode: string; data: unknown };
  if (json.respCode !== '20000') throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo's merchant with a contracting-party change to confirm (demo-seed.ts). */
const NOVATION_MERCHANT = 'Harbour Group Holdings';

/**
 * The contracting-party change popup, shown on switching to a merchant that has one to confirm. It
 * cannot be dismissed: the sweep switches back to the merchant it came from through the API and
 * reloads its page, confirming nothing. Once confirmed (novation.spec.ts on the same server), there
 * is nothing to open.
 */
const novation = (): Overlay => {
  let from: number | null = null;
  const switchBack = async (page: Page) => {
    await apiCall(page, '/merLogin/switchAccount', { userId: from });
    await page.goto('/switch');
    await expect(page.getByTestId('operator-menu')).toBeVisible();
    await expect(page.locator('.cb-spin, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  };
  return {
    name: 'novation modal',
    open: async (page) => {
      from = ((await apiCall(page, '/merLogin/getUserInformation')) as { userInfo: { userId: number } }).userInfo.userId;
      const row = page
        .locator('main')
        .getByRole('listitem')
        .filter({ has: page.getByText(NOVATION_MERCHANT, { exact: true }) });
      await row.click();
      // on the new merchant's home once the switch is through
      await expect(page).not.toHaveURL(/\/switch$/);
      const session = (await apiCall(page, '/merLogin/getUserInformation')) as { businessTypesInfo: { showNovationPopup: boolean } };
      if (!session.businessTypesInfo.showNovationPopup) {
        await switchBack(page);
        return false;
      }
      await shown(dialog(page));
    },
    close: switchBack,
  };
};

export const OVERLAYS: Record<string, Overlay[]> = {
  home: shell,
  switch: [novation()],
  // the switch page lists the accounts; adding one is offered in the switcher and on the account information
  accountInfo: [
    { name: 'add merchant account', open: (page) => opens(page.getByTestId('add-merchant-account'), menu(page)) },
    // the API keys card (the demo merchant has a live key): create, roll and revoke, none submitted
    { name: 'create API key dialog', open: (page) => opens(button(page.getByTestId('api-keys'), 'account', 'apiKeys.create'), dialog(page)) },
    {
      name: 'roll API key dialog',
      open: (page) => opens(page.getByTestId('api-keys').getByRole('button', { name: both('account', 'apiKeys.rollNamed') }), dialog(page)),
    },
    {
      name: 'revoke API key dialog',
      open: (page) => opens(page.getByTestId('api-keys').getByRole('button', { name: both('account', 'apiKeys.revokeNamed') }), dialog(page)),
    },
  ],
  walletBalance: [
    { name: 'add funds drawer', open: (page) => opens(button(page, 'wallet', 'addFunds.button'), dialog(page)) },
    { name: 'currency display dialog', open: (page) => opens(button(page, 'wallet', 'balance.displaySettings'), dialog(page)) },
  ],
  transactionQuery: [
    { name: 'column settings', open: (page) => opens(button(page, 'list', 'columns'), popover(page)) },
    {
      name: 'batch refund dialog',
      open: async (page) => {
        // the rows come after the page: wait for them, then take a data row's box (the table's first
        // tbody row is antd's hidden measure row, with a "select all" box of its own)
        await page
          .locator('.ant-table-tbody tr.ant-table-row')
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        const row = page.locator('.ant-table-tbody tr.ant-table-row .ant-checkbox-input:not([disabled])').first();
        if (!(await row.isVisible())) return false;
        await row.check();
        return opens(button(page, 'transaction', 'batchRefund.open'), dialog(page));
      },
    },
    { name: 'tracking upload drawer', open: (page) => opens(button(page, 'transaction', 'tracking.batch'), dialog(page)) },
    {
      name: 'type select',
      open: (page) => opens(page.getByRole('combobox', { name: both('transaction', 'query.type') }), page.locator('.ant-select-dropdown:visible')),
    },
  ],
  transactionDetails: [
    { name: 'refund dialog', open: (page) => opens(button(page, 'transaction', 'refund.open'), dialog(page)) },
    {
      name: 'tracking dialog',
      open: (page) =>
        opens(
          page.getByRole('button', { name: new RegExp(`${both('transaction', 'tracking.add').source}|${both('transaction', 'tracking.edit').source}`) }),
          dialog(page),
        ),
    },
    // capture and void need an authorised payment (the route's own query is a captured one)
    { name: 'capture dialog', at: authorised, open: (page) => opens(button(page, 'transaction', 'capture.open'), dialog(page)) },
    { name: 'void dialog', at: authorised, open: (page) => opens(button(page, 'transaction', 'void.open'), dialog(page)) },
  ],
  rebuttalList: [{ name: 'column settings', open: (page) => opens(button(page, 'list', 'columns'), popover(page)) }],
  rebuttalEdit: [{ name: 'submit confirmation', open: (page) => opens(button(page, 'dispute', 'drawer.submit'), dialog(page)) }],
  blacklistList: [{ name: 'blacklist form', open: (page) => opens(button(page, 'blacklist', 'list.add'), dialog(page)) }],
  blacklistDetail: [
    { name: 'item form', open: (page) => opens(button(page, 'blacklist', 'item.add'), dialog(page)) },
    { name: 'import dialog', open: (page) => opens(button(page, 'blacklist', 'import.open'), dialog(page)) },
  ],
  fraudDetails: [
    { name: 'refund dialog', open: (page) => opens(button(page, 'fraud', 'action.refund'), dialog(page)) },
    { name: 'blacklist dialog', open: (page) => opens(button(page, 'fraud', 'action.blacklist'), dialog(page)) },
  ],
  dividend: [{ name: 'split dialog', open: (page) => opens(button(page, 'dividend', 'split.open'), dialog(page)) }],
  subscriptions: [{ name: 'column settings', open: (page) => opens(button(page, 'list', 'columns'), popover(page)) }],
  declarations: [
    { name: 'declaration form', open: (page) => opens(button(page, 'declaration', 'list.add'), dialog(page)) },
    { name: 'batch drawer', open: (page) => opens(button(page, 'declaration', 'list.batch'), dialog(page)) },
  ],
  declarationDetail: [{ name: 'correction form', open: (page) => opens(button(page, 'declaration', 'detail.correct'), dialog(page)) }],
  subscriptionDetail: [
    { name: 'edit dialog', open: (page) => opens(button(page, 'subscription', 'action.edit'), dialog(page)) },
    { name: 'cancel dialog', open: (page) => opens(button(page, 'subscription', 'action.cancel'), dialog(page)) },
  ],
  developerNotify: [
    { name: 'add webhook endpoint', open: (page) => opens(button(page, 'developer', 'webhooks.add'), dialog(page)) },
    // the e2e seed's endpoint of the demo merchant shows its delivery log
    { name: 'delivery log', open: (page) => opens(button(page, 'developer', 'webhooks.log'), dialog(page)) },
    {
      name: 'e-mail tab',
      open: (page) => opens(page.getByRole('tab', { name: both('developer', 'email.tab') }), page.getByRole('tabpanel').filter({ visible: true })),
      close: async (page) => {
        await page.getByRole('tab', { name: both('developer', 'webhooks.tab') }).click();
      },
    },
    { name: 'SFTP destination dialog', at: async () => 'tab=sftp', open: (page) => opens(button(page, 'sftp', 'panel.add'), dialog(page)) },
  ],
  refundList: [{ name: 'batch refund drawer', open: (page) => opens(button(page, 'refund', 'batch.open'), dialog(page)) }],
  operators: [
    { name: 'operator form', open: (page) => opens(button(page, 'team', 'operator.add'), dialog(page)) },
    { name: 'reset password confirm', open: (page) => opens(page.getByRole('button', { name: both('team', 'operator.resetNamed') }), dialog(page)) },
  ],
  transferContactEdit: [paymentPassword],
  settlementPayeeEdit: [paymentPassword],
  roles: [{ name: 'role form', open: (page) => opens(button(page, 'team', 'role.add'), dialog(page)) }],
  applicationList: [{ name: 'application form', open: (page) => opens(button(page, 'application', 'add'), dialog(page)) }],
  auditLog: [
    { name: 'audit entry drawer', open: (page) => opens(page.locator('.ant-table-tbody tr.ant-table-row'), dialog(page)) },
    { name: 'retention dialog', open: (page) => opens(button(page, 'audit-log', 'retention.button'), dialog(page)) },
    {
      name: 'action select',
      open: (page) => opens(page.getByRole('combobox', { name: both('audit-log', 'list.action') }), page.locator('.ant-select-dropdown:visible')),
    },
  ],
  walletExchange: [
    { name: 'exchange detail drawer', open: (page) => opens(page.locator('.ant-table-tbody tr.ant-table-row'), dialog(page)) },
    {
      name: 'status select',
      open: (page) => opens(page.getByRole('combobox', { name: both('exchange', 'list.status') }), page.locator('.ant-select-dropdown:visible')),
    },
    { name: 'date range picker', open: (page) => opens(page.locator('.entity-filters .ant-picker-range input'), page.locator('.ant-picker-dropdown:visible')) },
  ],
  disputeCases: [
    { name: 'column settings', open: (page) => opens(button(page, 'list', 'columns'), popover(page)) },
    {
      name: 'stage select',
      open: (page) => opens(page.getByRole('combobox', { name: both('dispute', 'case.col.stage') }), page.locator('.ant-select-dropdown:visible')),
    },
  ],
  disputeCaseDetail: [{ name: 'inquiry answer dialog', open: (page) => opens(button(page, 'dispute', 'case.inquiry.answer'), dialog(page)) }],
  transferView: [{ name: 'decision dialog', open: (page) => opens(button(page, 'transfer', 'view.approve'), dialog(page)) }],
  settlementDisbursement: [{ name: 'request dialog', open: (page) => opens(button(page, 'disbursement', 'request.open'), dialog(page)) }],
  transferBatch: [{ name: 'confirm dialog', open: (page) => opens(button(page, 'transfer', 'batch.confirm'), dialog(page)) }],
  // the demo pages' website choice (creating a session would add to the demo data: not opened)
  ...Object.fromEntries(
    ['checkoutDemo', 'checkoutCpFormDemo'].map((id) => [
      id,
      [
        {
          name: 'website select',
          open: (page: Page) =>
            // the form field's own id (its label carries the required mark)
            opens(page.locator('.ant-select', { has: page.locator('#appId') }), page.locator('.ant-select-dropdown:visible')),
        },
      ],
    ]),
  ),
  checkoutBrandAdd: [{ name: 'colour picker', open: (page) => opens(page.locator('.ant-color-picker-trigger'), popover(page)) }],
};
