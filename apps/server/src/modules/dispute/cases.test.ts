import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { formOf, postForm } from '../../../test/multipart-form.ts';
import { createRole } from '../access/service.ts';
import { disputeSetup, verifyLedger } from './test-kit.ts';

// fee 15 USD, penalty 500 USD (the defaults); jobs run only when a test calls them
const s = useTestServer({}, { work: false });
const MINUTE = 60_000;

type Item = { transactionId: string; stage: string; outcome: string; disputedAmount: string; nextDueAt: string | null };
type Event = {
  kind: string;
  ref: string;
  actorName: string | null;
  amount: string | null;
  dueAt: string | null;
  documents: Array<{ name: string; documentId: number }>;
};

async function pdf(): Promise<Buffer> {
  const d = await PDFDocument.create();
  d.addPage([200, 200]);
  return Buffer.from(await d.save({ useObjectStreams: false }));
}

describe('the dispute case list', () => {
  it('one case per disputed payment with its stage, outcome and next due date, latest activity first; filters and pages', async () => {
    const t = await disputeSetup(s);
    const list = async (q = '', cookie = t.op.cookie) =>
      (await s.api('GET', `/dispute/case/list${q}`, { cookie })).body.data as { total: number; content: Item[] };
    await t.pay('9.00'); // never disputed: no case
    const inquiryOnly = await t.pay('10.00');
    await t.raise(inquiryOnly, { kind: 'inquiry', reasonCode: '13.1' });
    s.clock.advance(MINUTE);
    const accepted = await t.pay('20.00');
    const a1 = await t.raised(accepted, { reasonCode: '13.1', amount: '5.00' });
    await t.raised(accepted, { reasonCode: '13.1', amount: '7.00' });
    await t.post('/chargeback/accept', { chargebackId: a1 });
    s.clock.advance(MINUTE);
    const second = await t.pay('30.00');
    const cb = await t.raised(second, { reasonCode: '13.1' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered' });
    await t.decide(cb, 'lost');

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.content.map((i) => [i.transactionId, i.stage, i.outcome, i.disputedAmount])).toEqual([
      [second, 'pre_arbitration', 'open', '30.00'],
      [accepted, 'chargeback', 'open', '12.00'],
      [inquiryOnly, 'inquiry', 'open', '10.00'],
    ]);
    // the inquiry's 7 days, the open chargeback's 10, the second-rebuttal window's 10 from the loss
    const [c0, c1, c2] = all.content;
    expect(new Date(c2!.nextDueAt!).getTime() - new Date(c1!.nextDueAt!).getTime()).toBe(-3 * 86_400_000 - MINUTE);
    expect(c0!.nextDueAt).not.toBeNull();
    expect((await list('?stage=inquiry')).content.map((i) => i.transactionId)).toEqual([inquiryOnly]);
    expect((await list(`?transactionId=${accepted}`)).total).toBe(1);
    expect((await list('?page=2&size=2')).content.map((i) => i.transactionId)).toEqual([inquiryOnly]);
    expect((await list('?page=3&size=2')).total).toBe(3);
    expect((await list('?outcome=lost')).total).toBe(0);

    // the accepted payment's other chargeback is accepted too: the case closes, the outcome is the acceptance
    const open = (await s.api('GET', `/chargeback/list?transactionId=${accepted}&group=received`, { cookie: t.op.cookie })).body.data.content[0];
    await t.post('/chargeback/accept', { chargebackId: open.chargebackId });
    expect((await list('?stage=closed')).content.map((i) => [i.transactionId, i.outcome, i.nextDueAt])).toEqual([[accepted, 'accepted', null]]);
    // an opening date range: today's cases, none tomorrow
    expect((await list('?preset=today')).total).toBe(3);
    expect((await list(`?beginTime=${new Date(s.deps.now().getTime() + 86_400_000).toISOString()}`)).total).toBe(0);
  });

  it('is scoped: another merchant sees none; a group sees its members; the permission code is needed', async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t1 = await disputeSetup(s, { merchant: m1 });
    const id = await t1.pay('30.00');
    await t1.raised(id);
    const outsider = await disputeSetup(s);
    const theirs = await outsider.pay('40.00');
    await outsider.raised(theirs);
    const { cookie } = await newOperator(s, { merchant: group });
    const g = (await s.api('GET', '/blocMer/dispute/case/list', { cookie })).body.data;
    expect(g.content.map((i: { transactionId: string; merchantNo: string }) => [i.transactionId, i.merchantNo])).toEqual([[id, m1.merchantNo]]);
    expect((await s.api('GET', `/blocMer/dispute/case/detail?transactionId=${id}`, { cookie })).body.data.payment.merchantNo).toBe(m1.merchantNo);
    expect((await s.api('GET', `/blocMer/dispute/case/detail?transactionId=${theirs}`, { cookie })).status).toBe(404);
    expect((await s.api('GET', `/dispute/case/detail?transactionId=${id}`, { cookie: outsider.op.cookie })).status).toBe(404);
    expect((await s.api('GET', '/dispute/case/list', { cookie: outsider.op.cookie })).body.data.total).toBe(1);
    // a payment without any dispute has no case
    expect((await s.api('GET', `/dispute/case/detail?transactionId=${await outsider.pay('1.00')}`, { cookie: outsider.op.cookie })).status).toBe(404);

    const role = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Chargebacks only', resourceCodes: ['transaction:refuse'] });
    const v = await newOperator(s, { merchant: m1, roleId: role.id });
    expect((await s.api('GET', '/dispute/case/list', { cookie: v.cookie })).body.respCode).toBe('00006');
    expect((await s.api('GET', `/dispute/case/detail?transactionId=${id}`, { cookie: v.cookie })).body.respCode).toBe('00006');
    const viewer = await createRole(s.deps.db, { merchantNo: m1.merchantNo, name: 'Cases', resourceCodes: ['transaction:dispute'] });
    const w = await newOperator(s, { merchant: m1, roleId: viewer.id });
    expect((await s.api('GET', '/dispute/case/list', { cookie: w.cookie })).body.data.total).toBe(1);
  });
});

