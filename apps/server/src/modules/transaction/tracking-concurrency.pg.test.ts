import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import * as imports from '../imports/service.ts';
import { TRACKING_IMPORT } from './tracking.ts';

const s = useTestServer();
const HEADER = ['Transaction ID', 'Tracking number', 'Carrier'];

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const a = (await c.pay('4242424242424242', { amount: '20.00' })).body.data.transactionId as string;
  const b = (await c.pay('4242424242424242', { amount: '30.00' })).body.data.transactionId as string;
  const up = await uploadFile(
    s,
    '/transaction/tracking/batch/upload',
    op.cookie,
    await xlsxOf(HEADER, [
      [a, 'TRK-1', 'UPS'],
      [b, 'TRK-2', 'DHL'],
    ]),
    'tracking.xlsx',
  );
  const id = up.body.data.id as number;
  const parse = () => imports.parseImport(s.deps.db, s.deps.files, TRACKING_IMPORT, id, () => s.clock.now);
  const detail = async () => (await s.api('GET', `/transaction/tracking/batch/detail?id=${id}`, { cookie: op.cookie })).body.data;
  const trackingOf = async (t: string) =>
    (await s.api('GET', `/transaction/detail?transactionId=${t}`, { cookie: op.cookie })).body.data.trackingNumber as string | null;
  const auditCount = async (t: string) =>
    (
      await s.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'transaction.tracking'), eq(auditLog.target, t)))
    ).length;
  return { a, b, parse, detail, trackingOf, auditCount };
}

/** The parse job and the sweep may pick up one file at the same time: only PostgreSQL runs them truly side by side. */
describe('tracking number files under concurrency (PostgreSQL)', () => {
  it('a file parsed by several workers at once is applied once', async () => {
    const { a, b, parse, detail, trackingOf, auditCount } = await setup();
    await Promise.all([parse(), parse(), parse()]);
    expect(await detail()).toMatchObject({ status: 'succeeded', rowCount: 2, errorCount: 0 });
    expect([await trackingOf(a), await trackingOf(b)]).toEqual(['TRK-1', 'TRK-2']);
    expect([await auditCount(a), await auditCount(b)]).toEqual([1, 1]);
  });
});
