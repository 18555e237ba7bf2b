import { test, expect, raiseChargeback, decideRebuttal } from '../support.ts';
import { DISPUTE_MERCHANT, DISPUTE_SALES, PASSWORD, USERS } from '../fixtures/seed.ts';
import { ChargebackPages, balancesOf } from '../pages/chargeback-pages.ts';
import type { LoginPage } from '../pages/login-page.ts';
import type { Shell } from '../pages/shell.ts';

// The chargeback lifecycle against the real server, on the dispute fixture merchant's own Visa sales
// (fixtures/seed.ts): the issuer's side goes through the test-only control port, which calls the
// dispute services the sandbox and the ops desk use. Each test raises its own chargeback on its own
// payment and compares the wallet before and after, so that the tests stand alone.

const FEE = 1500; // CHARGEBACK_FEE_USD 15.00, in cents
const PENALTY = 50000; // SECOND_REBUTTAL_PENALTY_USD 500.00
const cents = (amount: string) => Math.round(Number(amount) * 100);
const [ORDER_A, ORDER_B, ORDER_C] = ['CBL-000001', 'CBL-000002', 'CBL-000003'] as const satisfies ReadonlyArray<keyof typeof DISPUTE_SALES>;

async function signIn(loginPage: LoginPage, shell: Shell) {
  await loginPage.goto();
  await loginPage.login(USERS.disputes, PASSWORD);
  await shell.ready();
}

test('a chargeback rebutted twice and lost twice: the second rebuttal names the penalty, which is charged, and the case closes', async ({
  loginPage,
  shell,
  page,
}) => {
  test.setTimeout(180_000);
  const cb = new ChargebackPages(page);
  await signIn(loginPage, shell);
  const before = await balancesOf(page, 'USD');

  // the issuer raises Visa 13.1 (product not received) on the whole of payment A
  const id = await raiseChargeback({ order: ORDER_A, reason: '13.1' });
  await cb.open(id, 'Received');
  await expect(cb.field('Status')).toHaveText('Received');
  await expect(cb.field('Reason')).toContainText('13.1');
  await expect(cb.field('Disputed amount')).toHaveText('800.00 USD');
  await expect(cb.field('Chargeback fee')).toHaveText('15.00 USD');
  await expect(cb.timeline().first()).toContainText('Sandbox · Chargeback received');

  await cb.rebut({
    button: 'Rebut',
    drawerTitle: /^Rebut chargeback CB/,
    description: 'The parcel was delivered to the billing address and signed for.',
    section: 'Proof of delivery',
    pdf: 'delivery.pdf',
    confirmTitle: 'Submit the rebuttal?',
    confirm: 'Submit',
  });
  await expect(cb.field('Status')).toHaveText('In rebuttal');
  await expect(cb.timeline().last()).toContainText(`${DISPUTE_MERCHANT.admin} · Rebuttal submitted`);
  await expect(page.getByText('Proof of delivery: delivery.pdf')).toBeVisible();

  // the issuer rules against it: lost, with a second rebuttal open that names the penalty
  expect(await decideRebuttal(id, 'lost', 'Signature does not match the cardholder')).toBe('lost');
  await page.reload();
  await expect(cb.field('Status')).toHaveText('Lost'); // open: no "Case closed"
  await expect(cb.field("Issuer's comment")).toHaveText('Signature does not match the cardholder');
  await expect(cb.timeline().last()).toContainText('Issuer · Lost');
  await page.getByRole('button', { name: 'Second rebuttal', exact: true }).click();
  const second = page.getByRole('dialog', { name: /^Second rebuttal of CB/ });
  await expect(second.getByText('If this second rebuttal is lost, a penalty of 500.00 USD is charged.')).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(second).toBeHidden();
  await cb.rebut({
    button: 'Second rebuttal',
    drawerTitle: /^Second rebuttal of CB/,
    description: 'Courier record with GPS position and photo of the doorstep.',
    section: 'Shipping and tracking',
    pdf: 'courier.pdf',
    confirmTitle: 'Submit the second rebuttal?',
    confirm: 'Submit and accept the penalty risk',
  });
  await expect(cb.field('Status')).toHaveText('In rebuttal');
  await expect(cb.timeline().last()).toContainText(`${DISPUTE_MERCHANT.admin} · Second rebuttal submitted`);

  // lost again: the penalty is charged and the case is closed (no action left, listed under Closed)
  expect(await decideRebuttal(id, 'lost')).toBe('lost');
  await page.reload();
  await expect(cb.field('Status')).toHaveText('LostCase closed');
  await expect(cb.field('Penalty')).toHaveText('500.00 USD');
  await expect(cb.field('Round')).toHaveText('2');
  await expect(page.getByRole('button', { name: /^(Second rebuttal|Accept|Rebut)$/ })).toHaveCount(0);
  await expect(cb.timeline().last()).toContainText('Issuer · Lost');
  await expect(await cb.listed(id, 'Closed')).toContainText('Lost');

  // the money: the whole amount came out of to-be-settled; the fee and the penalty, which nothing
  // left of the payment could cover (nothing is available before settlement), are owed
  const after = await balancesOf(page, 'USD');
  const amount = cents(DISPUTE_SALES[ORDER_A]);
  expect(after('To be settled')).toBe(before('To be settled') - amount);
  expect(after('Owed')).toBe(before('Owed') + FEE + PENALTY);
  expect(after('Total')).toBe(before('Total') - amount - FEE - PENALTY);
});

