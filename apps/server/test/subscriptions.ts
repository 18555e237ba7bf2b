import crypto from 'node:crypto';
import { expect } from 'vitest';
import { newOperator, signIn } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { paymentClient } from './payment-api.ts';
import { runBilling, sendNotices } from '../src/modules/subscription/service.ts';
import * as ledger from '../src/modules/ledger/service.ts';
import { paymentScreen } from '../src/modules/risk/service.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A merchant's operator with a signed /v1 client, and the subscription calls the tests make. */
export async function subscriptionSetup(s: TestServer, o: Parameters<typeof newOperator>[1] = {}) {
  const op = await newOperator(s, o);
  const merchantNo = op.merchant.merchantNo;
  const c = await paymentClient(s, merchantNo);
  const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: '123' });
  /** POST /v1/subscriptions: a 10.00 USD per-minute plan unless `over` says otherwise */
  const create = (over: Record<string, unknown> = {}, number = '4242424242424242') =>
    c.call('POST', '/subscriptions', {
      contractNumber: `C-${crypto.randomUUID().slice(0, 8)}`,
      customer: { customerId: 'CUS-1', name: 'Ada Lovelace', email: 'ada@example.com' },
      productName: 'Pro plan',
      price: '10.00',
      quantity: 1,
      currency: 'USD',
      frequencyUnit: 'minute',
      frequencyCount: 1,
      card: card(number),
      ...over,
    });
  const created = async (over: Record<string, unknown> = {}, number?: string) => {
    const r = await create(over, number);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data.subscription.subscriptionId as string;
  };
  const detail = async (id: string) => {
    const r = await c.call('GET', `/subscriptions/${id}`);
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    return r.body.data;
  };
  const post = (id: string, action: string, body: unknown = {}) =>
    c.call('POST', `/subscriptions/${id}/${action}`, body, { idempotencyKey: crypto.randomUUID() });
  /** a portal call as the operator (signed in again: the clock may have passed the session's lifetime) */
  const portal = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    op.cookie = (await signIn(s, op.email, { password: op.password })).cookie;
    return s.api(method, url, { cookie: op.cookie, body, headers: method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {} });
  };
  const balance = async () => (await ledger.findAccount(s.deps.db, { merchantNo, currency: 'USD', bucket: 'to_be_settled' }))?.balance ?? 0n;
  return { op, merchantNo, c, create, created, detail, post, portal, balance };
}

/** One billing run at the test clock's now, for one merchant (other tests' subscriptions are theirs to bill). */
export const bill = (s: TestServer, merchantNo: string) =>
  runBilling(s.deps.db, s.deps.now(), { scope: [merchantNo], screen: screenOf(s), notify: (n) => sendNotices(s.deps, n) });

/** The risk screen the server's charges pass (the composition root's). */
export const screenOf = (s: TestServer) => paymentScreen(s.deps.config);

export const verifyLedger = async (s: TestServer) => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);
