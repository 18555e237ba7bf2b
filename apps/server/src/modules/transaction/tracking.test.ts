import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { sheetRows, uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { createRole } from '../access/service.ts';
import * as imports from '../imports/service.ts';
import { TRACKING_IMPORT } from './tracking.ts';

const s = useTestServer();
const HEADER = ['Transaction ID', 'Tracking number', 'Carrier'];

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const pay = async (amount = '20.00') => (await c.pay('4242424242424242', { amount })).body.data.transactionId as string;
  const detail = async (id: string) => (await s.api('GET', `/transaction/detail?transactionId=${id}`, { cookie: op.cookie })).body.data;
  const upload = async (rows: string[][], header = HEADER) => {
    const up = await uploadFile(s, '/transaction/tracking/batch/upload', op.cookie, await xlsxOf(header, rows), 'tracking.xlsx');
    expect(up.body.data.status).toBe('to_be_parsed');
    await imports.parseImport(s.deps.db, s.deps.files, TRACKING_IMPORT, up.body.data.id, () => s.clock.now);
    return (await s.api('GET', `/transaction/tracking/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie })).body.data;
  };
  return { op, pay, detail, upload };
}

describe('tracking numbers', () => {
  it('adds and changes the tracking number of a payment, audited; refuses bad numbers, refunds and other merchants’ payments', async () => {
    const { op, pay, detail } = await setup();
    const id = await pay();
    const save = (body: Record<string, unknown>, cookie = op.cookie) => s.api('POST', '/transaction/tracking/save', { cookie, body });
    const first = await save({ transactionId: id, trackingNumber: 'JD0001-AB', trackingCarrier: 'DHL' });
    expect(first.status).toBe(200);
    expect(await detail(id)).toMatchObject({ trackingNumber: 'JD0001-AB', trackingCarrier: 'DHL' });
    expect((await save({ transactionId: id, trackingNumber: '9400111', trackingCarrier: 'Local courier Ltd' })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ trackingNumber: '9400111', trackingCarrier: 'Local courier Ltd' });
    const rows = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transaction.tracking'), eq(auditLog.target, id)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => (r.summary as { before: { number: string | null } }).before.number)).toEqual([null, 'JD0001-AB']);

    const bad = await save({ transactionId: id, trackingNumber: 'AB 12', trackingCarrier: 'DHL' });
    expect(bad.body.data.fieldErrors[0].message).toBe('A tracking number has 1 to 64 letters, digits or dashes');
    expect((await save({ transactionId: id, trackingNumber: 'A'.repeat(65), trackingCarrier: 'DHL' })).body.respCode).toBe('11000');
    expect((await save({ transactionId: id, trackingNumber: 'ABC', trackingCarrier: 'C'.repeat(65) })).body.respCode).toBe('11000');
    expect((await detail(id)).trackingNumber).toBe('9400111');

    const refund = await s.api('POST', '/refund/apply', {
      cookie: op.cookie,
      body: { transactionId: id, amount: '1.00', reason: 'x' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const onRefund = await save({ transactionId: refund.body.data.refundId, trackingNumber: 'ABC', trackingCarrier: 'DHL' });
    expect(onRefund.body.data.fieldErrors[0].message).toBe('Tracking numbers belong to payments, not refunds');

    const other = await newOperator(s);
    expect((await save({ transactionId: id, trackingNumber: 'ABC', trackingCarrier: 'DHL' }, other.cookie)).status).toBe(404);
    const noButton = await createRole(s.deps.db, { merchantNo: op.merchant.merchantNo, name: 'Query only', resourceCodes: ['transaction:query'] });
    const limited = await newOperator(s, { merchant: op.merchant, roleId: noButton.id });
    expect((await save({ transactionId: id, trackingNumber: 'ABC', trackingCarrier: 'DHL' }, limited.cookie)).status).toBe(403);
  });

  it('applies a clean file; a file with any bad row is failed, applies nothing and reports every bad row', async () => {
    const { op, pay, detail, upload } = await setup();
    const a = await pay();
    const b = await pay();
    const other = await newOperator(s);
    const theirs = (await (await paymentClient(s, other.merchant.merchantNo)).pay('4242424242424242', { amount: '10.00' })).body.data.transactionId as string;

    const failed = await upload([
      [a, 'TRK-1', 'UPS'],
      [b, 'bad number!', 'UPS'],
      [theirs, 'TRK-3', 'UPS'],
      [a, 'TRK-4', ''],
    ]);
    expect(failed).toMatchObject({ status: 'failed', rowCount: 4, errorCount: 3, progress: 100 });
    expect(failed.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [3, 'A tracking number has 1 to 64 letters, digits or dashes'],
      [4, `Transaction ${theirs} was not found`],
      [5, 'This field is required'],
    ]);
    expect((await detail(a)).trackingNumber).toBeNull();
    const report = await sheetRows(s, `/transaction/tracking/batch/report?id=${failed.id}`, op.cookie);
    expect(report.map((r) => r[0])).toEqual(['Row', '3', '4', '5']);

    const ok = await upload([
      [a.toLowerCase(), 'TRK-1', 'UPS'],
      [b, 'TRK-2', 'Royal Mail'],
    ]);
    expect(ok).toMatchObject({ status: 'succeeded', rowCount: 2, errorCount: 0 });
    expect(await detail(a)).toMatchObject({ trackingNumber: 'TRK-1', trackingCarrier: 'UPS' });
    expect(await detail(b)).toMatchObject({ trackingNumber: 'TRK-2', trackingCarrier: 'Royal Mail' });
    // applied: it cannot be cancelled
    expect(
      (await s.api('GET', '/upload/list?kind=tracking-batch', { cookie: op.cookie })).body.data.content.map(
        (r: { status: string; reportUrl: string | null }) => [r.status, r.reportUrl],
      ),
    ).toEqual([
      ['succeeded', null],
      ['failed', `/api/transaction/tracking/batch/report?id=${failed.id}`],
    ]);

    const notTemplate = await upload([[a, 'X', 'Y']], ['Order', 'Number', 'Courier']);
    expect(notTemplate.errors[0].message).toBe('Uploaded file does not match the template');
    // the Chinese template is a template too
    const zh = await upload([[a, 'TRK-9', 'SF Express']], ['交易流水号', '物流单号', '物流公司']);
    expect(zh.status).toBe('succeeded');
  });
});
