import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { MerchantType } from '@crossbill/contracts/merchant';
import { paymentClient } from '../../../test/payment-api.ts';
import { sheetRows, uploadFile, xlsxOf } from '../../../test/xlsx-upload.ts';
import { Codes } from '@crossbill/contracts/codes';
import { t } from '../../platform/i18n.ts';
import { createRole } from '../access/service.ts';
import * as ledger from '../ledger/service.ts';
import * as imports from '../imports/service.ts';
import { REFUND_IMPORT } from './batch.ts';

// review above 1000 USD in these tests
const s = useTestServer({ REFUND_REVIEW_THRESHOLD_USD: '1000.00' });
const HEADER = ['Transaction ID', 'Refund amount', 'Refund reason'];

async function setup() {
  const op = await newOperator(s);
  const c = await paymentClient(s, op.merchant.merchantNo);
  const pay = async (amount: string, o: Record<string, unknown> = {}, card = '4242424242424242') =>
    (await c.pay(card, { amount, ...o })).body.data.transactionId as string;
  const upload = async (rows: string[][], header = HEADER) => {
    const up = await uploadFile(s, '/refund/batch/upload', op.cookie, await xlsxOf(header, rows), 'refunds.xlsx');
    expect(up.body.data.status).toBe('to_be_parsed');
    await imports.parseImport(s.deps.db, s.deps.files, REFUND_IMPORT, up.body.data.id, () => s.clock.now);
    return (await s.api('GET', `/refund/batch/detail?id=${up.body.data.id}`, { cookie: op.cookie })).body.data;
  };
  const confirm = (id: number, key: string = crypto.randomUUID()) =>
    s.api('POST', '/refund/batch/confirm', { cookie: op.cookie, body: { id }, headers: { 'idempotency-key': key } });
  return { op, c, pay, upload, confirm };
}

const verify = async () => expect((await ledger.verifyLedger(s.deps.db)).problems).toEqual([]);

