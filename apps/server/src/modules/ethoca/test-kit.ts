import crypto from 'node:crypto';
import { expect } from 'vitest';
import { newOperator, signIn } from '../../../test/fixtures.ts';
import type { TestServer } from '../../../test/harness.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import * as ledger from '../ledger/service.ts';

/** A merchant's operator with a /v1 client, and the calls the alert tests make. */
export async function ethocaSetup(s: TestServer, o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const merchantNo = op.merchant.merchantNo;
  const pay = async (amount = '100.00', card = '4242424242424242', currency = 'USD') =>
    (await c.pay(card, { amount, currency })).body.data.transactionId as string;
  const raise = (transactionId: string, body: Record<string, unknown> = {}) =>
    c.call('POST', `/sandbox/payments/${transactionId}/ethoca`, body, { idempotencyKey: crypto.randomUUID() });
  const raised = async (transactionId: string, body: Record<string, unknown> = {}) => {
    const r = await raise(transactionId, body);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.alertId as string;
  };
  const respond = (body: Record<string, unknown>, cookie = op.cookie) =>
    s.api('POST', '/risk/alert/respond', { cookie, body, headers: { 'idempotency-key': crypto.randomUUID() } });
  const detail = async (id: string, cookie = op.cookie) => (await s.api('GET', `/risk/alert/detail?id=${id}`, { cookie })).body.data;
  const bucket = async (b: 'to_be_settled' | 'available', currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo, currency: currency as 'USD', bucket: b }))?.balance ?? 0n;
  /** a new session after the clock moved past the old one's lifetime */
  const relogin = async () => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
  };
  return { op, c, merchantNo, pay, raise, raised, respond, detail, bucket, relogin };
}

export const verifyLedger = async (s: TestServer) => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);
