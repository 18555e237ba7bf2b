import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import { flowView } from '../transfer-approval/service.ts';
import { executeTransfer, getTransfer, runDueTransfers } from './service.ts';
import { EXECUTE_JOB } from './execution.ts';
import { transferKit } from './test-kit.ts';
import { businessDate, businessInstant } from '@crossbill/contracts/business-time';

const s = useTestServer();
const { noonBeijing, setup, submit, bal, provider, expectClean } = transferKit(s);

describe('transfer amounts and rules', () => {
  it('quotes a same-currency transfer with each fee bearing', async () => {
    const { cookie, payeeId } = await setup();
    const quote = (feeBearing: string) =>
      s.api('POST', '/transfer/quote', { cookie, body: { payeeId, sendCurrency: 'GBP', fixedSide: 'send', amount: '100.00', feeBearing } });
    expect((await quote('sender')).body.data).toMatchObject({ rate: '1', fee: '3.50', debitAmount: '103.50', receiveAmount: '100.00', available: '1000.00' });
    expect((await quote('recipient')).body.data).toMatchObject({ debitAmount: '100.00', receiveAmount: '96.50' });
    expect((await quote('shared')).body.data).toMatchObject({ senderFee: '1.75', recipientFee: '1.75', debitAmount: '101.75', receiveAmount: '98.25' });
  });

  it('converts at the live rate when the payee currency differs, for a typed received amount too', async () => {
    const { cookie, payeeId } = await setup({ credit: [['USD', 100_000n]] });
    const send = await s.api('POST', '/transfer/quote', {
      cookie,
      body: { payeeId, sendCurrency: 'USD', fixedSide: 'send', amount: '100.00', feeBearing: 'sender' },
    });
    expect(send.body.data).toMatchObject({ sendCurrency: 'USD', receiveCurrency: 'GBP', fee: '5.00', debitAmount: '105.00' });
    expect(Number(send.body.data.rate)).toBeGreaterThan(0.78);
    expect(Number(send.body.data.rate)).toBeLessThan(0.79);
    const recv = await s.api('POST', '/transfer/quote', {
      cookie,
      body: { payeeId, sendCurrency: 'USD', fixedSide: 'receive', amount: '78.00', feeBearing: 'sender' },
    });
    expect(recv.body.data.receiveAmount).toBe('78.00');
    expect(Number(recv.body.data.sendAmount)).toBeCloseTo(78 / Number(recv.body.data.rate), 1);
  });

  it('refuses below the minimum payout, not above the fee, and beyond the balance (translated)', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const low = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '9.99' });
    expect(low.status).toBe(422);
    expect(low.body.data.fieldErrors[0]).toMatchObject({ field: 'amount', message: 'The transfer is below the minimum payout of 10.00 GBP' });
    const fee = await s.api('POST', '/transfer/quote', { cookie, body: { payeeId, sendCurrency: 'GBP', amount: '10.00', feeBearing: 'recipient' } });
    expect(fee.status).toBe(200);
    const big = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '999.00' });
    expect(big.status).toBe(422);
    expect(big.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
    expect(big.body.respMsg).toBe('Insufficient balance available');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });

  it('needs the right payment password, counted outside the transfer', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const wrong = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '50.00', paymentPassword: '000000' });
    expect(wrong.body.respCode).toBe(Codes.PAYMENT_PASSWORD_WRONG.code);
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
  });
});

