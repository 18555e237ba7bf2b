import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { pricingOf } from './money.ts';
import { raiseChargeback, saveDraft } from './service.ts';
import { caseRowsMatchGrouping, disputeSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer({}, { work: false });

/** Changes of one payment's inquiries and chargebacks at the same moment: only PostgreSQL has the concurrency to show. */
describe('the dispute case index under concurrency (PostgreSQL)', () => {
  it('ends with the row that grouping the racing changes gives, without a deadlock', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('100.00');
    const inquiry = (await t.raise(id, { kind: 'inquiry', reasonCode: '13.1' })).body.data.inquiryId as string;
    const [won, lost, accepted, rebutted] = [
      await t.raised(id, { reasonCode: '13.1', amount: '10.00' }),
      await t.raised(id, { reasonCode: '13.1', amount: '10.00' }),
      await t.raised(id, { reasonCode: '13.1', amount: '10.00' }),
      await t.raised(id, { reasonCode: '13.1', amount: '10.00' }),
    ];
    for (const cb of [won, lost])
      expect((await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered.' })).body.respCode).toBe('20000');

    const ok = (r: { body: { respCode: string } }) => expect(r.body.respCode).toBe('20000');
    const results = await Promise.allSettled([
      t.decide(won!, 'won'),
      t.decide(lost!, 'lost'),
      t.post('/chargeback/accept', { chargebackId: accepted }).then(ok),
      t.post('/chargeback/rebuttal/submit', { chargebackId: rebutted, description: 'Delivered.' }).then(ok),
      t.post('/chargeback/inquiry/answer', { inquiryId: inquiry, response: 'Delivered on time.' }).then(ok),
      t.raised(id, { reasonCode: '13.1', amount: '10.00' }),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const list = (await s.api('GET', `/dispute/case/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data;
    // the lost first round may still be rebutted: pre-arbitration, open
    expect(list.content[0]).toMatchObject({ stage: 'pre_arbitration', outcome: 'open', chargebacks: 5, inquiries: 1, disputedAmount: '50.00' });
    await caseRowsMatchGrouping(s);
    await verifyLedger(s);
  });

  it('a change waiting for another on the same case counts what that one committed', async () => {
    const t = await disputeSetup(s);
    const id = await t.pay('100.00');
    const drafted = await t.raised(id, { reasonCode: '13.1', amount: '10.00' });
    const now = s.deps.now();
    // one transaction raises a chargeback on the payment and holds its case row until told to commit
    let held!: () => void;
    let release!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const released = new Promise<void>((r) => (release = r));
    const raising = s.deps.db.transaction(async (tx) => {
      await raiseChargeback(tx, pricingOf(s.deps), {
        merchantNo: t.merchantNo,
        transactionId: id,
        reasonCode: '13.1',
        amount: '20.00',
        source: 'sandbox',
        actor: { kind: 'sandbox' },
        now,
      });
      held();
      await released;
    });
    await holding;
    // meanwhile a draft of the other chargeback changes the same case: it waits for the row's lock
    const drafting = s.deps.db.transaction((tx) =>
      saveDraft(tx, {
        scope: [t.merchantNo],
        chargebackId: drafted,
        description: 'Draft',
        evidence: {},
        actor: { kind: 'operator', userId: t.op.user.id, name: null },
        now,
      }),
    );
    const waiting = async () =>
      Number(
        (await s.deps.database.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))
          .rows[0]!.n,
      );
    while ((await waiting()) === 0) await new Promise((r) => setImmediate(r));
    release();
    await Promise.all([raising, drafting]);
    // the draft's write came last and still counts the chargeback committed while it waited
    const list = (await s.api('GET', `/dispute/case/list?transactionId=${id}`, { cookie: t.op.cookie })).body.data;
    expect(list.content[0]).toMatchObject({ chargebacks: 2, disputedAmount: '30.00' });
    await caseRowsMatchGrouping(s);
  });
});
