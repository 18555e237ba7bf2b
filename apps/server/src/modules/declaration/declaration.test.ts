import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SANDBOX_CUSTOMS } from '@crossbill/contracts/declaration';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { declarationSetup, IDS } from '../../../test/declarations.ts';
import { auditLog } from '../../platform/audit/schema.ts';
import { createRole } from '../access/service.ts';
import { answerDueDeclarations } from './service.ts';
import { customsDeclarations } from './schema.ts';

const s = useTestServer();
const answer = (merchantNo: string) => answerDueDeclarations(s.deps.db, s.deps.now(), { scope: [merchantNo] });

describe('customs declarations', () => {
  it('files a declaration of a succeeded payment: the ID number is stored sealed and only ever shown masked', async () => {
    const t = await declarationSetup(s);
    const id = await t.pay('300.00');
    const d = await t.added(t.form(id, { goodsAmount: '90.00', freightAmount: '10.00', platformCode: 'PLAT01' }));
    expect(d.status).toBe('submitted');
    const body = await t.detail(d.declarationId);
    expect(body.data).toMatchObject({
      transactionId: id,
      merchantOrderId: expect.stringMatching(/^ORD-/),
      customsCode: 'HANGZHOU_ZONGSHU',
      amount: '100.00',
      goodsAmount: '90.00',
      freightAmount: '10.00',
      taxAmount: null,
      currency: 'CNY',
      payerIdMasked: '1101**********002X',
      paymentAmount: '300.00',
      submitCount: 1,
    });
    expect(body.data.history.map((e: { type: string }) => e.type)).toEqual(['created', 'submitted']);
    // the number itself appears in no answer and not in the row
    const list = await s.api('GET', '/declaration/list', { cookie: t.op.cookie });
    expect(JSON.stringify(list.body)).not.toContain(IDS[0]);
    expect(JSON.stringify(body)).not.toContain(IDS[0]);
    const [row] = await s.deps.db.select().from(customsDeclarations).where(eq(customsDeclarations.declarationId, d.declarationId));
    expect(JSON.stringify({ ...row, amount: 0, goodsAmount: 0, freightAmount: 0, taxAmount: 0 })).not.toContain(IDS[0]);
    // the registration is remembered for the next form
    expect((await s.api('GET', '/declaration/profile', { cookie: t.op.cookie })).body.data).toEqual({
      customsCode: 'HANGZHOU_ZONGSHU',
      merchantCustomsCode: '3301960ABC',
      merchantCustomsName: 'Crossbill Test Trading Co.',
      platformCode: 'PLAT01',
    });
    const audits = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'declaration.create'), eq(auditLog.target, d.declarationId)));
    expect(audits).toHaveLength(1);
  });

  it('refuses bad input with a 4xx naming the field, never a 5xx', async () => {
    const t = await declarationSetup(s);
    const id = await t.pay();
    const field = async (over: Record<string, unknown>) => {
      const r = await t.add(t.form(id, over));
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      expect(r.status).toBeGreaterThanOrEqual(400);
      return [r.body.data.fieldErrors[0].field, r.body.data.fieldErrors[0].message];
    };
    expect(await field({ payerIdNumber: '110105194912310021' })).toEqual(['payerIdNumber', 'Enter a valid 18-character PRC resident ID number']);
    expect(await field({ payerIdNumber: '11010519491331002X' })).toEqual(['payerIdNumber', 'Enter a valid 18-character PRC resident ID number']);
    expect(await field({ customsCode: 'ATLANTIS' })).toEqual(['customsCode', expect.any(String)]);
    expect(await field({ merchantCustomsCode: 'AB CD' })).toEqual(['merchantCustomsCode', 'Use letters and digits only (up to 20)']);
    expect(await field({ amount: '1.234' })).toEqual(['amount', expect.stringContaining('2')]);
    expect(await field({ amount: '0.00' })).toEqual(['amount', 'The declared amount must be greater than zero']);
    expect(await field({ goodsAmount: '50.00', freightAmount: '10.00' })).toEqual(['goodsAmount', 'Goods, freight and tax must add up to the declared amount']);
    expect(await field({ payerName: '' })).toEqual(['payerName', 'This field is required']);
    expect(await field({ transactionId: 'NOPE000000' })).toEqual(['transactionId', 'Transaction NOPE000000 was not found']);
    // a payment that did not succeed
    const declined = (await t.c.pay('4000000000000002', { amount: '10.00', currency: 'CNY' })).body.data.transactionId as string;
    expect(await field({ transactionId: declined })).toEqual(['transactionId', 'Only a succeeded payment can be declared']);
    expect((await s.api('GET', '/declaration/list', { cookie: t.op.cookie })).body.data.total).toBe(0);
  });

  it("keeps a payment's declared parts within its amount: sub-orders each once, whole or split, never both", async () => {
    const t = await declarationSetup(s);
    const id = await t.pay('300.00');
    await t.added(t.form(id, { subOrderNo: 'SUB-1', amount: '200.00' }));
    const over = await t.add(t.form(id, { subOrderNo: 'SUB-2', amount: '100.01' }));
    expect(over.body.data.fieldErrors[0]).toMatchObject({
      field: 'amount',
      message: 'The declarations of this payment would exceed its amount: at most 100.00 CNY can still be declared',
    });
    const again = await t.add(t.form(id, { subOrderNo: 'SUB-1', amount: '1.00' }));
    expect(again.body.data.fieldErrors[0]).toMatchObject({ field: 'subOrderNo', message: 'This payment (or sub-order) has already been declared' });
    const whole = await t.add(t.form(id, { amount: '1.00' }));
    expect(whole.body.data.fieldErrors[0].field).toBe('subOrderNo');
    await t.added(t.form(id, { subOrderNo: 'SUB-2', amount: '100.00', payerIdNumber: IDS[1] }));
    const list = await s.api('GET', `/declaration/list?transactionId=${id}`, { cookie: t.op.cookie });
    expect(list.body.data.content.map((r: { subOrderNo: string }) => r.subOrderNo).sort()).toEqual(['SUB-1', 'SUB-2']);

    const other = await t.pay('50.00');
    await t.added(t.form(other, { amount: '50.00' }));
    expect((await t.add(t.form(other, { subOrderNo: 'A', amount: '1.00' }))).body.data.fieldErrors[0].message).toBe(
      'This payment was declared as a whole and cannot be split',
    );
  });

  it('the sandbox customs answers a minute after submission by its rule; a rejected one is corrected and accepted, its history kept', async () => {
    const t = await declarationSetup(s);
    const ok = await t.added(t.form(await t.pay()));
    const badName = await t.added(t.form(await t.pay(), { payerName: 'Reject Li' }));
    const badAmount = await t.added(t.form(await t.pay(), { amount: '88.13' }));
    const draft = await t.added(t.form(await t.pay(), { submit: false }));
    expect(draft.status).toBe('to_be_submitted');

    // not yet: the customs answers after its delay
    s.clock.advance(SANDBOX_CUSTOMS.delayMs - 1000);
    expect(await answer(t.merchantNo)).toBe(0);
    s.clock.advance(1000);
    expect(await answer(t.merchantNo)).toBe(3);
    expect(await answer(t.merchantNo)).toBe(0);

    const accepted = (await t.detail(ok.declarationId)).data;
    expect(accepted).toMatchObject({ status: 'accepted', customsReceiptNo: expect.stringMatching(/^CR\d+/), identityCheck: 'same' });
    expect((await t.detail(badName.declarationId)).data).toMatchObject({
      status: 'rejected',
      rejectCode: 'PAYER_IDENTITY_MISMATCH',
      identityCheck: 'different',
    });
    expect((await t.detail(badAmount.declarationId)).data).toMatchObject({ status: 'rejected', rejectCode: 'AMOUNT_MISMATCH' });
    expect((await t.detail(draft.declarationId)).data.status).toBe('to_be_submitted');

    // an accepted one cannot be re-submitted
    const resubmit = (declarationId: string, over: Record<string, unknown> = {}) =>
      s.api('POST', '/declaration/resubmit', { cookie: t.op.cookie, body: { ...t.form('X'), transactionId: undefined, declarationId, ...over } });
    expect((await resubmit(ok.declarationId)).status).toBe(409);
    const fixed = await resubmit(badName.declarationId, { payerName: 'Li Si', payerIdNumber: IDS[2] });
    expect(fixed.body.data).toMatchObject({ status: 'submitted', submitCount: 2, rejectCode: null, payerIdMasked: '4403**********3323' });
    expect((await resubmit(draft.declarationId)).body.data).toMatchObject({ status: 'submitted', submitCount: 1 });
    s.clock.advance(SANDBOX_CUSTOMS.delayMs);
    expect(await answer(t.merchantNo)).toBe(2);
    const after = (await t.detail(badName.declarationId)).data;
    expect(after.status).toBe('accepted');
    expect(after.history.map((e: { type: string }) => e.type)).toEqual(['created', 'submitted', 'rejected', 'corrected', 'submitted', 'accepted']);
    expect(after.history[2]).toMatchObject({ rejectCode: 'PAYER_IDENTITY_MISMATCH', by: null });
    expect(after.history[3].by).toBe(t.op.email);
  });

  it("keeps each merchant to its own declarations and asks for the buttons' codes", async () => {
    const t = await declarationSetup(s);
    const d = await t.added(t.form(await t.pay()));
    const other = await newOperator(s);
    expect((await t.detail(d.declarationId, other.cookie)).respCode).not.toBe('20000');
    expect((await s.api('GET', '/declaration/list', { cookie: other.cookie })).body.data.total).toBe(0);
    // another merchant's payment reads as not found
    const theirs = await declarationSetup(s);
    const r = await t.add(t.form(await theirs.pay()));
    expect(r.body.data.fieldErrors[0].field).toBe('transactionId');

    const viewer = await createRole(s.deps.db, { merchantNo: t.merchantNo, name: 'Viewer', resourceCodes: ['settlement:declaration'] });
    const { cookie } = await newOperator(s, { merchant: t.op.merchant, roleId: viewer.id });
    expect((await s.api('GET', '/declaration/list', { cookie })).body.data.total).toBe(1);
    expect((await t.add(t.form(await t.pay()), cookie)).status).toBe(403);
    expect((await s.api('POST', '/declaration/export', { cookie, body: {} })).status).toBe(403);
  });
});
