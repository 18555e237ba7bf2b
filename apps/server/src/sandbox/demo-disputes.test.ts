import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/harness.ts';
import { signIn } from '../../test/fixtures.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './demo-seed.ts';

describe('demo disputes', () => {
  it('gives the demo merchant chargebacks in every state and fraud notifications, made through their services', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      expect(await seedDemoIfEmpty(s.deps)).toBe(true);
      const { cookie } = await signIn(s, DEMO_EMAIL, { password: DEMO_PASSWORD });
      const list = await s.api('GET', '/chargeback/list?page=1&size=50', { cookie });
      const rows = list.body.data.content as Array<{ status: string; round: number; rebuttalStatus: string; closed: boolean; penalty: string }>;
      expect(rows.map((r) => `${r.status} r${r.round} ${r.rebuttalStatus}${r.closed ? ' closed' : ''}`).sort()).toEqual([
        'accepted r1 none closed',
        'expired r1 none closed',
        'lost r1 lost',
        'lost r2 lost closed',
        'new r1 draft',
        'new r1 none',
        'rebuttal_submitted r1 submitted',
        'won r1 won closed',
      ]);
      expect(rows.find((r) => r.round === 2)!.penalty).toBe('500.00');
      const count = async (group: string) => (await s.api('GET', `/chargeback/list?group=${group}`, { cookie })).body.data.total;
      expect([await count('received'), await count('in_rebuttal'), await count('won'), await count('loss'), await count('closed')]).toEqual([2, 1, 1, 4, 4]);
      const inquiries = await s.api('GET', '/chargeback/inquiry/list', { cookie });
      expect(inquiries.body.data.content.map((i: { status: string; amount: string }) => [i.status, i.amount])).toEqual([['open', '58.00']]);
      // an authorisation waiting to be captured or voided, offered on its details
      const auths = await s.api('GET', '/transaction/list?status=authorized&page=1&size=10', { cookie });
      expect(auths.body.data.content.map((t: { amount: string; status: string }) => [t.amount, t.status])).toEqual([['230.00', 'authorized']]);
      // one dispute case per disputed payment, in each stage
      const cases = (await s.api('GET', '/dispute/case/list?page=1&size=50', { cookie })).body.data.content as Array<{ stage: string; outcome: string }>;
      expect(cases.map((c) => `${c.stage} ${c.outcome}`).sort()).toEqual([
        'chargeback open',
        'chargeback open',
        'chargeback open',
        'closed accepted',
        'closed expired',
        'closed lost',
        'closed won',
        'inquiry open',
        'pre_arbitration open',
      ]);
      // fraud notifications (demo-fraud.ts, in the same seed): left open, partly and fully refunded
      const reports = (await s.api('GET', '/risk/fraud-notification/list?page=1&size=10', { cookie })).body.data.content as Array<Record<string, unknown>>;
      expect(reports.map((r) => [r.fraudType, r.amount, r.refundType, r.reviewed, r.reviewedBy, r.chargebackStatus])).toEqual([
        ['tc40_6', '149.00', 'none', false, null, 'none'],
        ['safe_04', '88.50', 'partial', true, 'Avery Chen', 'none'],
        ['tc40_1', '42.00', 'full', true, 'Avery Chen', 'none'],
      ]);
      // Ethoca-type alerts (demo-ethoca.ts, seeded with the disputes): answered with its refund, open, missed, and a case
      const alerts = (await s.api('GET', '/risk/alert/list?page=1&size=50', { cookie })).body.data.content as Array<{
        type: string;
        status: string;
        outcome: string | null;
        refundStatus: string;
      }>;
      expect(alerts.map((r) => `${r.type} ${r.status} ${r.outcome ?? '-'} ${r.refundStatus}`)).toEqual([
        'dispute_case open - not_refunded',
        'issuer_alert_fraud open - not_refunded',
        'issuer_alert_fraud answered stopped refunded',
        'customer_dispute missed - not_refunded',
      ]);
      expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