describe('batch refund by file', () => {
  it('reports every bad row: not found (also another merchant’s), not refundable, bad amounts, above what remains counting earlier rows, duplicates', async () => {
    const { pay, upload, op } = await setup();
    const usd = await pay('100.00');
    const jpy = await pay('5000', { currency: 'JPY' }, '3566002020360505');
    const declined = await pay('10.00', {}, '4000000000000002');
    const other = await newOperator(s);
    const theirs = (await (await paymentClient(s, other.merchant.merchantNo)).pay('4242424242424242', { amount: '10.00' })).body.data.transactionId as string;
    const b = await upload([
      [usd, '60.00', 'Returned'], // row 2: fine
      [usd, '40.01', 'Second part'], // row 3: 40.00 left after row 2
      [usd, '60.00', 'Returned'], // row 4: repeats row 2
      [theirs, '1.00', 'Not mine'], // row 5
      ['NOSUCHTX123', '1.00', 'Typo'], // row 6
      [declined, '1.00', 'Declined'], // row 7
      [usd, '1.234', 'Decimals'], // row 8
      [jpy, '10.5', 'Yen'], // row 9
      [usd, 'abc', 'Letters'], // row 10
      [usd, '5.00', ''], // row 11
      [usd, '-5', '=HYPERLINK("http://x")'], // row 12: cells a spreadsheet would run
    ]);
    expect(b.status).toBe('failed');
    expect(b.progress).toBe(100);
    const byRow = (row: number) => b.errors.filter((e: { row: number }) => e.row === row).map((e: { message: string }) => e.message);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual(['The refund amount exceeds the refundable amount (40.00 USD).']);
    expect(byRow(4)[0]).toBe('This row repeats row 2');
    expect(byRow(5)).toEqual([`Transaction ${theirs} was not found`]);
    expect(byRow(6)).toEqual(['Transaction NOSUCHTX123 was not found']);
    expect(byRow(7)).toEqual([`Transaction ${declined} cannot be refunded (not a successful payment)`]);
    expect(byRow(8)).toEqual([t('en', 'money.tooManyDecimals', { max: 2 })]);
    expect(byRow(9)).toEqual([t('en', 'money.integerOnly')]);
    expect(byRow(10)).toEqual([t('en', 'money.notNumeric')]);
    expect(byRow(11)).toEqual(['This field is required']);
    const report = await sheetRows(s, `/refund/batch/report?id=${b.id}`, op.cookie);
    expect(report[0]).toEqual(['Row', ...HEADER, 'Errors']);
    expect(report.map((r) => r[0])).toEqual(['Row', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    // written as text, never as formulas
    expect(report.at(-1)!.slice(2, 4)).toEqual(["'-5", `'=HYPERLINK("http://x")`]);
    // nothing was refunded, and a failed file cannot be confirmed
    expect((await s.api('GET', `/refund/refundable?transactionId=${usd}`, { cookie: op.cookie })).body.data.refundable).toBe('100.00');
  });

  it('refuses a file that is not the template, and a file that is not an xlsx', async () => {
    const { upload, op } = await setup();
    const b = await upload([['X', '1.00', 'R']], ['Order', 'Money', 'Why']);
    expect(b.status).toBe('failed');
    expect(b.errors[0].message).toBe('Uploaded file does not match the template');
    const report = await sheetRows(s, `/refund/batch/report?id=${b.id}`, op.cookie);
    expect(report[1]).toContain('Uploaded file does not match the template');
    const csv = await uploadFile(s, '/refund/batch/upload', op.cookie, Buffer.from('a,b,c\n'), 'refunds.csv');
    expect(csv.body.respMsg).toBe('Only supports uploading xlsx files');
    const none = await uploadFile(s, '/refund/batch/upload', op.cookie, Buffer.alloc(0), 'refunds.xlsx');
    expect(none.body.respMsg).toBe('Please select a file to upload');
  });

  it('confirms a clean file once: each row refunded through the single refund rules (review above the threshold), totals shown, a second confirm refused', async () => {
    const { pay, upload, confirm, op } = await setup();
    const a = await pay('100.00');
    const big = await pay('3000.00');
    const b = await upload([
      [a, '30.00', 'Part one'],
      [a, '70.00', 'Part two'],
      [big, '2000.00', 'Large'],
    ]);
    expect(b.status).toBe('succeeded');
    expect(b.rows).toHaveLength(3);
    expect(b.totals).toEqual([{ currency: 'USD', amount: '2100.00', count: 3 }]);
    const key = crypto.randomUUID();
    const done = await confirm(b.id, key);
    expect(done.status).toBe(200);
    expect(done.body.data.results.map((r: { refund: { status: string } | null }) => r.refund?.status)).toEqual(['succeeded', 'succeeded', 'pending_review']);
    expect(done.body.data.results[0].refund.batchNo).toBe(b.batchNo);
    // the same key replays; another click (new key) finds it confirmed
    expect((await confirm(b.id, key)).body.data.confirmedAt).toBe(done.body.data.confirmedAt);
    expect((await confirm(b.id)).body.respCode).toBe(Codes.BATCH_CONFIRMED.code);
    const list = await s.api('GET', `/refund/list?transactionId=${a}`, { cookie: op.cookie });
    expect(list.body.data.total).toBe(2);
    expect((await s.api('GET', `/refund/refundable?transactionId=${big}`, { cookie: op.cookie })).body.data.refundable).toBe('1000.00');
    // a confirmed file cannot be cancelled
    expect((await s.api('POST', '/refund/batch/cancel', { cookie: op.cookie, body: { id: b.id } })).body.respCode).toBe('00019|50042');
    await verify();
  });

  it('a second confirmation of the same file, in either language, refunds nothing again and says the file was confirmed', async () => {
    const { pay, upload, confirm, op } = await setup();
    const a = await pay('80.00');
    const b = await upload([
      [a, '30.00', 'First half'],
      [a, '20.00', 'Second half'],
    ]);
    const first = await confirm(b.id);
    expect(first.body.data.results.map((r: { refund: { status: string } | null }) => r.refund?.status)).toEqual(['succeeded', 'succeeded']);
    const state = async () => ({
      refundable: (await s.api('GET', `/refund/refundable?transactionId=${a}`, { cookie: op.cookie })).body.data.refundable,
      refunds: (await s.api('GET', `/refund/list?transactionId=${a}`, { cookie: op.cookie })).body.data.total,
      batch: (await s.api('GET', `/refund/batch/detail?id=${b.id}`, { cookie: op.cookie })).body.data,
    });
    const before = await state();
    expect(before.refundable).toBe('30.00');
    expect(before.refunds).toBe(2);

    const again = await confirm(b.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      respCode: Codes.BATCH_CONFIRMED.code,
      respMsg: 'This file has already been confirmed. Confirming it again changes nothing.',
    });
    await s.api('POST', '/merLogin/switchLanguage', { body: { language: 'zh-cn' }, cookie: op.cookie });
    const zh = await confirm(b.id);
    expect(zh.body).toMatchObject({ respCode: Codes.BATCH_CONFIRMED.code, respMsg: '该文件已确认过，再次确认不会有任何变化。' });
    const after = await state();
    expect(after).toEqual(before);
    await verify();
  });

  it('re-checks rows at confirmation: a row refunded meanwhile is refused, the others go through', async () => {
    const { pay, upload, confirm, op } = await setup();
    const a = await pay('50.00');
    const b2 = await pay('20.00');
    const b = await upload([
      [a, '50.00', 'All'],
      [b2, '20.00', 'All'],
    ]);
    expect(b.status).toBe('succeeded');
    await s.api('POST', '/refund/apply', {
      cookie: op.cookie,
      body: { transactionId: a, amount: '10.00', reason: 'Meanwhile' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const done = await confirm(b.id);
    expect(done.body.data.results[0]).toMatchObject({ refund: null, error: 'The refund amount exceeds the refundable amount (40.00 USD).' });
    expect(done.body.data.results[1].refund.status).toBe('succeeded');
    await verify();
  });

  it('cancels before confirmation; cancelled files cannot be confirmed; other merchants cannot see them', async () => {
    const { pay, upload, confirm, op } = await setup();
    const a = await pay('50.00');
    const b = await upload([[a, '50.00', 'All']]);
    expect((await s.api('POST', '/refund/batch/cancel', { cookie: op.cookie, body: { id: b.id } })).status).toBe(200);
    expect((await confirm(b.id)).body.respCode).toBe('00019|50042');
    const other = await newOperator(s);
    expect((await s.api('GET', `/refund/batch/detail?id=${b.id}`, { cookie: other.cookie })).status).toBe(404);
    const list = await s.api('GET', '/upload/list?kind=refund-batch', { cookie: op.cookie });
    expect(list.body.data.content[0]).toMatchObject({ kind: 'refund-batch', reference: b.batchNo, status: 'cancelled' });

    // the batch button is needed for the routes, and for the kind in the upload details
    const pagesOnly = await createRole(s.deps.db, {
      merchantNo: op.merchant.merchantNo,
      name: 'Refund pages only',
      resourceCodes: ['transaction:refund', 'transaction:query', 'content:upload'],
    });
    const limited = await newOperator(s, { merchant: op.merchant, roleId: pagesOnly.id });
    expect((await uploadFile(s, '/refund/batch/upload', limited.cookie, await xlsxOf(HEADER, [[a, '1.00', 'x']]))).status).toBe(403);
    expect(
      (
        await s.api('POST', '/refund/batch/selection', {
          cookie: limited.cookie,
          body: { reason: 'x', items: [{ transactionId: a, amount: '1.00' }] },
          headers: { 'idempotency-key': crypto.randomUUID() },
        })
      ).status,
    ).toBe(403);
    expect((await s.api('GET', '/upload/list', { cookie: limited.cookie })).body.data.total).toBe(0);
  });
});

describe('batch refund of a selection', () => {
  it('refunds each selected transaction, reports refused rows with the reason, needs a selection', async () => {
    const { pay, op } = await setup();
    const a = await pay('25.00');
    const b = await pay('30.00');
    const other = await newOperator(s);
    const theirs = (await (await paymentClient(s, other.merchant.merchantNo)).pay('4242424242424242', { amount: '10.00' })).body.data.transactionId as string;
    // what each selected one may still refund: another merchant's is left out
    const many = await s.api('GET', `/refund/batch/refundable?transactionIds=${a},${b},${theirs}`, { cookie: op.cookie });
    expect(many.body.data.map((i: { transactionId: string; refundable: string }) => [i.transactionId, i.refundable])).toEqual([
      [a, '25.00'],
      [b, '30.00'],
    ]);
    const send = (body: Record<string, unknown>) =>
      s.api('POST', '/refund/batch/selection', { cookie: op.cookie, body, headers: { 'idempotency-key': crypto.randomUUID() } });
    const out = await send({
      reason: 'Out of stock',
      items: [
        { transactionId: a, amount: '25.00' },
        { transactionId: b, amount: '31.00' },
        { transactionId: theirs, amount: '10.00' },
      ],
    });
    expect(out.status).toBe(200);
    const [ra, rb, rt] = out.body.data.results;
    expect(ra.refund).toMatchObject({ status: 'succeeded', type: 'full', amount: '25.00' });
    expect(rb).toMatchObject({ refund: null, error: 'The refund amount exceeds the refundable amount (30.00 USD).' });
    expect(rt.refund).toBeNull();
    expect(rt.error).toBeTruthy();
    expect((await s.api('GET', `/refund/refundable?transactionId=${theirs}`, { cookie: other.cookie })).body.data.refundable).toBe('10.00');
    const empty = await send({ reason: 'x', items: [] });
    expect(empty.body.respCode).toBe('11000');
    expect(empty.body.data.fieldErrors[0].message).toBe('Please select items data');
    await verify();
  });
});

describe('refunds from a group view', () => {
  it("refunds members' payments selected in the group's list, each on its member; an outsider's is refused", async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const outsider = await newOperator(s);
    const payOn = async (merchantNo: string, amount: string) =>
      (await (await paymentClient(s, merchantNo)).pay('4242424242424242', { amount })).body.data.transactionId as string;
    const a = await payOn(m1.merchantNo, '20.00');
    const b = await payOn(m2.merchantNo, '30.00');
    const theirs = await payOn(outsider.merchant.merchantNo, '10.00');
    const { cookie } = await newOperator(s, { merchant: group });

    const many = await s.api('GET', `/blocMer/refund/batch/refundable?transactionIds=${a},${b},${theirs}`, { cookie });
    expect(many.body.data.map((i: { transactionId: string }) => i.transactionId)).toEqual([a, b]);
    const out = await s.api('POST', '/blocMer/refund/batch/selection', {
      cookie,
      body: { reason: 'Returned', items: [a, b, theirs].map((transactionId) => ({ transactionId, amount: '5.00' })) },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const [ra, rb, rt] = out.body.data.results;
    expect(ra.refund).toMatchObject({ status: 'succeeded', merchantNo: m1.merchantNo });
    expect(rb.refund).toMatchObject({ status: 'succeeded', merchantNo: m2.merchantNo });
    expect(rt.refund).toBeNull();
    // a single refund from the group's transaction page works the same way
    const single = await s.api('POST', '/blocMer/refund/apply', {
      cookie,
      body: { transactionId: a, amount: '1.00', reason: 'Partial' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(single.body.data).toMatchObject({ merchantNo: m1.merchantNo, amount: '1.00' });
    expect((await s.api('GET', `/blocMer/refund/refundable?transactionId=${a}`, { cookie })).body.data.refundable).toBe('14.00');
    expect((await s.api('GET', `/blocMer/refund/refundable?transactionId=${theirs}`, { cookie })).status).toBe(404);
    // each member sees its own refunds
    const own = await newOperator(s, { merchant: m2 });
    expect((await s.api('GET', '/refund/list', { cookie: own.cookie })).body.data.content.map((r: { transactionId: string }) => r.transactionId)).toEqual([b]);
    await verify();
  });
});