describe('the case file', () => {
  it('merges inquiries, both chargeback rounds with their documents, the penalty and refunds on one timeline; totals match the ledger', async () => {
    const t = await disputeSetup(s);
    await t.fund();
    const id = await t.pay('100.00');
    const before = (await t.bucket('available')) + (await t.bucket('to_be_settled'));
    const inquiry = (await t.raise(id, { kind: 'inquiry', reasonCode: '13.1' })).body.data.inquiryId as string;
    s.clock.advance(MINUTE);
    await t.post('/chargeback/inquiry/answer', { inquiryId: inquiry, response: 'Delivered on time.' });
    s.clock.advance(MINUTE);
    const refund = await s.api('POST', '/refund/apply', {
      cookie: t.op.cookie,
      body: { transactionId: id, amount: '10.00', reason: 'Goodwill' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.body.respCode).toBe('20000');
    s.clock.advance(MINUTE);
    const cb = await t.raised(id, { reasonCode: '13.1', amount: '60.00' });
    s.clock.advance(MINUTE);
    const up = await postForm(
      s,
      '/chargeback/rebuttal/documents',
      formOf([
        { field: 'chargebackId', value: cb },
        { field: 'section', value: 'shipping_tracking' },
        { field: 'files', fileName: 'tracking.pdf', body: await pdf() },
      ]),
      { cookie: t.op.cookie },
    );
    expect(up.body.respCode).toBe('20000');
    s.clock.advance(MINUTE);
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered' });
    s.clock.advance(MINUTE);
    await t.decide(cb, 'lost', 'Not enough');
    s.clock.advance(MINUTE);
    await t.post('/chargeback/rebuttal/second', { chargebackId: cb, description: 'Pre-arbitration', acknowledgePenalty: true });
    s.clock.advance(MINUTE);
    await t.decide(cb, 'lost', 'Upheld');
    await verifyLedger(s);

    const r = await s.api('GET', `/dispute/case/detail?transactionId=${id}`, { cookie: t.op.cookie });
    expect(r.body.respCode, r.body.respMsg).toBe('20000');
    const d = r.body.data;
    expect(d).toMatchObject({ stage: 'closed', outcome: 'lost', nextDueAt: null, penaltyUsd: '500.00', penalty: '500.00', chargebackDays: 10, inquiryDays: 7 });
    expect(d.payment).toMatchObject({ transactionId: id, amount: '100.00', refundedAmount: '10.00', chargebackAmount: '60.00', cardNumber: '424242****4242' });
    // the chargeback and the inquiry in the one shape of the case's items (due dates only while open)
    const reason = 'Merchandise or services not received';
    expect(d.chargebacks).toEqual([{ id: cb, scheme: 'visa', reasonCode: '13.1', reason, amount: '60.00', status: 'lost', round: 2, dueAt: null }]);
    expect(d.inquiries).toEqual([{ id: inquiry, scheme: 'visa', reasonCode: '13.1', reason, amount: '100.00', status: 'answered', round: null, dueAt: null }]);
    const events = d.timeline as Event[];
    expect(events.map((e) => e.kind)).toEqual([
      'inquiryReceived',
      'inquiryAnswered',
      'refundApplied',
      'refundCompleted',
      'chargebackReceived',
      'documentsAdded',
      'rebuttalSubmitted',
      'lost',
      'secondRebuttalSubmitted',
      'lost',
      'penalty',
    ]);
    expect(events[0]).toMatchObject({ ref: inquiry, amount: '100.00' });
    expect(events[1]!.actorName).toBe('Test User');
    expect(events[2]).toMatchObject({ amount: '10.00', actorName: 'Test User' });
    expect(events[4]).toMatchObject({ ref: cb, amount: '60.00' });
    expect(new Date(events[4]!.dueAt!).getTime() - new Date(d.timeline[4].at).getTime()).toBe(10 * 86_400_000);
    expect(events[6]!.documents.map((x) => x.name)).toEqual(['tracking.pdf']);
    expect(events[7]!.dueAt).not.toBeNull();
    expect(events[10]!.amount).toBe('500.00');

    // totals from the chargeback records: what left the balances is the net loss (with the refund beside it)
    expect(d.totals).toEqual({ disputed: '60.00', returned: '0.00', fees: '15.00', penalty: '500.00', netLoss: '575.00', refunded: '10.00' });
    const after = (await t.bucket('available')) + (await t.bucket('to_be_settled'));
    expect(before - 1000n - after).toBe(57500n);

    // the documents download through the case; another payment's id is not found
    const doc = events[6]!.documents[0]!;
    const file = await s.api('GET', `/dispute/case/document?transactionId=${id}&documentId=${doc.documentId}`, { cookie: t.op.cookie });
    expect(file.status).toBe(200);
    expect(String(file.raw.headers['content-disposition'])).toContain('tracking.pdf');
    const other = await t.pay('5.00');
    await t.raised(other);
    expect((await s.api('GET', `/dispute/case/document?transactionId=${other}&documentId=${doc.documentId}`, { cookie: t.op.cookie })).status).toBe(404);
  });

  it('a won chargeback returns its amount: returned and net loss say so', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('100.00');
    const before = await t.bucket('to_be_settled');
    const cb = await t.raised(id, { reasonCode: '10.4', amount: '80.00' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: '3DS passed' });
    await t.decide(cb, 'won', 'Accepted');
    const d = (await s.api('GET', `/dispute/case/detail?transactionId=${id}`, { cookie: t.op.cookie })).body.data;
    expect(d).toMatchObject({ stage: 'closed', outcome: 'won' });
    expect(d.totals).toMatchObject({ disputed: '80.00', returned: '80.00', fees: '15.00', penalty: '0.00', netLoss: '15.00' });
    expect(before - (await t.bucket('to_be_settled'))).toBe(1500n);
    expect((d.timeline as Event[]).map((e) => e.kind)).toEqual(['chargebackReceived', 'rebuttalSubmitted', 'won']);
    await verifyLedger(s);
  });
});
