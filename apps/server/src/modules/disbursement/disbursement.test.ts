import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { verifyLedger, balances, providerAccounts } from '../ledger/service.ts';
import { bookInboundCredit } from '../wallet/service.ts';
import { givePaymentPassword } from '../../sandbox/payment-pin.ts';
import { executeDisbursement } from './service.ts';

const s = useTestServer();

async function setup(accountNumber = '55779911') {
  const merchant = await newMerchant(s, {
    businessType: BusinessType.AGGREGATE,
    businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
    isAggregate: true,
    merchantType: MerchantType.ACQUIRING,
  });
  const op = await newOperator(s, { merchant });
  await bookInboundCredit(s.deps.db, {
    merchantNo: merchant.merchantNo,
    currency: 'GBP',
    amount: 100_000n,
    bankTransactionId: `r-${crypto.randomUUID()}`,
    at: s.clock.now,
  });
  const account = await s.api('POST', '/settlement/payee/add', {
    cookie: op.cookie,
    body: {
      category: 'own',
      entityType: 'corporate',
      currency: 'GBP',
      country: 'GB',
      method: 'local',
      accountFormat: 'sortCode',
      sortCode: '20-00-00',
      accountNumber,
      accountConfirm: accountNumber,
      name: merchant.name,
      bankName: 'Barclays Bank UK PLC',
      nickname: `Main GBP ${crypto.randomUUID().slice(0, 4)}`,
    },
  });
  expect(account.status).toBe(200);
  return { merchant, op, cookie: op.cookie, payeeId: account.body.data.id as number };
}

const apply = (cookie: string, body: unknown, key = crypto.randomUUID()) =>
  s.api('POST', '/settlement/disbursement/apply', { cookie, body, headers: { 'idempotency-key': key } });

async function gbp(merchantNo: string) {
  const [b] = await balances(s.deps.db, { scope: [merchantNo], currency: 'GBP' });
  return { available: b!.available, frozen: b!.frozen };
}
const provider = async (bucket: string) => (await providerAccounts(s.deps.db, { currency: 'GBP' })).find((a) => a.bucket === bucket)?.balance ?? 0n;

async function expectClean() {
  expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
}

