import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { MerchantType } from '@crossbill/contracts/merchant';
import { newMerchant, newOperator, useTestServer } from '../../../test/fixtures.ts';
import { formOf, postForm, type FormPart } from '../../../test/multipart-form.ts';
import { createRole } from '../access/service.ts';
import { pricingOf } from './money.ts';
import { expireOne, submitRebuttal } from './service.ts';
import * as store from './store.ts';
import { disputeSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer({}, { work: false });

async function pdf(pad = 0, encrypted = false): Promise<Buffer> {
  const d = await PDFDocument.create();
  d.addPage([200, 200]);
  if (encrypted) d.context.trailerInfo.Encrypt = d.context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2 });
  const bytes = Buffer.from(await d.save({ useObjectStreams: false }));
  // a PDF may carry anything after its end marker: padding makes it as large as a test needs
  return pad > 0 ? Buffer.concat([bytes, Buffer.alloc(pad, 0x20)]) : bytes;
}

const MB = 1024 * 1024;

describe('rebuttal documents (spec 5)', () => {
  it('stores PDFs in the draft, refuses fake, encrypted, too many and too large ones naming the field, stores nothing then', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('50.00'), { reasonCode: '13.1' });
    const good = await pdf();
    const upload = (files: Array<{ name: string; body: Buffer }>, section = 'shipping_tracking') =>
      postForm(
        s,
        '/chargeback/rebuttal/documents',
        formOf([
          { field: 'chargebackId', value: cb },
          { field: 'section', value: section },
          ...files.map((f): FormPart => ({ field: 'files', fileName: f.name, body: f.body })),
        ]),
        { cookie: t.op.cookie },
      );
    const refused = async (files: Array<{ name: string; body: Buffer }>, section?: string) => {
      const r = await upload(files, section);
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      return r.body as { respMsg: string; data: { fieldErrors: Array<{ field: string }> } };
    };
    const stored = async () => (await store.selectDocuments(s.deps.db, cb)).length;

    const ok = await upload([
      { name: 'tracking.pdf', body: good },
      { name: 'label.pdf', body: good },
    ]);
    expect(ok.body.respCode).toBe('20000');
    expect((ok.body.data as Array<{ section: string; supplemental: boolean }>).map((d) => [d.section, d.supplemental])).toEqual([
      ['shipping_tracking', false],
      ['shipping_tracking', false],
    ]);
    const fake = await refused([{ name: 'fake.pdf', body: Buffer.from('%PDF-1.4 but not really a document') }]);
    expect(fake.data.fieldErrors[0]!.field).toBe('files');
    expect(fake.respMsg).toContain('fake.pdf');
    const png = await refused([{ name: 'photo.pdf', body: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }]);
    expect(png.data.fieldErrors[0]!.field).toBe('files');
    expect((await refused([{ name: 'locked.pdf', body: await pdf(0, true) }])).respMsg).toContain('encrypted');
    expect((await refused([{ name: 'big.pdf', body: await pdf(3 * MB) }])).data.fieldErrors[0]!.field).toBe('files');
    const eleven = await refused(
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, body: good })),
      'delivery_proof',
    );
    expect(eleven.data.fieldErrors[0]!.field).toBe('files');
    // a section holds 3: the draft's section has 2, two more are refused
    const fourth = await refused([
      { name: 'c.pdf', body: good },
      { name: 'd.pdf', body: good },
    ]);
    expect(fourth.respMsg).toContain('3');
    expect((await refused([{ name: 'x.pdf', body: good }], 'three_ds')).data.fieldErrors[0]!.field).toBe('section');
    expect(await stored()).toBe(2);

    // after submission documents are supplements: added, never removed
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered' });
    const sup = await upload([{ name: 'pod.pdf', body: good }], 'delivery_proof');
    expect((sup.body.data as Array<{ supplemental: boolean }>)[0]!.supplemental).toBe(true);
    const d = await t.detail(cb);
    expect(d.rebuttals[0].documents).toHaveLength(3);
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toEqual(['received', 'documentsAdded', 'rebuttalSubmitted', 'supplementAdded']);
    // a document is read through its chargeback: by this merchant's operators, never another's
    const first = d.rebuttals[0].documents[0];
    const file = await s.api('GET', `/chargeback/rebuttal/document?chargebackId=${cb}&documentId=${first.documentId}`, { cookie: t.op.cookie });
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-disposition']).toContain('attachment');
    expect(file.raw.rawPayload.equals(good)).toBe(true);
    const other = await newOperator(s);
    expect((await s.api('GET', `/chargeback/rebuttal/document?chargebackId=${cb}&documentId=${first.documentId}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('Discover rebuttals take TIFF or JPEG of up to 5 MB, not PDF', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('50.00', '6011111111111117'), { reasonCode: 'RG' });
    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(4 * MB)]);
    const send = (name: string, body: Buffer) =>
      postForm(
        s,
        '/chargeback/rebuttal/documents',
        formOf([
          { field: 'chargebackId', value: cb },
          { field: 'section', value: 'delivery_proof' },
          { field: 'files', fileName: name, body },
        ]),
        { cookie: t.op.cookie },
      );
    expect((await send('pod.jpg', jpeg)).body.respCode).toBe('20000');
    expect((await send('pod.pdf', await pdf())).body.respCode).toBe('11000');
  });
});

describe('who may see and act', () => {
  it('an operator without the code gets the forbidden code; another merchant’s chargeback is not found', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('20.00'));
    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'CB viewer', resourceCodes: ['transaction:refuse'] });
    const v = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    expect((await s.api('GET', '/chargeback/list', { cookie: v.cookie })).body.data.total).toBe(1);
    for (const path of ['/chargeback/accept', '/chargeback/rebuttal/submit', '/chargeback/rebuttal/second', '/chargeback/rebuttal/draft'])
      expect((await t.post(path, { chargebackId: cb }, v.cookie)).body.respCode).toBe('00006');
    const none = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Nothing', resourceCodes: ['transaction:query'] });
    const n = await newOperator(s, { merchant: t.op.merchant, roleId: none.id });
    expect((await s.api('GET', '/chargeback/list', { cookie: n.cookie })).body.respCode).toBe('00006');

    const other = await newOperator(s);
    expect((await s.api('GET', `/chargeback/detail?chargebackId=${cb}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.post('/chargeback/accept', { chargebackId: cb }, other.cookie)).status).toBe(404);
    expect((await s.api('GET', '/chargeback/list', { cookie: other.cookie })).body.data.total).toBe(0);
    expect((await t.detail(cb)).status).toBe('new');
  });

  it("a group lists and works its members' chargebacks; an outsider's is not found", async () => {
    const group = await newMerchant(s, { merchantType: MerchantType.GROUP });
    const m1 = await newMerchant(s, { parentMerchantNo: group.merchantNo });
    const t1 = await disputeSetup(s, { merchant: m1 });
    const cb = await t1.raised(await t1.pay('30.00'));
    const outsider = await disputeSetup(s);
    const theirs = await outsider.raised(await outsider.pay('30.00'));
    const { cookie } = await newOperator(s, { merchant: group });
    const list = await s.api('GET', '/blocMer/chargeback/list?group=received', { cookie });
    expect(list.body.data.content.map((i: { chargebackId: string; merchantNo: string }) => [i.chargebackId, i.merchantNo])).toEqual([[cb, m1.merchantNo]]);
    expect((await s.api('GET', `/blocMer/chargeback/detail?chargebackId=${theirs}`, { cookie })).status).toBe(404);
    expect((await s.api('POST', '/blocMer/chargeback/accept', { cookie, body: { chargebackId: cb } })).body.data.status).toBe('accepted');
  });
});

