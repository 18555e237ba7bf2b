import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { disputeSetup, verifyLedger } from './test-kit.ts';

const s = useTestServer({}, { work: false });

/** Arrivals, decisions and acceptances on one rollup cell at the same moment: only PostgreSQL has the concurrency to show. */
describe('the monthly chargeback rollup under concurrency (PostgreSQL)', () => {
  it('counts every arrival and transition racing on the same cells once, without a deadlock', async () => {
    const t = await disputeSetup(s);
    const submitted: string[] = [];
    const received: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await t.raised(await t.pay('20.00'), { reasonCode: '13.1' });
      expect((await t.post('/chargeback/rebuttal/submit', { chargebackId: id, description: 'Delivered.', evidence: {} })).body.respCode).toBe('20000');
      submitted.push(id);
    }
    for (let i = 0; i < 3; i++) received.push(await t.raised(await t.pay('20.00'), { reasonCode: '13.1' }));
    const fresh = await Promise.all(Array.from({ length: 4 }, () => t.pay('20.00')));

    const results = await Promise.allSettled([
      ...fresh.map((id) => t.raised(id, { reasonCode: '13.1' })),
      ...submitted.map((id, i) => t.decide(id, i === 0 ? 'lost' : 'won')),
      ...received.map((id) => t.post('/chargeback/accept', { chargebackId: id }).then((r) => expect(r.body.respCode).toBe('20000'))),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);

    const rows = (await s.deps.db.execute(
      sql`select outcome, count::int as n from chargeback_monthly where merchant_no = ${t.merchantNo} and count <> 0 order by outcome`,
    )) as unknown as { rows: Array<{ outcome: string; n: number }> };
    // 4 new + 1 lost in round one (may still be rebutted) open; 2 won; 3 accepted
    expect(rows.rows).toEqual([
      { outcome: 'accepted', n: 3 },
      { outcome: 'open', n: 5 },
      { outcome: 'won', n: 2 },
    ]);
    const report = (await s.api('GET', '/report/refuse-rate', { cookie: t.op.cookie })).body.data;
    expect(report.months.at(-1)).toMatchObject({ count: 10, salesCount: 10, countRatio: '100.00', won: 2, lost: 3, open: 5 });
    await verifyLedger(s);
  });
});