test('a chargeback accepted in Chinese: the list, details, buttons, confirmation and timeline speak Chinese', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  const cb = new ChargebackPages(page);
  await signIn(loginPage, shell);
  await shell.chooseLanguage('简体中文');

  const id = await raiseChargeback({ order: ORDER_B, reason: '13.1' });
  await cb.open(id, '已收到');
  await expect(page.getByRole('heading', { name: `拒付详情 ${id}` })).toBeVisible();
  await expect(cb.field('状态')).toHaveText('已收到');
  await expect(cb.field('争议金额')).toHaveText('120.00 USD');
  await expect(cb.field('原因类别')).toHaveText('未收到商品');
  await expect(page.getByText('时间线')).toBeVisible();
  await expect(cb.timeline().first()).toContainText('沙箱 · 收到拒付');
  // antd spaces two-character Chinese button labels (申 诉)
  await expect(page.getByRole('button', { name: /^申\s?诉$/ })).toBeVisible();

  await page.getByRole('button', { name: /^接\s?受$/ }).click();
  const confirm = page.locator('.ant-modal', { hasText: '确定接受此拒付？' });
  await expect(confirm).toContainText('120.00 USD 的损失将成为最终结果，案件随之关闭，且无法撤销。');
  await confirm.getByRole('button', { name: '接受损失' }).click();
  await expect(page.getByText('已接受拒付。')).toBeVisible();
  await expect(cb.field('状态')).toHaveText('已接受案件已关闭');
  await expect(cb.timeline().last()).toContainText(`${DISPUTE_MERCHANT.admin} · 商户接受`);
  await expect(page.getByRole('button', { name: /^(申\s?诉|接\s?受)$/ })).toHaveCount(0);

  await expect(await cb.listed(id, '已关闭')).toContainText('已接受');
});

test('a partial chargeback rebutted and won: its amount comes back, its fee stays', async ({ loginPage, shell, page }) => {
  test.setTimeout(120_000);
  const cb = new ChargebackPages(page);
  await signIn(loginPage, shell);
  const before = await balancesOf(page, 'USD');

  // 100.00 of payment C's 300.00: the fee comes out of what the payment still holds
  const id = await raiseChargeback({ order: ORDER_C, reason: '13.1', amount: '100.00' });
  const raised = await balancesOf(page, 'USD');
  expect(raised('To be settled')).toBe(before('To be settled') - 10000 - FEE);
  expect(raised('Owed')).toBe(before('Owed'));

  await cb.open(id, 'Received');
  await cb.rebut({
    button: 'Rebut',
    drawerTitle: /^Rebut chargeback CB/,
    description: 'Delivered: tracking shows the parcel handed over.',
    section: 'Proof of delivery',
    pdf: 'handover.pdf',
    confirmTitle: 'Submit the rebuttal?',
    confirm: 'Submit',
  });
  await expect(cb.field('Status')).toHaveText('In rebuttal');

  expect(await decideRebuttal(id, 'won')).toBe('won');
  await page.reload();
  await expect(cb.field('Status')).toHaveText('WonCase closed');
  await expect(cb.field('Penalty')).toHaveText('0.00 USD');
  await expect(cb.timeline().last()).toContainText('Issuer · Won');
  await expect(await cb.listed(id, 'Won')).toContainText('Won');

  const after = await balancesOf(page, 'USD');
  expect(after('To be settled')).toBe(before('To be settled') - FEE);
  expect(after('Total')).toBe(before('Total') - FEE);
});