describe('disbursements', () => {
  it('freezes amount + fee at request, then pays out through payouts in transit to the bank and succeeds', async () => {
    const { merchant, cookie, payeeId } = await setup();
    const transitBefore = await provider('payouts_in_transit');
    const bankBefore = await provider('external_bank');
    const feesBefore = await provider('fee_income');

    const res = await apply(cookie, { payeeId, currency: 'GBP', amount: '250.00', remark: 'June settlement' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'processing', amount: '250.00', fee: '10.00', total: '260.00', payeeAccount: '•••• 9911' });
    expect(res.body.data.serialNo).toMatch(/^DB\d{17}$/);
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 100_000n - 26_000n, frozen: 26_000n });

    expect(await executeDisbursement(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('succeeded');
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 74_000n, frozen: 0n });
    expect(await provider('payouts_in_transit')).toBe(transitBefore);
    expect((await provider('external_bank')) - bankBefore).toBe(25_000n);
    expect((await provider('fee_income')) - feesBefore).toBe(1_000n);
    // a second run (retried job, sweep) books nothing
    expect(await executeDisbursement(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('succeeded');
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 74_000n, frozen: 0n });

    const detail = await s.api('GET', `/settlement/disbursement/detail?id=${res.body.data.id}`, { cookie });
    expect(detail.body.data).toMatchObject({ status: 'succeeded', remark: 'June settlement' });
    const list = await s.api('GET', '/settlement/disbursement/list?status=succeeded&currency=GBP', { cookie });
    expect(list.body.data.total).toBe(1);
    expect((await s.api('GET', '/settlement/disbursement/list?status=failed', { cookie })).body.data.total).toBe(0);
    await expectClean();
  });

  it('releases frozen back to available when the bank refuses (sandbox account ending 4040)', async () => {
    const { merchant, cookie, payeeId } = await setup('12344040');
    const res = await apply(cookie, { payeeId, currency: 'GBP', amount: '100.00' });
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 89_000n, frozen: 11_000n });
    expect(await executeDisbursement(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('failed');
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 100_000n, frozen: 0n });
    const detail = await s.api('GET', `/settlement/disbursement/detail?id=${res.body.data.id}`, { cookie });
    expect(detail.body.data).toMatchObject({ status: 'failed', failureReason: 'The receiving bank rejected the payment (account closed)' });
    await expectClean();
  });

  it('pays the account as requested: an edit of the settlement account after the request redirects nothing', async () => {
    const { merchant, op, cookie, payeeId } = await setup();
    const res = await apply(cookie, { payeeId, currency: 'GBP', amount: '100.00' });
    expect(res.status).toBe(200);
    await givePaymentPassword(s.deps.db, { userId: op.user.id, merchantNo: merchant.merchantNo, pin: '802417', now: s.clock.now });
    // the account now ends in 4040, which the sandbox bank refuses: paying the edited account would fail
    const edited = await s.api('POST', '/settlement/payee/update', {
      cookie,
      body: {
        id: payeeId,
        paymentPassword: '802417',
        payee: {
          category: 'own',
          entityType: 'corporate',
          currency: 'GBP',
          country: 'GB',
          method: 'local',
          accountFormat: 'sortCode',
          sortCode: '20-00-00',
          accountNumber: '12344040',
          accountConfirm: '12344040',
          name: merchant.name,
          bankName: 'Barclays Bank UK PLC',
          nickname: 'Main GBP',
        },
      },
    });
    expect(edited.body.data.accountNumber).toBe('12344040');
    expect(await executeDisbursement(s.deps.db, res.body.data.id, () => s.clock.now)).toBe('succeeded');
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 89_000n, frozen: 0n });
    await expectClean();
  });

  it('is idempotent: the same key replays the first answer, another body with it is refused', async () => {
    const { merchant, cookie, payeeId } = await setup();
    const key = crypto.randomUUID();
    const first = await apply(cookie, { payeeId, currency: 'GBP', amount: '50.00' }, key);
    const again = await apply(cookie, { payeeId, currency: 'GBP', amount: '50.00' }, key);
    expect(again.body.data.serialNo).toBe(first.body.data.serialNo);
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 94_000n, frozen: 6_000n });
    const other = await apply(cookie, { payeeId, currency: 'GBP', amount: '60.00' }, key);
    expect(other.body.respCode).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    expect((await s.api('POST', '/settlement/disbursement/apply', { cookie, body: { payeeId, currency: 'GBP', amount: '50.00' } })).status).toBe(400);
    await expectClean();
  });

  it('a refused request does not use its Idempotency-Key up: the corrected one goes through with it, once', async () => {
    const { merchant, cookie, payeeId } = await setup();
    const key = crypto.randomUUID();
    const short = await apply(cookie, { payeeId, currency: 'GBP', amount: '995.00' }, key);
    expect(short.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 100_000n, frozen: 0n });
    const corrected = await apply(cookie, { payeeId, currency: 'GBP', amount: '50.00' }, key);
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.amount).toBe('50.00');
    // a completed answer is kept: replayed for the same body, a mismatch for any other
    const again = await apply(cookie, { payeeId, currency: 'GBP', amount: '50.00' }, key);
    expect(again.body.data.serialNo).toBe(corrected.body.data.serialNo);
    expect((await apply(cookie, { payeeId, currency: 'GBP', amount: '995.00' }, key)).body.respCode).toBe(Codes.IDEMPOTENCY_MISMATCH.code);
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 94_000n, frozen: 6_000n });
    await expectClean();
  });

  it('refuses more than the available balance, the minimum, the fee, another currency and a transfer payee', async () => {
    const { merchant, cookie, payeeId } = await setup();
    const short = await apply(cookie, { payeeId, currency: 'GBP', amount: '995.00' });
    expect(short.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
    expect((await apply(cookie, { payeeId, currency: 'GBP', amount: '9.00' })).body.data.fieldErrors[0].message).toBe('The minimum payout is 10.00');
    expect((await apply(cookie, { payeeId, currency: 'GBP', amount: '10.00' })).body.data.fieldErrors[0].message).toBe('The amount must exceed the fee');
    expect((await apply(cookie, { payeeId, currency: 'USD', amount: '100.00' })).body.data.fieldErrors[0].message).toBe(
      'The account receives another currency',
    );
    const contact = await s.api('POST', '/transfer/contact/add', {
      cookie,
      body: {
        category: 'others',
        entityType: 'individual',
        currency: 'GBP',
        country: 'GB',
        method: 'local',
        accountFormat: 'iban',
        iban: 'GB82WEST12345698765432',
        accountConfirm: 'GB82WEST12345698765432',
        name: 'Oliver Smith',
        bankName: 'Barclays Bank UK PLC',
        nickname: 'Oliver',
      },
    });
    expect((await apply(cookie, { payeeId: contact.body.data.id, currency: 'GBP', amount: '100.00' })).status).toBe(404);
    expect(await gbp(merchant.merchantNo)).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });
});
