import { expect } from 'vitest';
import { BusinessLine, BusinessType, MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, type MerchantRef } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { outboxFor } from '../../platform/mail/mail.ts';
import { balances, providerAccounts, verifyLedger } from '../ledger/service.ts';
import { bookInboundCredit } from '../wallet/service.ts';
import { businessDate, businessInstant } from '@crossbill/contracts/business-time';
import { gbPayeeBody } from '../../../test/payee-bodies.ts';

/** Test helpers of the transfer suites (no tests here): a payout merchant with a PIN, funds and a GBP payee. */
export const PIN = '530817';

export function transferKit(s: TestServer) {
  /** 12:00 Beijing on the clock's current day (sessions stay valid: the clock only moves a little) */
  const noonBeijing = () => businessInstant(businessDate(s.clock.now), 12);

  const payoutMerchant = () =>
    newMerchant(s, {
      businessType: BusinessType.AGGREGATE,
      businessTypes: `${BusinessLine.ACQUIRING},${BusinessLine.PAYOUT}`,
      isAggregate: true,
      merchantType: MerchantType.ACQUIRING,
    });

  /** Sets the payment password the way a person does: the mailed code, then the save. */
  async function setPin(cookie: string, email: string) {
    expect((await s.api('POST', '/security/payment/sendCode', { cookie })).status).toBe(200);
    const [mail] = await outboxFor(s.deps.db, email);
    const code = /\b(\d{6})\b/.exec(mail!.body ?? '')![1]!;
    const saved = await s.api('POST', '/security/payment/save', { cookie, body: { code, password: PIN, confirmPassword: PIN } });
    expect(saved.status).toBe(200);
  }

  async function setup(o: { account?: string; credit?: Array<[string, bigint]> } = {}) {
    const merchant = await payoutMerchant();
    const op = await newOperator(s, { merchant });
    await setPin(op.cookie, op.email);
    for (const [currency, amount] of o.credit ?? [['GBP', 100_000n]])
      await bookInboundCredit(s.deps.db, { merchantNo: merchant.merchantNo, currency, amount, bankTransactionId: `r-${crypto.randomUUID()}`, at: s.clock.now });
    const payee = await s.api('POST', '/transfer/contact/add', {
      cookie: op.cookie,
      body: gbPayeeBody(`Oliver ${crypto.randomUUID().slice(0, 6)}`, o.account),
    });
    expect(payee.status).toBe(200);
    return { merchant, op, cookie: op.cookie, payeeId: payee.body.data.id as number, nickname: payee.body.data.nickname as string };
  }

  const submit = (cookie: string, body: Record<string, unknown>, key: string = crypto.randomUUID()) =>
    s.api('POST', '/transfer/submit', {
      cookie,
      body: { fixedSide: 'send', feeBearing: 'sender', purpose: 'services', paymentPassword: PIN, ...body },
      headers: { 'idempotency-key': key },
    });

  async function bal(merchant: MerchantRef, currency: string) {
    const [b] = await balances(s.deps.db, { scope: [merchant.merchantNo], currency });
    return { available: b?.available ?? 0n, frozen: b?.frozen ?? 0n };
  }
  const provider = async (currency: string, bucket: string) =>
    (await providerAccounts(s.deps.db, { currency })).find((a) => a.bucket === bucket)?.balance ?? 0n;
  async function expectClean() {
    expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
  }

  return { noonBeijing, payoutMerchant, setPin, setup, submit, bal, provider, expectClean };
}
