import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { flowView } from '../transfer-approval/service.ts';
import { executeTransfer } from './service.ts';
import { PIN, transferKit } from './test-kit.ts';
import { businessDate } from '@crossbill/contracts/business-time';

const s = useTestServer();
const { noonBeijing, setup, submit, bal, expectClean } = transferKit(s);

/** A payout merchant whose GBP transfers need one approver (who may also cancel them). */
async function withApprover() {
  const t = await setup();
  const role = await createRole(s.deps.db, {
    merchantNo: t.merchant.merchantNo,
    name: 'Payout approver',
    resourceCodes: ['transfer', 'transfer:transfer', 'transfer:transfer:approve', 'transfer:transfer:cancel'],
  });
  const approver = await newOperator(s, { merchant: t.merchant, roleId: role.id });
  const saved = await s.api('POST', '/transApproval/save', {
    cookie: t.cookie,
    body: {
      password: PASSWORD,
      setting: {
        conditions: [{ currency: 'GBP', lowerAmount: '0', upperAmount: null, required: true, mode: 'any', steps: [{ approverUserIds: [approver.user.id] }] }],
        approveSelfFlag: false,
        allowApproveMultiStepFlag: false,
      },
    },
  });
  expect(saved.status).toBe(200);
  return { ...t, approver };
}

/** The test kit's payee (sort code 20-00-00 at Barclays) with the given changes, sent with the payment password (null: without). */
const editPayee = (
  cookie: string,
  id: number,
  nickname: string,
  o: { accountNumber: string; name: string; sortCode?: string; bankName?: string },
  paymentPassword: string | null = PIN,
) =>
  s.api('POST', '/transfer/contact/update', {
    cookie,
    body: {
      id,
      paymentPassword: paymentPassword ?? undefined,
      payee: {
        category: 'others',
        entityType: 'individual',
        currency: 'GBP',
        country: 'GB',
        method: 'local',
        accountFormat: 'sortCode',
        sortCode: o.sortCode ?? '20-00-00',
        accountNumber: o.accountNumber,
        accountConfirm: o.accountNumber,
        name: o.name,
        bankName: o.bankName ?? 'Barclays Bank UK PLC',
        nickname,
      },
    },
  });

const detail = async (cookie: string, id: number) => (await s.api('GET', `/transfer/detail?id=${id}`, { cookie })).body.data;

