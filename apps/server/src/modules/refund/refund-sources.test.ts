import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { exportedRows } from '../../../test/exports.ts';
import type { Tx } from '../../platform/db/client.ts';
import * as ledger from '../ledger/service.ts';
import { generateTraffic, sandboxRefund } from '../../sandbox/traffic.ts';
import { createRefund, decide, refundPolicyOf, type RefundPolicy } from './service.ts';

// review above 1000 USD in these tests
const s = useTestServer({ REFUND_REVIEW_THRESHOLD_USD: '1000.00' });

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const refundApi = (id: string, body: Record<string, unknown> = {}, key?: string) => c.call('POST', `/payments/${id}/refunds`, body, { idempotencyKey: key });
  const list = async (q = '') =>
    (await s.api('GET', `/refund/list?size=100${q}`, { cookie: op.cookie })).body.data as { total: number; content: Array<Record<string, unknown>> };
  const detail = async (refundId: string) => (await s.api('GET', `/refund/detail?refundId=${refundId}`, { cookie: op.cookie })).body.data;
  const toBeSettled = async (currency = 'USD') =>
    (await ledger.findAccount(s.deps.db, { merchantNo: op.merchant.merchantNo, currency: currency as 'USD', bucket: 'to_be_settled' }))?.balance ?? 0n;
  return { op, c, refundApi, list, detail, toBeSettled };
}

const verify = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

describe('Payment API refunds are the portal’s refunds', () => {
  it('a /v1 refund is in the refund list, detail and export, from the API, and a replayed key makes it once', async () => {
    const { op, c, refundApi, list, detail } = await setup();
    const id = (await c.pay('4242424242424242', { amount: '100.00' })).body.data.transactionId as string;
    const key = crypto.randomUUID();
    const r = await refundApi(id, { amount: '30.00', reason: 'Damaged in transit', merchantRefundId: 'RF-1' }, key);
    expect(r.status).toBe(200);
    // the Payment API's usual shape, and where the refund stands
    expect(r.body.data).toMatchObject({
      type: 'refund',
      status: 'succeeded',
      amount: '30.00',
      currency: 'USD',
      originalTransactionId: id,
      refundStatus: 'succeeded',
      reviewStatus: 'none',
    });
    expect((await refundApi(id, { amount: '30.00', reason: 'Damaged in transit', merchantRefundId: 'RF-1' }, key)).body.data.transactionId).toBe(
      r.body.data.transactionId,
    );
    const refundId = r.body.data.transactionId as string;

    const l = await list(`&transactionId=${id}`);
    expect(l.total).toBe(1);
    expect(l.content[0]).toMatchObject({
      refundId,
      source: 'api',
      status: 'succeeded',
      type: 'partial',
      amount: '30.00',
      reason: 'Damaged in transit',
      arn: r.body.data.arn,
    });
    expect(await detail(refundId)).toMatchObject({
      refundId,
      source: 'api',
      applicant: null,
      original: { transactionId: id, refundedAmount: '30.00', refundable: '70.00' },
    });
    const task = await s.api('POST', '/refund/export', { cookie: op.cookie, body: { transactionId: id } });
    const rows = await exportedRows(s, op.cookie, task.body.data.id);
    expect(rows.slice(1).map((x) => [x[0], x[2], x[7], x[8], x[14]])).toEqual([[refundId, id, '30.00', 'USD', 'Payment API']]);

    // the rest, without an amount: whatever remains, recorded as the full refund
    const rest = await refundApi(id);
    expect(rest.body.data).toMatchObject({ amount: '70.00', refundStatus: 'succeeded' });
    expect((await detail(rest.body.data.transactionId)).type).toBe('full');
    await verify();
  });

  it('a /v1 refund above the threshold waits for the provider’s review: pending, no money moved until approved', async () => {
    const { c, refundApi, list, toBeSettled } = await setup();
    const id = (await c.pay('4242424242424242', { amount: '3000.00' })).body.data.transactionId as string;
    const r = await refundApi(id, { amount: '2000.00', reason: 'Order cancelled' });
    expect(r.body.data).toMatchObject({ type: 'refund', status: 'pending', arn: null, refundStatus: 'pending_review', reviewStatus: 'to_be_reviewed' });
    expect(await toBeSettled()).toBe(300000n);
    expect((await list('&status=pending_review')).content.map((x) => x.refundId)).toEqual([r.body.data.transactionId]);
    // what is in review counts against the refundable amount
    expect((await refundApi(id, { amount: '1000.01' })).body.respCode).toBe('00031|20002');

    await decide(s.deps.db, { refundId: r.body.data.transactionId, decision: 'approve', now: s.deps.now() });
    const after = await c.call('GET', `/payments/${r.body.data.transactionId}`);
    expect(after.body.data).toMatchObject({ status: 'succeeded' });
    expect(after.body.data.arn).toMatch(/^\d{23}$/);
    expect(await toBeSettled()).toBe(100000n);
    expect((await list(`&transactionId=${id}`)).content[0]).toMatchObject({ status: 'succeeded', reviewStatus: 'approved_refunded', source: 'api' });
    await verify();
  });

  it('a /v1 refund of a cash voucher cannot go online: pending, by hand, as in the portal', async () => {
    const { c, refundApi, list, toBeSettled } = await setup();
    const v = (await c.local('oxxo', 'MXN', '500.00')).body.data.transactionId as string;
    await c.call('POST', `/sandbox/payments/${v}/scenario`, { outcome: 'pay' });
    const r = await refundApi(v, { amount: '100.00', reason: 'Returned' });
    expect(r.body.data).toMatchObject({ status: 'pending', refundStatus: 'cannot_refund_online', reviewStatus: 'none' });
    expect(await toBeSettled('MXN')).toBe(50000n);
    expect((await list('&status=cannot_refund_online')).content.map((x) => [x.refundId, x.source])).toEqual([[r.body.data.transactionId, 'api']]);
    await decide(s.deps.db, { refundId: r.body.data.transactionId, decision: 'complete', now: s.deps.now() });
    expect(await toBeSettled('MXN')).toBe(40000n);
    expect((await c.call('GET', `/payments/${r.body.data.transactionId}`)).body.data.status).toBe('succeeded');
    await verify();
  });
});

