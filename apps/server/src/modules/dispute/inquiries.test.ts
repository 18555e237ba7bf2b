import { describe, expect, it } from 'vitest';
import { newOperator, useTestServer } from '../../../test/fixtures.ts';
import { runDisputeSweep } from './jobs.ts';
import { disputeSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer({}, { work: false });

describe('inquiries (requests for information)', () => {
  it('arrive from the sandbox without moving money, are answered once, or expire', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('60.00');
    const before = await t.bucket('to_be_settled');
    const raised = await t.raise(id, { kind: 'inquiry', reasonCode: '10.4' });
    expect(raised.body.data).toMatchObject({ kind: 'inquiry', chargebackId: null, status: 'open', amount: '60.00' });
    const other = await t.raise(await t.pay('5.00'), { kind: 'inquiry', reasonCode: '13.1' });
    expect(await t.bucket('to_be_settled')).toBe(before + 500n);
    const list = await s.api('GET', '/chargeback/inquiry/list', { cookie: t.op.cookie });
    expect(list.body.data.total).toBe(2);
    const inquiryId = raised.body.data.inquiryId as string;
    expect((await t.post('/chargeback/inquiry/answer', { inquiryId, response: '' })).body.data.fieldErrors[0].field).toBe('response');
    const answered = await t.post('/chargeback/inquiry/answer', { inquiryId, response: 'The customer signed for the parcel; receipt attached.' });
    expect(answered.body.data).toMatchObject({ status: 'answered', response: 'The customer signed for the parcel; receipt attached.' });
    expect((await t.post('/chargeback/inquiry/answer', { inquiryId, response: 'again' })).body.respCode).toBe('00031|20010');
    const outsider = await newOperator(s);
    expect((await t.post('/chargeback/inquiry/answer', { inquiryId: other.body.data.inquiryId, response: 'x' }, outsider.cookie)).status).toBe(404);
    s.clock.advance(8 * 86_400_000);
    await runDisputeSweep(s.deps, s.deps.now());
    await t.relogin();
    const statuses = (await s.api('GET', '/chargeback/inquiry/list', { cookie: t.op.cookie })).body.data.content.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['expired', 'answered']);
    await verifyLedger(s);
  });
});
