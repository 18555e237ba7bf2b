import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { formOf, postForm } from '../../../test/multipart-form.ts';
import { createRole } from '../access/service.ts';
import { disputeSetup } from './test-kit.ts';

const s = useTestServer({}, { work: false });
const DAY = 86_400_000;

type Row = { chargebackId: string; round: number; status: string; documents: number; lastEditor: string | null; editable: boolean; merchantNo: string };

describe('the rebuttal list (transaction/appeal)', () => {
  it('lists every round newest first with its chargeback, documents count and last editor; filters and pages', async () => {
    const t = await disputeSetup(s, { name: 'Ada Lin' });
    const list = async (q = '', cookie = t.op.cookie) => {
      const r = await s.api('GET', `/chargeback/rebuttal/list${q}`, { cookie });
      expect(r.body.respCode, r.body.respMsg).toBe('20000');
      return r.body.data as { content: Row[]; total: number; page: number; size: number };
    };
    const ids = (p: { content: Row[] }) => p.content.map((r) => [r.chargebackId, r.round, r.status]);

    // a chargeback without a rebuttal is not a row
    await t.raised(await t.pay('10.00'));
    expect((await list()).total).toBe(0);

    const draft = await t.raised(await t.pay('20.00'), { reasonCode: '13.1', amount: '12.50' });
    await t.post('/chargeback/rebuttal/draft', { chargebackId: draft, description: 'Delivered', evidence: { shipping_tracking: 'UPS 1Z' } });
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const body = Buffer.from(await doc.save());
    const up = await postForm(
      s,
      '/chargeback/rebuttal/documents',
      formOf([
        { field: 'chargebackId', value: draft },
        { field: 'section', value: 'delivery_proof' },
        { field: 'files', fileName: 'pod.pdf', body },
        { field: 'files', fileName: 'signed.pdf', body },
      ]),
      { cookie: t.op.cookie },
    );
    expect(up.status).toBe(200);
    s.clock.advance(1000);
    const twice = await t.raised(await t.pay('30.00'), { reasonCode: '10.4' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: twice, description: 'Passed 3DS' });
    await t.decide(twice, 'lost');
    s.clock.advance(1000);
    await t.post('/chargeback/rebuttal/draft', { chargebackId: twice, description: 'Pre-arbitration notes' });

    const all = await list();
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([
      [twice, 2, 'draft'],
      [twice, 1, 'lost'],
      [draft, 1, 'draft'],
    ]);
    const [second, first, open] = all.content as Array<Row & Record<string, unknown>>;
    expect(open).toMatchObject({
      amount: '12.50',
      currency: 'USD',
      reasonCode: '13.1',
      reason: 'Merchandise or services not received',
      editable: true,
      documents: 2,
    });
    expect(open!.lastEditor).toBe('Ada Lin');
    expect(open!.dueAt).not.toBeNull();
    expect(first).toMatchObject({ status: 'lost', editable: false, chargebackStatus: 'lost', lastEditor: 'Ada Lin' });
    expect(first!.submittedAt).not.toBeNull();
    expect(first!.decidedAt).not.toBeNull();
    expect(second).toMatchObject({ editable: true, submittedAt: null, documents: 0 });

    // quick filters, status, round, chargeback ID
    expect(ids(await list('?group=drafts'))).toEqual([
      [twice, 2, 'draft'],
      [draft, 1, 'draft'],
    ]);
    expect((await list('?group=submitted')).total).toBe(0);
    expect(ids(await list('?group=decided'))).toEqual([[twice, 1, 'lost']]);
    expect((await list('?group=decided&status=draft')).total).toBe(0);
    expect(ids(await list('?status=lost'))).toEqual([[twice, 1, 'lost']]);
    expect(ids(await list('?round=2'))).toEqual([[twice, 2, 'draft']]);
    expect(ids(await list(`?chargebackId=${draft}`))).toEqual([[draft, 1, 'draft']]);
    // the date range is the rebuttal's start
    const created = new Date(open!.createdAt as string).getTime();
    const after = new Date(created + 1).toISOString();
    expect((await list(`?beginTime=${after}`)).total).toBe(2);
    expect(ids(await list(`?endTime=${after}`))).toEqual([[draft, 1, 'draft']]);
    expect((await list('?preset=today')).total).toBe(3);
    const bad = await s.api('GET', '/chargeback/rebuttal/list?round=3', { cookie: t.op.cookie });
    expect(bad.body.data.fieldErrors[0].field).toBe('round');

    // paged on the server, in the same order
    const p1 = await list('?size=2&page=1');
    const p2 = await list('?size=2&page=2');
    expect([...ids(p1), ...ids(p2)]).toEqual(ids(all));
    expect([p1.total, p2.content.length]).toEqual([3, 1]);

    // a submitted draft is no longer editable; a lapsed one neither
    await t.post('/chargeback/rebuttal/submit', { chargebackId: draft });
    expect((await list(`?chargebackId=${draft}`)).content[0]).toMatchObject({ status: 'submitted', editable: false, dueAt: null });
    s.clock.advance(11 * DAY);
    await t.relogin();
    expect((await list(`?chargebackId=${twice}&round=2`)).content[0]).toMatchObject({ status: 'draft', editable: false });
  });

  it("is the merchant's own: another merchant sees none of it; the view code is needed", async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('10.00'));
    await t.post('/chargeback/rebuttal/draft', { chargebackId: cb, description: 'x' });
    const other = await newOperator(s);
    expect((await s.api('GET', '/chargeback/rebuttal/list', { cookie: other.cookie })).body.data.total).toBe(0);
    expect((await s.api('GET', `/chargeback/rebuttal/list?chargebackId=${cb}`, { cookie: other.cookie })).body.data.total).toBe(0);

    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'CB viewer', resourceCodes: ['transaction:refuse'] });
    const v = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    expect((await s.api('GET', '/chargeback/rebuttal/list', { cookie: v.cookie })).body.data.total).toBe(1);
    const none = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Nothing', resourceCodes: ['transaction:query'] });
    const n = await newOperator(s, { merchant: t.op.merchant, roleId: none.id });
    expect((await s.api('GET', '/chargeback/rebuttal/list', { cookie: n.cookie })).body.respCode).toBe('00006');
  });

  it("a group account lists its members' rebuttals with their merchant, never an outsider's", async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const m2 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t1 = await disputeSetup(s, { merchant: m1 });
    const t2 = await disputeSetup(s, { merchant: m2 });
    const a = await t1.raised(await t1.pay('30.00'));
    await t1.post('/chargeback/rebuttal/draft', { chargebackId: a, description: 'one' });
    s.clock.advance(1000);
    const b = await t2.raised(await t2.pay('40.00'));
    await t2.post('/chargeback/rebuttal/submit', { chargebackId: b, description: 'two' });
    const outsider = await disputeSetup(s);
    const theirs = await outsider.raised(await outsider.pay('30.00'));
    await outsider.post('/chargeback/rebuttal/draft', { chargebackId: theirs, description: 'not yours' });

    const { cookie } = await newOperator(s, { merchant: group });
    const r = await s.api('GET', '/blocMer/chargeback/rebuttal/list', { cookie });
    expect(r.body.data.content.map((i: Row) => [i.chargebackId, i.merchantNo, i.status])).toEqual([
      [b, m2.merchantNo, 'submitted'],
      [a, m1.merchantNo, 'draft'],
    ]);
    expect((await s.api('GET', '/blocMer/chargeback/rebuttal/list?group=drafts', { cookie })).body.data.total).toBe(1);
    expect((await s.api('GET', `/blocMer/chargeback/rebuttal/list?chargebackId=${theirs}`, { cookie })).body.data.total).toBe(0);
    // a member sees only its own
    expect((await s.api('GET', '/chargeback/rebuttal/list', { cookie: t1.op.cookie })).body.data.content.map((i: Row) => i.chargebackId)).toEqual([a]);
  });
});
