import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CODE } from '@crossbill/contracts/codes';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer, type MerchantRef } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { exportedRows } from '../../../test/exports.ts';
import { createRole } from '../access/service.ts';

// review above 1000 USD in these tests
const s = useTestServer({ REFUND_REVIEW_THRESHOLD_USD: '1000.00' });

/** A captured payment of the merchant and a refund of it applied by `cookie` (the operator's session). */
async function refunded(merchant: MerchantRef, cookie: string, o: { amount: string; refund: string; currency?: string; card?: string; order?: string }) {
  const c = await paymentClient(s, merchant.merchantNo);
  const order = o.order ?? c.order();
  const tx = (await c.pay(o.card ?? '4242424242424242', { amount: o.amount, currency: o.currency ?? 'USD', merchantOrderId: order })).body.data
    .transactionId as string;
  const res = await s.api('POST', '/refund/apply', {
    cookie,
    body: { transactionId: tx, amount: o.refund, reason: 'Customer returned the goods' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  return { tx, order, refund: res.body.data as { refundId: string; arn: string | null } };
}

const exportOf = async (cookie: string, body: Record<string, unknown>, family = '') => {
  const res = await s.api('POST', `${family}/refund/export`, { cookie, body });
  expect(res.body.respCode).toBe(SUCCESS_CODE);
  return { task: res.body.data as { id: number; fileName: string; fileStatus: string }, rows: await exportedRows(s, cookie, res.body.data.id) };
};

const HEADER = [
  'Refund ID',
  'Merchant No.',
  'Original transaction ID',
  'Merchant order ID',
  'Type',
  'Status',
  'Review',
  'Refund amount',
  'Currency',
  'ARN',
  'Reason',
  'Application time (UTC+8)',
  'Audit time (UTC+8)',
  'Completion time (UTC+8)',
  'Source',
];

describe('refund export', () => {
  it('needs the export button code', async () => {
    const m = await newMerchant(s);
    const viewer = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['transaction:refund'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: viewer.id });
    expect((await s.api('GET', '/refund/list', { cookie })).status).toBe(200);
    expect((await s.api('POST', '/refund/export', { cookie, body: {} })).status).toBe(403);
    const exporter = await createRole(s.deps.db, {
      merchantNo: m.merchantNo,
      name: 'Exporter',
      resourceCodes: ['transaction:refund', 'transaction:refund:export'],
    });
    const allowed = await newOperator(s, { merchant: m, roleId: exporter.id });
    const { task, rows } = await exportOf(allowed.cookie, {});
    expect(task.fileStatus).toBe('GI');
    expect(rows).toEqual([HEADER]);
  });

  it("writes the filtered refunds of the merchant, never another merchant's, with translated statuses", async () => {
    const op = await newOperator(s);
    const usd = await refunded(op.merchant, op.cookie, { amount: '80.00', refund: '20.00' });
    const eur = await refunded(op.merchant, op.cookie, { amount: '40.00', refund: '40.00', currency: 'EUR', card: '5555555555554444' });
    const review = await refunded(op.merchant, op.cookie, { amount: '3000.00', refund: '2000.00' });
    const other = await newOperator(s);
    const theirs = await refunded(other.merchant, other.cookie, { amount: '10.00', refund: '5.00', currency: 'EUR' });

    const all = await exportOf(op.cookie, {});
    expect(all.task.fileName).toMatch(/^Refunds-\d{8}-\d{6}\.xlsx$/);
    expect(all.rows[0]).toEqual(HEADER);
    // newest first, like the list
    expect(all.rows.slice(1).map((r) => r[0])).toEqual([review.refund.refundId, eur.refund.refundId, usd.refund.refundId]);
    expect(JSON.stringify(all.rows)).not.toContain(theirs.refund.refundId);
    const [pending, full, partial] = all.rows.slice(1);
    expect(full!.slice(0, 11)).toEqual([
      eur.refund.refundId,
      op.merchant.merchantNo,
      eur.tx,
      eur.order,
      'Full refund',
      'Succeeded',
      'Not needed',
      '40.00',
      'EUR',
      eur.refund.arn,
      'Customer returned the goods',
    ]);
    expect(full![9]).toMatch(/^\d{23}$/);
    expect(full![11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(full![13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(full![14]).toBe('Portal');
    expect(partial!.slice(4, 9)).toEqual(['Partial refund', 'Succeeded', 'Not needed', '20.00', 'USD']);
    // waiting for review: no ARN, not audited, not completed
    expect(pending!.slice(4, 9)).toEqual(['Partial refund', 'Pending review', 'To be reviewed', '2000.00', 'USD']);
    // (empty cells are not written)
    expect([9, 12, 13].map((i) => pending![i] ?? '')).toEqual(['', '', '']);

    const eurOnly = await exportOf(op.cookie, { currency: 'EUR' });
    expect(eurOnly.rows.slice(1).map((r) => r[0])).toEqual([eur.refund.refundId]);
    expect((await exportOf(op.cookie, { status: 'pending_review' })).rows.slice(1).map((r) => r[0])).toEqual([review.refund.refundId]);
    expect((await exportOf(op.cookie, { transactionId: usd.tx })).rows.slice(1).map((r) => r[0])).toEqual([usd.refund.refundId]);
    // another merchant's refund ID finds nothing here
    expect((await exportOf(op.cookie, { refundId: theirs.refund.refundId })).rows).toHaveLength(1);
  });

  it('speaks the operator’s language', async () => {
    const op = await newOperator(s, { language: 'zh-cn' });
    const r = await refunded(op.merchant, op.cookie, { amount: '30.00', refund: '30.00' });
    const { task, rows } = await exportOf(op.cookie, {});
    expect(task.fileName).toMatch(/^退款明细-\d{8}-\d{6}\.xlsx$/);
    expect(rows[0]!.slice(0, 3)).toEqual(['退款 ID', '商户号', '原交易号']);
    expect(rows[1]!.slice(0, 7)).toEqual([r.refund.refundId, op.merchant.merchantNo, r.tx, r.order, '全额退款', '成功', '无需审核']);
    expect(rows[1]![14]).toBe('商户后台');
  });

  it('covers the members of a group through /blocMer, and nobody outside it', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const op1 = await newOperator(s, { merchant: m1 });
    const op2 = await newOperator(s, { merchant: m2 });
    const outsider = await newOperator(s);
    const r1 = await refunded(m1, op1.cookie, { amount: '10.00', refund: '1.00' });
    const r2 = await refunded(m2, op2.cookie, { amount: '20.00', refund: '2.00' });
    const rOut = await refunded(outsider.merchant, outsider.cookie, { amount: '30.00', refund: '3.00' });

    const { cookie } = await newOperator(s, { merchant: group });
    const { rows } = await exportOf(cookie, {}, '/blocMer');
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [r2.refund.refundId, m2.merchantNo],
      [r1.refund.refundId, m1.merchantNo],
    ]);
    expect(JSON.stringify(rows)).not.toContain(rOut.refund.refundId);
    // a member sees only its own refunds and has no group family
    expect((await exportOf(op1.cookie, {})).rows.slice(1).map((r) => r[0])).toEqual([r1.refund.refundId]);
    expect((await s.api('POST', '/blocMer/refund/export', { cookie: op1.cookie, body: {} })).status).toBe(403);
  });
});
