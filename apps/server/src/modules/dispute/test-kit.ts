import crypto from 'node:crypto';
import { expect } from 'vitest';
import { newOperator, signIn } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import * as ledger from '../ledger/service.ts';
import { runSettlement } from '../settlement/service.ts';
import { rebuildCases } from './case-index-store.ts';
import { pricingOf } from './money.ts';
import { decideRebuttal } from './service.ts';

/** A merchant's operator with a /v1 client, and the calls the dispute tests make. */
export async function disputeSetup(s: TestServer, o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const merchantNo = op.merchant.merchantNo;
  const pay = async (amount = '100.00', card = '4242424242424242', currency = 'USD') =>
    (await c.pay(card, { amount, currency })).body.data.transactionId as string;
  const raise = (transactionId: string, body: Record<string, unknown>) =>
    c.call('POST', `/sandbox/payments/${transactionId}/dispute`, body, { idempotencyKey: crypto.randomUUID() });
  const raised = async (transactionId: string, body: Record<string, unknown> = { reasonCode: '13.1' }) => {
    const r = await raise(transactionId, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.chargebackId as string;
  };
  const bucket = async (b: 'to_be_settled' | 'available' | 'owed', currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo, currency: currency as 'USD', bucket: b }))?.balance ?? 0n;
  const post = (path: string, body: Record<string, unknown>, cookie = op.cookie) => s.api('POST', path, { cookie, body });
  const detail = async (id: string, cookie = op.cookie) => (await s.api('GET', `/chargeback/detail?chargebackId=${id}`, { cookie })).body.data;
  const decide = (chargebackId: string, outcome: 'won' | 'lost', comment = 'Issuer decision') =>
    s.deps.db.transaction((tx) => decideRebuttal(tx, pricingOf(s.deps), { chargebackId, outcome, comment, actor: { kind: 'ops' }, now: s.deps.now() }));
  /** a new session after the clock moved past the old one's lifetime */
  const relogin = async () => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  /** an available balance to take fees and penalties from: a payment of `amount`, settled two days later */
  const fund = async (amount = '2000.00') => {
    await pay(amount);
    s.clock.advance(2 * 86_400_000);
    await runSettlement(s.deps.db, { now: s.deps.now(), rates: s.deps.rates, merchantNo });
    await relogin();
  };
  return { op, c, merchantNo, pay, raise, raised, bucket, post, detail, decide, fund, relogin };
}

export const verifyLedger = async (s: TestServer) => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

const CASE_COLUMNS = `merchant_no, transaction_id, stage, outcome, chargebacks, inquiries, disputed::text, next_due_at, opened_at, last_activity_at`;
/** Every dispute case row, as the list reads them. */
export const caseRows = async (s: TestServer) => (await s.deps.database.query(`select ${CASE_COLUMNS} from dispute_cases order by 1, 2`)).rows;

/** The case list's rows are what grouping the inquiries and chargebacks says: rebuilding every row from them changes none. */
export async function caseRowsMatchGrouping(s: TestServer) {
  const kept = await caseRows(s);
  await rebuildCases(s.deps.db);
  expect(await caseRows(s)).toEqual(kept);
}