describe('transfer lifecycle', () => {
  it('freezes at submission, then pays through payouts in transit to the external bank', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00', merchantReference: 'INV-1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'processing', debitAmount: '103.50', merchantReference: 'INV-1' });
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 10_350n, frozen: 10_350n });
    const bank = await provider('GBP', 'external_bank');
    expect(await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('paid');
    expect(await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('paid');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 10_350n, frozen: 0n });
    expect((await provider('GBP', 'external_bank')) - bank).toBe(10_000n);
    const list = await s.api('GET', '/transfer/list?reference=INV-1', { cookie });
    expect(list.body.data.content.map((t: { status: string }) => t.status)).toEqual(['paid']);
    await expectClean();
  });

  it('queues the execution of a transfer once it has committed, before the answer, and never for a replayed key', async () => {
    const { cookie, payeeId } = await setup();
    const jobsFor = async (id: number) =>
      ((await s.deps.db.execute(sql`select id from pgboss.job where name = ${EXECUTE_JOB} and data->>'id' = ${String(id)}`)) as unknown as { rows: unknown[] })
        .rows.length;
    const key = crypto.randomUUID();
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' }, key);
    expect(res.body.data.status).toBe('processing');
    expect(await jobsFor(res.body.data.id)).toBe(1);
    const replay = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' }, key);
    expect(replay.body.data.id).toBe(res.body.data.id);
    expect(await jobsFor(res.body.data.id)).toBe(1);
  });

  it('books FX legs through the provider position accounts', async () => {
    const { cookie, payeeId, merchant } = await setup({ credit: [['USD', 100_000n]] });
    const res = await submit(cookie, { payeeId, sendCurrency: 'USD', amount: '200.00' });
    const before = await provider('GBP', 'fx_position');
    await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now);
    const received = BigInt(res.body.data.receiveAmount.replace('.', ''));
    expect(before - (await provider('GBP', 'fx_position'))).toBe(received);
    expect(await bal(merchant, 'USD')).toEqual({ available: 100_000n - 20_500n, frozen: 0n });
    await expectClean();
  });

  it('releases the frozen funds when the sandbox rail refuses the account (…4040)', async () => {
    const { cookie, payeeId, merchant } = await setup({ account: '55774040' });
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    expect(await executeTransfer(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('failed');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    const view = await s.api('GET', `/transfer/detail?id=${res.body.data.id}`, { cookie });
    expect(view.body.data.failureReason).toBe('The receiving bank rejected the payment (account closed)');
    await expectClean();
  });

  it('replays the same Idempotency-Key without a second effect', async () => {
    const { cookie, payeeId, merchant } = await setup();
    const key = crypto.randomUUID();
    const a = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '20.00' }, key);
    const b = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '20.00' }, key);
    expect(b.body.data.serialNo).toBe(a.body.data.serialNo);
    // debited once (frozen, or already on its way if the execution job ran: available tells either way)
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 2_350n);
  });

  it('runs a scheduled transfer at 10:00 Beijing on its date, not before', async () => {
    s.clock.now = noonBeijing();
    const { cookie, payeeId, merchant } = await setup();
    const tomorrow = businessDate(new Date(s.clock.now.getTime() + 86_400_000));
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '50.00', scheduledDate: tomorrow });
    expect(res.body.data).toMatchObject({ status: 'scheduled', scheduledDate: tomorrow });
    const past = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '50.00', scheduledDate: businessDate(s.clock.now) });
    expect(past.body.data.fieldErrors[0].field).toBe('scheduledDate');
    s.clock.now = new Date(businessInstant(tomorrow, 10).getTime() - 60_000);
    await runDueTransfers(s.deps.db, () => s.clock.now);
    expect((await getTransfer(s.deps.db, [merchant.merchantNo], res.body.data.id, 'en')).status).toBe('scheduled');
    s.clock.now = new Date(businessInstant(tomorrow, 10).getTime() + 30_000);
    await runDueTransfers(s.deps.db, () => s.clock.now);
    expect((await getTransfer(s.deps.db, [merchant.merchantNo], res.body.data.id, 'en')).status).toBe('paid');
    expect((await bal(merchant, 'GBP')).frozen).toBe(0n);
    await expectClean();
  });

  it('shows today’s limits and what is left after submitted transfers', async () => {
    const { cookie, payeeId } = await setup();
    await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    const res = await s.api('GET', '/transfer/availableLimit', { cookie });
    expect(res.body.data.content.find((c: { currency: string }) => c.currency === 'GBP')).toEqual({
      currency: 'GBP',
      limit: '800000.00',
      used: '100.00',
      left: '799900.00',
    });
  });
});

describe('transfer approval', () => {
  async function withApprover() {
    const t = await setup();
    const role = await createRole(s.deps.db, {
      merchantNo: t.merchant.merchantNo,
      name: 'Payout',
      resourceCodes: ['transfer', 'transfer:transfer', 'transfer:transfer:approve'],
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

  it('waits for approval, then pays once approved; a rejection releases the funds', async () => {
    const { cookie, payeeId, merchant, approver } = await withApprover();
    const a = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    expect(a.body.data.status).toBe('pending_approval');
    await runDueTransfers(s.deps.db, () => s.clock.now);
    expect((await s.api('GET', `/transfer/detail?id=${a.body.data.id}`, { cookie })).body.data.status).toBe('pending_approval');
    const flow = await s.api('GET', `/transfer/approval/flow?id=${a.body.data.id}`, { cookie });
    expect(flow.body.data.steps[0].approvers[0].userId).toBe(approver.user.id);
    const self = await s.api('POST', '/transfer/approve', { cookie, body: { id: a.body.data.id, decision: 'approve' } });
    expect(self.status).toBe(403);
    const ok = await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: a.body.data.id, decision: 'approve' } });
    expect(ok.body.data.status).toBe('processing');
    expect(await executeTransfer(s.deps.db, a.body.data.id, () => s.clock.now)).toBe('paid');

    const b = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '100.00' });
    const no = await s.api('POST', '/transfer/approve', { cookie: approver.cookie, body: { id: b.body.data.id, decision: 'reject', reason: 'Wrong invoice' } });
    expect(no.body.data.status).toBe('rejected');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n - 10_350n, frozen: 0n });
    await expectClean();
  });

  it('cancels a scheduled transfer not approved by its payment date and releases the funds', async () => {
    s.clock.now = noonBeijing();
    const { cookie, payeeId, merchant } = await withApprover();
    const tomorrow = businessDate(new Date(s.clock.now.getTime() + 86_400_000));
    const res = await submit(cookie, { payeeId, sendCurrency: 'GBP', amount: '60.00', scheduledDate: tomorrow });
    expect(res.body.data.status).toBe('pending_approval');
    s.clock.now = new Date(businessInstant(tomorrow, 10).getTime() + 60_000);
    await runDueTransfers(s.deps.db, () => s.clock.now);
    // the session idled out overnight: read through the services
    expect((await getTransfer(s.deps.db, [merchant.merchantNo], res.body.data.id, 'en')).status).toBe('cancelled');
    expect((await flowView(s.deps.db, [merchant.merchantNo], 'transfer', res.body.data.serialNo))!.status).toBe('cancelled');
    expect(await bal(merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });
});
