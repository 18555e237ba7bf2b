import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { MIGRATIONS_DIR } from '../../platform/db/migrate.ts';
import { runDisputeSweep } from './jobs.ts';
import { caseRows, caseRowsMatchGrouping, disputeSetup } from './test-kit.ts';

// jobs run only when a test calls the sweep
const s = useTestServer({}, { work: false });
const MINUTE = 60_000;
const DAY = 86_400_000;

type Item = {
  stage: string;
  outcome: string;
  disputedAmount: string;
  nextDueAt: string | null;
  lastActivityAt: string;
  inquiries: number;
  chargebacks: number;
};

describe('the dispute case index', () => {
  it('follows every inquiry, chargeback and rebuttal change of the payment, in the list at once', async () => {
    const t = await disputeSetup(s);
    await t.fund();
    const id = await t.pay('100.00');
    const item = async () => {
      const r = await s.api('GET', `/dispute/case/list?transactionId=${id}`, { cookie: t.op.cookie });
      expect(r.body.data.total).toBe(1);
      return r.body.data.content[0] as Item;
    };
    const at = (ms = 0) => new Date(s.deps.now().getTime() + ms).toISOString();
    const step = async (expected: Partial<Item>) => {
      expect(await item()).toMatchObject({ lastActivityAt: at(), ...expected });
      await caseRowsMatchGrouping(s);
      s.clock.advance(MINUTE);
    };

    const inquiry = (await t.raise(id, { kind: 'inquiry', reasonCode: '13.1' })).body.data.inquiryId as string;
    await step({ stage: 'inquiry', outcome: 'open', inquiries: 1, chargebacks: 0, disputedAmount: '100.00', nextDueAt: at(7 * DAY) });
    await t.post('/chargeback/inquiry/answer', { inquiryId: inquiry, response: 'Delivered on time.' });
    await step({ stage: 'closed', outcome: 'won', nextDueAt: null });

    const cb = await t.raised(id, { reasonCode: '13.1', amount: '60.00' });
    await step({ stage: 'chargeback', outcome: 'open', inquiries: 1, chargebacks: 1, disputedAmount: '60.00', nextDueAt: at(10 * DAY) });
    expect((await t.post('/chargeback/rebuttal/draft', { chargebackId: cb, description: 'Draft', evidence: {} })).body.respCode).toBe('20000');
    await step({ stage: 'chargeback', outcome: 'open' });
    await t.post('/chargeback/rebuttal/submit', { chargebackId: cb, description: 'Delivered' });
    await step({ stage: 'chargeback', outcome: 'open', nextDueAt: null });
    await t.decide(cb, 'lost', 'Not enough');
    await step({ stage: 'pre_arbitration', outcome: 'open', nextDueAt: at(10 * DAY) });
    await t.post('/chargeback/rebuttal/second', { chargebackId: cb, description: 'Pre-arbitration', acknowledgePenalty: true });
    await step({ stage: 'pre_arbitration', outcome: 'open', nextDueAt: null });
    await t.decide(cb, 'won', 'Reversed');
    await step({ stage: 'closed', outcome: 'won', nextDueAt: null });

    // a second chargeback on the same payment reopens the case; accepting it closes it as accepted
    const again = await t.raised(id, { reasonCode: '13.1', amount: '10.00' });
    await step({ stage: 'chargeback', outcome: 'open', chargebacks: 2, disputedAmount: '70.00' });
    await t.post('/chargeback/accept', { chargebackId: again });
    await step({ stage: 'closed', outcome: 'accepted', chargebacks: 2 });
  });

  it('follows the sweep: an unanswered inquiry and an unanswered chargeback expire', async () => {
    const t = await disputeSetup(s);
    const asked = await t.pay('20.00');
    const charged = await t.pay('30.00');
    await t.raise(asked, { kind: 'inquiry', reasonCode: '13.1' });
    await t.raised(charged, { reasonCode: '13.1' });
    s.clock.advance(11 * DAY);
    await runDisputeSweep(s.deps, s.deps.now());
    await t.relogin();
    const list = (await s.api('GET', '/dispute/case/list?stage=closed', { cookie: t.op.cookie })).body.data;
    // both moved at the sweep's instant: the order between them is the transaction ID's
    const closed = list.content.map((i: Item & { transactionId: string }) => [i.transactionId, i.outcome, i.nextDueAt]);
    expect(closed.sort()).toEqual(
      [
        [asked, 'expired', null],
        [charged, 'expired', null],
      ].sort(),
    );
    expect((await s.api('GET', '/dispute/case/list?outcome=expired', { cookie: t.op.cookie })).body.data.total).toBe(2);
    await caseRowsMatchGrouping(s);
  });

  it("the migration's backfill builds the rows the changes kept", async () => {
    const t = await disputeSetup(s);
    await t.raise(await t.pay('10.00'), { kind: 'inquiry', reasonCode: '13.1' });
    const cb = await t.raised(await t.pay('12.00'), { reasonCode: '13.1' });
    await t.post('/chargeback/accept', { chargebackId: cb });
    const kept = await caseRows(s);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0044_dispute_cases.sql'), 'utf8');
    await s.deps.database.query('delete from dispute_cases');
    await s.deps.database.query(file.slice(file.indexOf('INSERT INTO "dispute_cases"')));
    expect(await caseRows(s)).toEqual(kept);
  });
});
