import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/harness.ts';
import { newOperator } from '../../test/fixtures.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';

describe('demo subscriptions', () => {
  it('sells plans at their own times and bills their past cycles as the minute job would have: active, changed, past due, cancelling, closed, manual, and one every 5 minutes', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      const op = await newOperator(s);
      await seedDemoSubscriptions(s.deps, { merchantNo: op.merchant.merchantNo, user: { id: op.user.id, name: 'Avery Chen' } });
      const rows = (await s.api('GET', '/subscription/list?page=1&size=50', { cookie: op.cookie })).body.data.content as Array<Record<string, unknown>>;
      // newest first: status, dunning, plan and cycle, cancellation
      expect(rows.map((r) => [r.productName, r.status, r.dunning, r.planNo, r.currentCycle, r.cancelMode])).toEqual([
        ['Sandbox demo: every 5 minutes', 1, 'none', 1, 1, null],
        ['Trial pass', 2, 'none', 1, 3, null],
        ['Weekly meal box', 1, 'past_due', 1, 3, null],
        ['Annual support (invoiced)', 1, 'none', 1, 1, null],
        ['Analytics add-on', 1, 'none', 1, 2, 'end_of_cycle'],
        ['Team workspace', 1, 'none', 2, 1, null],
      ]);
      // the past cycles are real charges at their own times: the team plan's three months, then its new plan's first
      const team = rows.find((r) => r.productName === 'Team workspace')!;
      const detail = (await s.api('GET', `/subscription/detail?subscriptionId=${String(team.subscriptionId)}`, { cookie: op.cookie })).body.data as {
        cycles: Array<{ planNo: number; cycleNo: number; outcome: string }>;
        changes: Array<{ credit: string }>;
      };
      expect(detail.cycles.map((c) => `${c.planNo}.${c.cycleNo} ${c.outcome}`).sort()).toEqual(['1.1 paid', '1.2 paid', '1.3 paid', '2.1 paid']);
      expect(Number(detail.changes[0]!.credit)).toBeGreaterThan(0);
      expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
