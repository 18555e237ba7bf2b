import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { exportedRows } from '../../../test/exports.ts';
import { createRole } from '../access/service.ts';
import { generateTraffic } from '../../sandbox/traffic.ts';
import { refundPolicyOf } from '../refund/service.ts';
import * as ledger from '../ledger/service.ts';
import { listTransactions } from './service.ts';

const s = useTestServer();
const DAY = 24 * 3600_000;

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  return { op, c, list: (q: string) => s.api('GET', `/transaction/list?size=100${q}`, { cookie: op.cookie }) };
}

describe('transaction list', () => {
  it('filters by ids, type, status, currency, method, country, amount range, last 4 and dates', async () => {
    const { c, list } = await setup();
    const visa = await c.pay('4242424242424242', { amount: '10.00' });
    const mc = await c.pay('5555555555554444', { amount: '250.00', currency: 'EUR' });
    const declined = await c.pay('4000000000009995', { amount: '99.00' });
    const jpy = await c.pay('3566002020360505', { amount: '5000', currency: 'JPY' });
    const refund = await c.call('POST', `/payments/${visa.body.data.transactionId}/refunds`, { amount: '4.00' });
    const pix = await c.local('pix', 'BRL');

    const ids = async (q: string) => (await list(q)).body.data.content.map((t: { transactionId: string }) => t.transactionId).sort();
    const all = await list('');
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.content[0].transactionId).toBe(pix.body.data.transactionId); // newest first
    expect(await ids(`&transactionId=${mc.body.data.transactionId}`)).toEqual([mc.body.data.transactionId]);
    expect(await ids(`&merchantOrderId=${visa.body.data.merchantOrderId}`)).toEqual([visa.body.data.transactionId, refund.body.data.transactionId].sort());
    expect(await ids(`&originalTransactionId=${visa.body.data.transactionId}`)).toEqual([refund.body.data.transactionId]);
    expect(await ids('&type=refund')).toEqual([refund.body.data.transactionId]);
    expect(await ids('&status=failed')).toEqual([declined.body.data.transactionId]);
    expect(await ids('&status=pending')).toEqual([pix.body.data.transactionId]);
    expect(await ids('&currency=EUR')).toEqual([mc.body.data.transactionId]);
    expect(await ids('&paymentMethod=pix')).toEqual([pix.body.data.transactionId]);
    expect(await ids('&cardCountry=JP')).toEqual([jpy.body.data.transactionId]);
    expect(await ids('&last4=4444')).toEqual([mc.body.data.transactionId]);
    // 50 to 300 in any currency: 250 EUR, 99 USD, 50 BRL; not 5000 JPY, 10 USD or the 4 USD refund
    expect(await ids('&minAmount=50&maxAmount=300')).toEqual(
      [mc.body.data.transactionId, declined.body.data.transactionId, pix.body.data.transactionId].sort(),
    );
    expect((await list('&preset=today')).body.data.total).toBe(6);
    const tomorrow = new Date(s.deps.now().getTime() + DAY).toISOString();
    expect((await list(`&beginTime=${encodeURIComponent(tomorrow)}`)).body.data.total).toBe(0);

    const item = all.body.data.content.find((t: { transactionId: string }) => t.transactionId === mc.body.data.transactionId);
    expect(item).toMatchObject({
      cardNumber: '555555****4444',
      amount: '250.00',
      currency: 'EUR',
      paymentMethod: 'mastercard',
      cardCountry: 'US',
      status: 'succeeded',
    });
    expect((await list('&last4=44')).body.respCode).toBe('11000');
    expect((await list('&minAmount=10&maxAmount=5')).body.respCode).toBe('11000');
  });

  it('counts up to the cap and then says the total is a lower bound; within it the count is exact', async () => {
    const { op, list } = await setup();
    await generateTraffic(s.deps.db, { merchantNo: op.merchant.merchantNo, count: 12, days: 5, now: s.deps.now(), seed: 11, policy: refundPolicyOf(s.deps) });
    const exact = (await list('')).body.data;
    expect(exact.totalCapped).toBe(false);
    expect(exact.total).toBe(exact.content.length);
    const scope = [op.merchant.merchantNo];
    const capped = await listTransactions(s.deps.db, scope, { page: 1, size: 3, now: s.deps.now(), countCap: exact.total - 2 });
    expect(capped).toMatchObject({ total: exact.total - 2, totalCapped: true });
    expect(capped.content.map((t) => t.transactionId)).toEqual(exact.content.slice(0, 3).map((t: { transactionId: string }) => t.transactionId));
    expect(await listTransactions(s.deps.db, scope, { page: 1, size: 3, now: s.deps.now(), countCap: exact.total })).toMatchObject({
      total: exact.total,
      totalCapped: false,
    });
  });

  it('presets count Beijing calendar days', async () => {
    const { op, list } = await setup();
    await generateTraffic(s.deps.db, { merchantNo: op.merchant.merchantNo, count: 40, days: 60, now: s.deps.now(), seed: 7, policy: refundPolicyOf(s.deps) });
    const all = (await list('')).body.data.total;
    const last30 = (await list('&preset=last30')).body.data.total;
    const last7 = (await list('&preset=last7')).body.data.total;
    expect(all).toBeGreaterThanOrEqual(40);
    expect(last30).toBeLessThan(all);
    expect(last7).toBeLessThanOrEqual(last30);
    expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);
  });
});

