import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/fixtures.ts';
import { MINUTE, screenOf, subscriptionSetup, verifyLedger } from '../../../test/subscriptions.ts';
import * as store from './store.ts';
import { billCycle, cycleAmount } from './billing.ts';
import { runBilling } from './service.ts';

// jobs off: the two billing runs below are the only workers
const s = useTestServer({}, { work: false });

/** Only PostgreSQL has the concurrency to show (PGlite runs one transaction at a time). */
describe('billing under concurrency (PostgreSQL)', () => {
  it('two billing runs racing over the same due subscriptions charge each cycle exactly once', async () => {
    const t = await subscriptionSetup(s);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await t.created());
    s.clock.advance(3 * MINUTE);
    const now = s.deps.now();
    const run = () => runBilling(s.deps.db, now, { scope: [t.merchantNo], screen: screenOf(s) });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) {
      const d = await t.detail(id);
      expect(d.cycles.map((c: { cycleNo: number }) => c.cycleNo)).toEqual([1, 2, 3, 4]);
      expect(d.charges).toHaveLength(4);
    }
    expect(await t.balance()).toBe(BigInt(ids.length) * 4000n);
    await verifyLedger(s);
  });

  it('the same cycle billed from two transactions at once (no row lock held): the second insert conflicts and charges nothing', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created();
    s.clock.advance(MINUTE);
    const row = (await store.selectSubscription(s.deps.db, { scope: [t.merchantNo], subscriptionId: id }))!;
    const once = () =>
      s.deps.db.transaction((tx) =>
        billCycle(tx, row, { cycleNo: 2, amount: cycleAmount(row), dueAt: row.nextBillingAt! }, { now: s.deps.now(), source: 'job', screen: screenOf(s) }),
      );
    const results = await Promise.all([once(), once()]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect((await t.detail(id)).charges).toHaveLength(2);
  });

  it('two manual charges of the same due cycle at once: one charges, the other finds nothing due', async () => {
    const t = await subscriptionSetup(s);
    const id = await t.created({ collectionMethod: 2 });
    s.clock.advance(MINUTE);
    const answers = await Promise.all([t.post(id, 'charge'), t.post(id, 'charge')]);
    expect(answers.map((r) => r.body.respCode).sort()).toEqual(['00031|20044', '20000']);
    expect((await t.detail(id)).charges).toHaveLength(2);
  });
});