describe('one refund service', () => {
  it('prices the review threshold with the rate source it is given', async () => {
    const { op, c } = await setup();
    // 200,000 JPY is about 1335 USD at the market table, 100 USD at this one
    const pay = async () => (await c.pay('3566002020360505', { amount: '300000', currency: 'JPY' })).body.data.transactionId as string;
    const cheapYen = { mid: async (base: string) => (base === 'JPY' ? '0.0005' : '1') };
    const refund = (id: string, policy: RefundPolicy) =>
      s.deps.db.transaction((tx) =>
        createRefund(tx as unknown as Tx, policy, {
          scope: [op.merchant.merchantNo],
          payment: id,
          amount: '200000',
          reason: 'Rates test',
          actor: { source: 'portal', userId: null, name: null },
          now: s.deps.now(),
        }),
      );
    const cheap = await refund(await pay(), { thresholdUsd: '1000.00', rates: cheapYen });
    expect(cheap.request).toMatchObject({ status: 'succeeded', reviewStatus: 'none', amountUsd: 10000n });
    // the server's own rate source (deps.rates): the market table
    const market = await refund(await pay(), refundPolicyOf(s.deps));
    expect(market.request).toMatchObject({ status: 'pending_review', reviewStatus: 'to_be_reviewed' });
    expect(market.request.amountUsd).toBeGreaterThan(100000n);
    await verify();
  });

  it('the sandbox traffic’s refunds are in the refund list, each once, and the ledger and rollups stay right', async () => {
    const { op, list } = await setup();
    const merchantNo = op.merchant.merchantNo;
    const r = await generateTraffic(s.deps.db, { merchantNo, count: 150, days: 30, prefix: 'RS', seed: 5, now: s.deps.now(), policy: refundPolicyOf(s.deps) });
    expect(r.refunds).toBeGreaterThan(0);
    const refundTransactions = await s.deps.database.query<{ n: number }>(
      `select count(*)::int as n from transactions where merchant_no = $1 and type = 'refund'`,
      [merchantNo],
    );
    expect(refundTransactions.rows[0]!.n).toBe(r.refunds);
    const listed = await list('');
    expect(listed.total).toBe(r.refunds);
    expect(new Set(listed.content.map((x) => x.source))).toEqual(new Set(['sandbox']));
    const records = await s.deps.database.query<{ source: string; n: number }>(
      `select source, count(*)::int as n from refund_requests where merchant_no = $1 group by source`,
      [merchantNo],
    );
    expect(records.rows).toEqual([{ source: 'sandbox', n: r.refunds }]);
    // cash vouchers went to the provider's desk, which paid them back two days later (when that was before now)
    const open = await s.deps.database.query<{ n: number }>(
      `select count(*)::int as n from refund_requests where merchant_no = $1 and status in ('cannot_refund_online', 'manual_processing', 'pending_review') and applied_at < $2`,
      [merchantNo, new Date(s.deps.now().getTime() - 3 * 24 * 3600_000)],
    );
    expect(open.rows[0]!.n).toBe(0);
    // the refund transactions' states agree with their records
    const mismatch = await s.deps.database.query(
      `select q.refund_id from refund_requests q join transactions t on t.transaction_id = q.refund_id
        where q.merchant_no = $1 and not ((q.status = 'succeeded' and t.status = 'succeeded') or (q.status in ('cannot_refund_online', 'manual_processing', 'pending_review') and t.status = 'pending'))`,
      [merchantNo],
    );
    expect(mismatch.rows).toEqual([]);
    const recount = await s.deps.database.query(
      `select currency, type, status, count(*)::text as count, sum(case when type <> 'refund' and status = 'succeeded' then captured_amount else amount end)::text as amount
         from transactions where merchant_no = $1 group by 1, 2, 3 order by 1, 2, 3`,
      [merchantNo],
    );
    const rollups = await s.deps.database.query(
      `select currency, type, status, sum(count)::text as count, sum(amount)::text as amount
         from transaction_daily where merchant_no = $1 group by 1, 2, 3 having sum(count) <> 0 order by 1, 2, 3`,
      [merchantNo],
    );
    expect(rollups.rows).toEqual(recount.rows);
    await verify();
  });

  it('a sandbox refund of a cash voucher waits for the provider’s desk, which pays it back two days later', async () => {
    const { op, c, list, toBeSettled } = await setup();
    const merchantNo = op.merchant.merchantNo;
    const paid = async () => {
      const v = (await c.local('konbini', 'JPY', '5000')).body.data.transactionId as string;
      await c.call('POST', `/sandbox/payments/${v}/scenario`, { outcome: 'pay' });
      return v;
    };
    const at = s.deps.now();
    const day = 24 * 3600_000;
    const policy = refundPolicyOf(s.deps);
    const waiting = await sandboxRefund(s.deps.db, {
      policy,
      merchantNo,
      transactionId: await paid(),
      amount: '1000',
      reason: 'Returned',
      at,
      now: new Date(at.getTime() + day),
    });
    expect(waiting).toMatchObject({ status: 'cannot_refund_online', source: 'sandbox' });
    const done = await sandboxRefund(s.deps.db, {
      policy,
      merchantNo,
      transactionId: await paid(),
      amount: '2000',
      reason: 'Returned',
      at,
      now: new Date(at.getTime() + 3 * day),
    });
    expect(done).toMatchObject({ status: 'succeeded', source: 'sandbox' });
    expect(done.completedAt).toEqual(new Date(at.getTime() + 2 * day));
    expect(await toBeSettled('JPY')).toBe(10000n - 2000n);
    expect((await list('')).content.map((x) => [x.refundId, x.status])).toEqual([
      [done.refundId, 'succeeded'],
      [waiting.refundId, 'cannot_refund_online'],
    ]);
    await verify();
  });
});