describe('what is approved is what is paid', () => {
  it('pays the account as submitted and approved, whatever the payee became after the approval', async () => {
    const { cookie, payeeId, nickname, merchant, approver } = await withApprover();
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    expect(res.body.data).toMatchObject({ status: 'pending_approval', payeeAccount: '•••• 9911' });
    expect(res.body.data.payee).toMatchObject({
      id: payeeId,
      name: 'Oliver Smith',
      sortCode: '200000',
      accountNumber: '55779911',
      account: '55779911',
      bankName: 'Barclays Bank UK PLC',
    });
    // the approver sees (and approves) the snapshot
    expect((await detail(approver.cookie, res.body.data.id)).payee).toEqual(res.body.data.payee);
    const ok = await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: res.body.data.id, decision: 'approve' } });
    expect(ok.body.data.status).toBe('processing');

    // the payee now points at another person's account, one the sandbox rail refuses (…4040)
    const edited = await editPayee(cookie, payeeId, nickname, {
      accountNumber: '66664040',
      name: 'Mallory Jones',
      sortCode: '40-47-84',
      bankName: 'HSBC UK Bank plc',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Mallory Jones', accountNumber: '66664040' });

    // executed: paid to the approved account (the edited one would have failed at the rail)
    expect(await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('paid');
    const after = await detail(cookie, res.body.data.id);
    expect(after).toMatchObject({ status: 'paid', payeeName: 'Oliver Smith', payeeAccount: '•••• 9911', payeeBank: 'Barclays Bank UK PLC' });
    expect(after.payee).toEqual(res.body.data.payee);
    const { rows } = await s.deps.database.query<{ summary: { account: string; name: string } }>(
      `select summary from audit_log where merchant_no = $1 and action = 'transfer.dispatch' and target = $2`,
      [merchant.merchantNo, res.body.data.serialNo],
    );
    expect(rows.map((r) => [r.summary.name, r.summary.account])).toEqual([['Oliver Smith', '•••• 9911']]);
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 10_350n, frozen: 0n });

    // a transfer submitted now takes the payee as it is now
    const next = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '10.00' });
    expect(next.body.data.payee).toMatchObject({ name: 'Mallory Jones', accountNumber: '66664040', bankName: 'HSBC UK Bank plc' });
    await expectClean();
  });

  it('asks for the payment password to change account details (not for the nickname), counting wrong entries', async () => {
    const { cookie, payeeId, nickname } = await setup();
    const none = await editPayee(cookie, payeeId, nickname, { accountNumber: '12345678', name: 'Oliver Smith' }, null);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      respCode: Codes.PAYMENT_PASSWORD_REQUIRED.code,
      respMsg: 'Changing the account details of a payee needs your payment password.',
    });
    const wrong = await editPayee(cookie, payeeId, nickname, { accountNumber: '12345678', name: 'Oliver Smith' }, '000000');
    expect(wrong.body.respCode).toBe(Codes.PAYMENT_PASSWORD_WRONG.code);
    expect(wrong.body.data.remaining).toBe(4);
    expect((await s.api('GET', `/transfer/contact/detail?id=${payeeId}`, { cookie })).body.data.accountNumber).toBe('55779911');
    // the nickname alone is the merchant's own label: no password
    const renamed = await editPayee(cookie, payeeId, 'Oliver (supplier)', { accountNumber: '55779911', name: 'Oliver Smith' }, null);
    expect(renamed.body.data).toMatchObject({ nickname: 'Oliver (supplier)', accountNumber: '55779911' });
    expect((await editPayee(cookie, payeeId, nickname, { accountNumber: '12345678', name: 'Oliver Smith' })).body.data.accountNumber).toBe('12345678');
  });

  it('refuses to delete a payee with a transfer waiting for approval or scheduled, until that transfer is cancelled', async () => {
    s.clock.now = noonBeijing();
    const { cookie, payeeId, merchant, approver } = await withApprover();
    const pending = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    expect(pending.body.data.status).toBe('pending_approval');
    const refused = await s.api('POST', '/transfer/contact/delete', { cookie, body: { id: payeeId } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      respCode: Codes.PAYEE_IN_USE.code,
      respMsg: 'This payee has transfers waiting for approval or scheduled. Cancel them, or wait until they are paid, before deleting the payee.',
    });
    const { cookie: zh } = await newOperator(s, { merchant, language: 'zh-cn' });
    expect((await s.api('POST', '/transfer/contact/delete', { cookie: zh, body: { id: payeeId } })).body.respMsg).toBe(
      '该收款人有待审批或预约中的付款。请先取消这些付款，或等其付款完成后再删除该收款人。',
    );

    // approved for tomorrow: scheduled, still refused
    await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: pending.body.data.id, decision: 'reject', reason: 'Wrong invoice' } });
    const tomorrow = businessDate(new Date(s.clock.now.getTime() + 86_400_000));
    const scheduled = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '50.00', scheduledDate: tomorrow });
    await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: scheduled.body.data.id, decision: 'approve' } });
    expect((await detail(cookie, scheduled.body.data.id)).status).toBe('scheduled');
    expect((await s.api('POST', '/transfer/contact/delete', { cookie, body: { id: payeeId } })).body.respCode).toBe(Codes.PAYEE_IN_USE.code);

    expect((await s.api('POST', '/transfer/cancel', { cookie, body: { id: scheduled.body.data.id } })).status).toBe(200);
    expect((await s.api('POST', '/transfer/contact/delete', { cookie, body: { id: payeeId } })).status).toBe(200);
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });
});

