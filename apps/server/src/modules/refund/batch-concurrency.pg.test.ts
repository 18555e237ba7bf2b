import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { paymentClient } from '../../../test/payment-api.ts';
import { uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import * as ledger from '../ledger/service.ts';
import * as imports from '../imports/service.ts';
import { REFUND_IMPORT } from './batch.ts';

const s = useTestServer();
const HEADER = ['Transaction ID', 'Refund amount', 'Refund reason'];

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const pay = async (amount: string, currency = 'USD') => (await c.pay('4242424242424242', { amount, currency })).body.data.transactionId as string;
  const upload = async (rows: string[][]) => {
    const up = await uploadFile(s, '/refund/batch/upload', op.cookie, await xlsxOf(HEADER, rows), 'refunds.xlsx');
    await imports.parseImport(s.deps.db, s.deps.files, REFUND_IMPORT, up.body.data.id, () => s.clock.now);
    const b = (await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie })).body.data;
    expect(b.status).toBe('succeeded');
    return b as { id: number; batchNo: string };
  };
  const confirm = (id: number, key: string = crypto.randomUUID()) =>
    s.api('POST', '/refund/batch/confirm', { cookie: op.cookie, body: { id }, headers: { 'idempotency-key': key } });
  const refundable = async (id: string) => (await s.api('GET', `/refund/refundable?transactionId=${id}`, { cookie: op.cookie })).body.data.refundable as string;
  const refundsOf = async (id: string) => (await s.api('GET', `/refund/list?transactionId=${id}`, { cookie: op.cookie })).body.data.total as number;
  return { pay, upload, confirm, refundable, refundsOf };
}

type Result = { transactionId: string; refund: { amount: string } | null; error: string | null };
const verify = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

/** Confirms at the same moment through the real route: only PostgreSQL has the concurrency to show (PGlite runs one at a time). */
describe('batch refund confirmation under concurrency (PostgreSQL)', () => {
  it('one file confirmed by several clicks at once (new keys and a repeated key) is refunded once', async () => {
    const { pay, upload, confirm, refundable, refundsOf } = await setup();
    const a = await pay('100.00');
    const b = await pay('40.00');
    const batch = await upload([
      [a, '60.00', 'Returned'],
      [b, '40.00', 'Returned'],
    ]);
    const key = crypto.randomUUID();
    const answers = await Promise.all([confirm(batch.id), confirm(batch.id), confirm(batch.id, key), confirm(batch.id, key), confirm(batch.id, key)]);
    const confirmed = answers.filter((r) => r.status === 200);
    // one confirmation did the work; a replay of its key may show the same answer
    expect(new Set(confirmed.map((r) => r.body.data.confirmedAt)).size).toBe(1);
    for (const r of confirmed) expect(r.body.data.results.map((x: Result) => x.refund?.amount)).toEqual(['60.00', '40.00']);
    // the others say the file was confirmed (or, for the repeated key, that its first request is still running)
    for (const r of answers.filter((x) => x.status !== 200)) expect([Codes.BATCH_CONFIRMED.code, Codes.DUPLICATE_REQUEST.code]).toContain(r.body.respCode);
    expect(answers.filter((r) => r.body.respCode === Codes.BATCH_CONFIRMED.code).length).toBeGreaterThanOrEqual(1);
    expect(await refundable(a)).toBe('40.00');
    expect(await refundable(b)).toBe('0.00');
    expect([await refundsOf(a), await refundsOf(b)]).toEqual([1, 1]);
    await verify();
  });

  it('two files refunding the same payments, confirmed at once: never beyond the refundable amount, the later rows refused with the reason', async () => {
    const { pay, upload, confirm, refundable, refundsOf } = await setup();
    const a = await pay('100.00');
    const b = await pay('50.00');
    const e = await pay('80.00', 'EUR');
    // the same payments in opposite orders and currencies in opposite orders
    const first = await upload([
      [a, '60.00', 'First file'],
      [e, '50.00', 'First file'],
      [b, '30.00', 'First file'],
    ]);
    const second = await upload([
      [b, '30.00', 'Second file'],
      [e, '50.00', 'Second file'],
      [a, '60.00', 'Second file'],
    ]);
    const answers = await Promise.all([confirm(first.id), confirm(second.id)]);
    for (const r of answers) expect(r.status).toBe(200);
    const rows = answers.flatMap((r) => r.body.data.results as Result[]);
    const left: Record<string, string> = { [a]: '40.00 USD', [b]: '20.00 USD', [e]: '30.00 EUR' };
    for (const id of [a, b, e]) {
      const mine = rows.filter((r) => r.transactionId === id);
      // each payment refunded by exactly one of the files; the other's row says what was left
      expect(mine.filter((r) => r.refund).length).toBe(1);
      expect(mine.find((r) => !r.refund)!.error).toBe(`The refund amount exceeds the refundable amount (${left[id]}).`);
      expect(await refundsOf(id)).toBe(1);
    }
    expect([await refundable(a), await refundable(b), await refundable(e)]).toEqual(['40.00', '20.00', '30.00']);
    await verify();
  });

  it('two files on different payments with their currencies in opposite orders, confirmed at once: both refund everything', async () => {
    const { pay, upload, confirm, refundable } = await setup();
    const [u1, e1, u2, e2] = [await pay('10.00'), await pay('20.00', 'EUR'), await pay('30.00'), await pay('40.00', 'EUR')];
    const first = await upload([
      [u1, '10.00', 'First file'],
      [e1, '20.00', 'First file'],
    ]);
    const second = await upload([
      [e2, '40.00', 'Second file'],
      [u2, '30.00', 'Second file'],
    ]);
    const answers = await Promise.all([confirm(first.id), confirm(second.id)]);
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.body.data.results.map((x: Result) => x.error)).toEqual([null, null]);
    }
    for (const id of [u1, e1, u2, e2]) expect(await refundable(id)).toBe('0.00');
    await verify();
  });

  it('two single refunds of the same payment at once: the one that takes what is left is the full one', async () => {
    const op = await newOperator(s);
    const c = await paymentClient(s, op.merchant.merchantNo);
    const id = (await c.pay('4242424242424242', { amount: '100.00', currency: 'USD' })).body.data.transactionId as string;
    const apply = () =>
      s.api('POST', '/refund/apply', {
        cookie: op.cookie,
        body: { transactionId: id, amount: '50.00', reason: 'Returned' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    const answers = await Promise.all([apply(), apply()]);
    for (const r of answers) expect(r.status).toBe(200);
    expect(answers.map((r) => r.body.data.type).sort()).toEqual(['full', 'partial']);
    await verify();
  });
});
