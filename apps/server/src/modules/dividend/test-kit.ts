import crypto from 'node:crypto';
import { expect } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, signIn } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import * as ledger from '../ledger/service.ts';
import { runSettlement } from '../settlement/service.ts';
import { settleDueSplits } from './settle.ts';

/** A GB transfer contact (the external receiver's payee), as the contact form sends it. */
const STUDIO_PAYEE = {
  category: 'others',
  entityType: 'individual',
  currency: 'GBP',
  country: 'GB',
  method: 'local',
  accountFormat: 'iban',
  iban: 'GB82 WEST 1234 5698 7654 32',
  accountConfirm: 'GB82 WEST 1234 5698 7654 32',
  name: 'Studio Ltd',
  bankName: 'Barclays Bank UK PLC',
  swift: 'BARCGB22',
  nickname: 'Studio GBP',
  isDefault: false,
};

/** Test helpers of the split settlement suites (no tests here): a group with two members, A splitting to B and to a payee. */
export async function dividendSetup(s: TestServer) {
  const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
  const a = await newOperator(s, { merchant: await newMerchant(s, { parentMerchantNo: group.merchantNo }) });
  const b = await newOperator(s, { merchant: await newMerchant(s, { parentMerchantNo: group.merchantNo }) });
  const c = await paymentClient(s, a.merchant.merchantNo);
  const A = a.merchant.merchantNo;
  const B = b.merchant.merchantNo;
  const post = (path: string, body: unknown, cookie = a.cookie) => s.api('POST', path, { cookie, body });
  const get = (path: string, cookie = a.cookie) => s.api('GET', path, { cookie });
  const payee = await post('/transfer/contact/add', STUDIO_PAYEE);
  expect(payee.body.respCode, payee.body.respMsg).toBe('20000');
  const member = await post('/dividend/receiver/add', { kind: 'member', receiverMerchantNo: B, name: 'Partner B' });
  expect(member.body.respCode, member.body.respMsg).toBe('20000');
  const external = await post('/dividend/receiver/add', { kind: 'external', payeeId: payee.body.data.id, name: 'Studio' });
  expect(external.body.respCode, external.body.respMsg).toBe('20000');
  const bucket = async (merchantNo: string | null, b: 'available' | 'to_be_settled' | 'owed' | 'external_bank', currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo, currency, bucket: b }))?.balance ?? 0n;
  /** the next day's settlement run, then the split step */
  const settle = async () => {
    s.clock.advance(2 * 86_400_000);
    await runSettlement(s.deps.db, { now: s.deps.now(), rates: s.deps.rates, merchantNo: A });
    const r = await settleDueSplits(s.deps.db, { now: s.deps.now(), merchantNo: A });
    a.cookie = (await signIn(s, a.email, { password: a.password })).cookie;
    b.cookie = (await signIn(s, b.email, { password: b.password })).cookie;
    return r;
  };
  const splitsOf = async (transactionId: string) =>
    (await get(`/dividend/list?transactionId=${transactionId}`)).body.data.content as Array<Record<string, string> & { receiverId: number }>;
  const chargeback = (transactionId: string, amount: string) =>
    c.call('POST', `/sandbox/payments/${transactionId}/dispute`, { reasonCode: '13.1', amount }, { idempotencyKey: crypto.randomUUID() });
  return {
    group,
    a,
    b,
    A,
    B,
    c,
    post,
    get,
    memberId: member.body.data.id as number,
    externalId: external.body.data.id as number,
    bucket,
    settle,
    splitsOf,
    chargeback,
  };
}

export const verifyLedger = async (s: TestServer) => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);