describe('cancelling a transfer before it runs', () => {
  it('the submitter cancels one waiting for approval: flow cancelled, funds released exactly, audited', async () => {
    const { cookie, payeeId, merchant, approver, op } = await withApprover();
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 10_350n, frozen: 10_350n });
    expect((await detail(cookie, res.body.data.id)).canCancel).toBe(true);

    const cancelled = await s.api('POST', '/transfer/cancel', { cookie, body: { id: res.body.data.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      failureReason: 'Cancelled before it was paid: the funds went back to the available balance',
    });
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    expect((await flowView(s.deps.db, [merchant.merchantNo], 'transfer', res.body.data.serialNo))!.status).toBe('cancelled');
    expect((await detail(cookie, res.body.data.id)).canCancel).toBe(false);

    // nothing more to decide, nothing to cancel twice, nothing to run
    expect((await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: res.body.data.id, decision: 'approve' } })).body.respCode).toBe(
      Codes.APPROVAL_FLOW_CLOSED.code,
    );
    const twice = await s.api('POST', '/transfer/cancel', { cookie, body: { id: res.body.data.id } });
    expect(twice.body).toMatchObject({
      respCode: Codes.TRANSFER_NOT_CANCELLABLE.code,
      respMsg: 'Only a transfer that is waiting for approval or scheduled can be cancelled.',
    });
    expect(await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('cancelled');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });

    const { rows } = await s.deps.database.query<{ action: string; user_id: number | null }>(
      `select action, user_id from audit_log where merchant_no = $1 and target = $2 and action like 'transfer.%' order by id`,
      [merchant.merchantNo, res.body.data.serialNo],
    );
    expect(rows).toEqual([
      { action: 'transfer.submit', user_id: op.user.id },
      { action: 'transfer.cancelled', user_id: op.user.id },
    ]);
    await expectClean();
  });

  it('an approver cancels an approved scheduled transfer; anyone else, or a running transfer, is refused', async () => {
    s.clock.now = noonBeijing();
    const { cookie, payeeId, merchant, approver } = await withApprover();
    const tomorrow = businessDate(new Date(s.clock.now.getTime() + 86_400_000));
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '60.00', scheduledDate: tomorrow });
    await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: res.body.data.id, decision: 'approve' } });
    expect((await detail(cookie, res.body.data.id)).status).toBe('scheduled');

    // an operator with every right who neither submitted nor approves it
    const bystander = await newOperator(s, { merchant });
    expect((await detail(bystander.cookie, res.body.data.id)).canCancel).toBe(false);
    const refused = await s.api('POST', '/transfer/cancel', { cookie: bystander.cookie, body: { id: res.body.data.id } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      respCode: Codes.TRANSFER_CANCEL_NOT_ALLOWED.code,
      respMsg: 'Only the person who submitted this transfer or an approver of it can cancel it.',
    });
    // a role without the cancel code is refused before anything is looked at
    const role = await createRole(s.deps.db, { merchantNo: merchant.merchantNo, name: 'Viewer', resourceCodes: ['transfer', 'transfer:transfer'] });
    const viewer = await newOperator(s, { merchant, roleId: role.id });
    expect((await s.api('POST', '/transfer/cancel', { cookie: viewer.cookie, body: { id: res.body.data.id } })).status).toBe(403);
    // another merchant's operator does not even find it
    const { cookie: stranger } = await newOperator(s);
    expect((await s.api('POST', '/transfer/cancel', { cookie: stranger, body: { id: res.body.data.id } })).status).toBe(404);
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 6_350n, frozen: 6_350n });

    expect((await detail(approver.cookie, res.body.data.id)).canCancel).toBe(true);
    const done = await s.api('POST', '/transfer/cancel', { cookie: approver.cookie, body: { id: res.body.data.id } });
    expect(done.body.data.status).toBe('cancelled');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });

  it('an immediate transfer without approval is on its way at once: not cancellable', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '30.00' });
    expect(res.body.data.status).toBe('processing');
    expect((await detail(cookie, res.body.data.id)).canCancel).toBe(false);
    expect((await s.api('POST', '/transfer/cancel', { cookie, body: { id: res.body.data.id } })).body.respCode).toBe(Codes.TRANSFER_NOT_CANCELLABLE.code);
    // processing or already paid by the execution job: either way nothing went back
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 3_350n);
  });
});

describe('the Idempotency-Key of a refused transfer', () => {
  it('is not used up: the corrected transfer goes through with it, once', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const key = crypto.randomUUID();
    const big = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '999.00' }, key);
    expect(big.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
    const fixed = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '20.00' }, key);
    expect(fixed.status).toBe(200);
    expect((await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '20.00' }, key)).body.data.serialNo).toBe(fixed.body.data.serialNo);
    expect((await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '999.00' }, key)).body.respCode).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    // one transfer of 20.00 + 3.50 fee left the available balance (frozen, or already paid by the execution job)
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 2_350n);
    expect((await s.api('GET', '/transfer/list', { cookie })).body.data.total).toBe(1);
  });

  it('the quote tells the amount page the balance is short before anything is submitted', async () => {
    const { cookie, payeeId } = await setup();
    const quote = (amount: string) =>
      s.api('POST', '/transfer/quote', { cookie, body: { payeeId, sendCurrency: 'GBP', fixedSide: 'send', amount, feeBearing: 'sender' } });
    expect((await quote('996.50')).body.data).toMatchObject({ debitAmount: '1000.00', available: '1000.00', insufficient: false });
    expect((await quote('996.51')).body.data).toMatchObject({ debitAmount: '1000.01', insufficient: true });
  });
});