describe('races', () => {
  it('accept and submit at once: one wins, the other gets the conflict code', async () => {
    const t = await disputeSetup(s);
    for (let i = 0; i < 3; i++) {
      const cb = await t.raised(await t.pay('15.00'));
      const [a, b] = await Promise.all([
        t.post('/chargeback/accept', { chargebackId: cb }),
        t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered' }),
      ]);
      const codes = [a.body.respCode, b.body.respCode].sort();
      expect(codes).toEqual(['00031|20010', '20000']);
      const winner = a.body.respCode === '20000' ? 'accepted' : 'rebuttal_submitted';
      expect((await t.detail(cb)).status).toBe(winner);
    }
    await verifyLedger(s);
  });

  it('a rebuttal and the expiry job at once: one wins', async () => {
    const t = await disputeSetup(s);
    const cb = await t.raised(await t.pay('15.00'));
    const row = (await store.selectChargeback(s.deps.db, { chargebackId: cb, scope: null }))!;
    const due = row.dueAt!.getTime();
    const [submitted, expired] = await Promise.allSettled([
      s.deps.db.transaction((tx) =>
        submitRebuttal(tx, pricingOf(s.deps), {
          scope: [t.merchantNo],
          chargebackId: cb,
          description: 'Just in time',
          evidence: {},
          second: false,
          actor: { kind: 'operator', userId: t.op.user.id, name: t.op.email },
          now: new Date(due - 1),
        }),
      ),
      s.deps.db.transaction((tx) => expireOne(tx, { chargebackId: cb, now: new Date(due + 1) })),
    ]);
    const after = (await store.selectChargeback(s.deps.db, { chargebackId: cb, scope: null }))!;
    if (submitted.status === 'fulfilled') {
      expect(after.status).toBe('rebuttal_submitted');
      expect(expired).toMatchObject({ status: 'fulfilled', value: false });
    } else {
      expect(after.status).toBe('expired');
      expect(submitted.reason).toMatchObject({ info: { code: '00031|20010' } });
    }
  });
});