describe('scoping', () => {
  it('keeps merchants apart and lets a group read its members through /blocMer', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const outsider = await newMerchant(s);
    const t1 = (await (await paymentClient(s, m1.merchantNo)).pay('4242424242424242')).body.data.transactionId;
    const t2 = (await (await paymentClient(s, m2.merchantNo)).pay('4242424242424242')).body.data.transactionId;
    const tOut = (await (await paymentClient(s, outsider.merchantNo)).pay('4242424242424242')).body.data.transactionId;

    const { cookie } = await newOperator(s, { merchant: group });
    const bloc = await s.api('GET', '/blocMer/transaction/list?size=100', { cookie });
    expect(bloc.body.data.content.map((t: { transactionId: string }) => t.transactionId).sort()).toEqual([t1, t2].sort());
    // ?member narrows a family read to one member (route(), the same for every family route)
    const narrowed = await s.api('GET', `/blocMer/transaction/list?member=${m2.merchantNo}`, { cookie });
    expect(narrowed.body.data.content.map((t: { transactionId: string }) => t.transactionId)).toEqual([t2]);
    const outside = await s.api('GET', `/blocMer/transaction/list?member=${outsider.merchantNo}`, { cookie });
    expect(outside.body.respCode).toBe('11000');
    expect(outside.body.respMsg).toContain('Member merchant');
    expect((await s.api('GET', `/blocMer/transaction/detail?transactionId=${t1}&member=${m2.merchantNo}`, { cookie })).status).toBe(404);
    // the export of a member's rows holds that member's only
    const task = (await s.api('POST', `/blocMer/transaction/export?member=${m1.merchantNo}`, { cookie, body: {} })).body.data;
    const rows = await exportedRows(s, cookie, task.id);
    expect(rows.slice(1).map((r) => r[0])).toEqual([t1]);
    // on a merchant's own path there is no family to narrow: the parameter is not taken
    const member0 = await newOperator(s, { merchant: m1 });
    expect(
      (await s.api('GET', `/transaction/list?member=${m2.merchantNo}`, { cookie: member0.cookie })).body.data.content.map(
        (t: { transactionId: string }) => t.transactionId,
      ),
    ).toEqual([t1]);
    expect((await s.api('GET', `/blocMer/transaction/detail?transactionId=${t1}`, { cookie })).body.data.merchantNo).toBe(m1.merchantNo);
    expect((await s.api('GET', `/blocMer/transaction/detail?transactionId=${tOut}`, { cookie })).status).toBe(404);

    const member = await newOperator(s, { merchant: m1 });
    const own = await s.api('GET', '/transaction/list', { cookie: member.cookie });
    expect(own.body.data.content.map((t: { transactionId: string }) => t.transactionId)).toEqual([t1]);
    expect((await s.api('GET', `/transaction/detail?transactionId=${t2}`, { cookie: member.cookie })).status).toBe(404);
    expect((await s.api('GET', '/blocMer/transaction/list', { cookie: member.cookie })).status).toBe(403);
  });

  it('needs the transaction:query code; export needs its button code', async () => {
    const m = await newMerchant(s);
    const role = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'Viewer', resourceCodes: ['transaction:query'] });
    const { cookie } = await newOperator(s, { merchant: m, roleId: role.id });
    expect((await s.api('GET', '/transaction/list', { cookie })).status).toBe(200);
    expect((await s.api('POST', '/transaction/export', { cookie, body: {} })).status).toBe(403);
    const none = await createRole(s.deps.db, { merchantNo: m.merchantNo, name: 'None', resourceCodes: ['content:notice'] });
    expect((await s.api('GET', '/transaction/list', { cookie: (await newOperator(s, { merchant: m, roleId: none.id })).cookie })).status).toBe(403);
  });
});

describe('detail, columns and export', () => {
  it('shows every field, the refunds and the timeline', async () => {
    const { op, c } = await setup();
    const sale = await c.pay('4000000000003220', {
      amount: '60.00',
      customerIp: '203.0.113.9',
      userAgent: 'Shop/1.0',
      billingAddress: { line1: '1 Harbour Rd', city: 'Hong Kong', country: 'HK' },
      shippingAddress: { line1: '2 Queen St', city: 'Auckland', country: 'NZ' },
    });
    const id = sale.body.data.transactionId;
    await c.call('POST', `/payments/${id}/refunds`, { amount: '20.00' });
    const d = (await s.api('GET', `/transaction/detail?transactionId=${id}`, { cookie: op.cookie })).body.data;
    expect(d).toMatchObject({
      eci: '05',
      threeDs: 'passed',
      ip: '203.0.113.9',
      userAgent: 'Shop/1.0',
      refundState: 'partial',
      refundedAmount: '20.00',
      cardNumber: '400000****3220',
    });
    expect(d.billingAddress.city).toBe('Hong Kong');
    expect(d.arn).toMatch(/^\d{23}$/);
    expect(d.channelRequestId).toMatch(/^CRQ/);
    expect(d.responseCode).toBe('00');
    expect(d.refunds).toHaveLength(1);
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'succeeded', 'refundRequested', 'refunded']);
  });

  it('exports the filtered list to the download center with masked cards', async () => {
    const { op, c } = await setup();
    await c.pay('4242424242424242', { amount: '1.00' });
    await c.pay('5555555555554444', { amount: '2.00', currency: 'EUR' });
    const task = (await s.api('POST', '/transaction/export', { cookie: op.cookie, body: { currency: 'EUR' } })).body.data;
    expect(task.fileName).toMatch(/^Transactions-\d{8}-\d{6}\.xlsx$/);
    const rows = await exportedRows(s, op.cookie, task.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('555555****4444');
    expect(rows[1]).toContain('EUR');
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
  });
});
