import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/harness.ts';
import { signIn } from '../../test/fixtures.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './demo-seed.ts';

describe('demo pre-dispute alerts', () => {
  it('gives the demo merchant alerts waiting, answered and auto-refunded, and RDR alerts accepted and previously refunded, made through the services', async () => {
    const s = await createTestServer({}, { work: false });
    try {
      expect(await seedDemoIfEmpty(s.deps)).toBe(true);
      const { cookie } = await signIn(s, DEMO_EMAIL, { password: DEMO_PASSWORD });
      const rows = (await s.api('GET', '/chargebackAlert/list?page=1&size=50', { cookie })).body.data.content as Array<{
        status: string;
        refundStatus: string;
        autoRefundAt: string | null;
      }>;
      expect(rows.map((r) => `${r.status} ${r.refundStatus}`)).toEqual([
        'new none',
        'new none',
        'refunded full',
        'processed none',
        'ignored none',
        'auto_refunded full',
      ]);
      expect(rows.filter((r) => r.autoRefundAt).length).toBe(2);
      // RDR alerts, newest first, each decided by the demo enrolment's rules
      const rdr = (await s.api('GET', '/risk/rdr/list?page=1&size=50', { cookie })).body.data.content as Array<{ outcome: string; rule: string | null }>;
      expect(rdr.map((r) => `${r.outcome} ${r.rule ?? '-'}`)).toEqual(['previously_refunded -', 'accepted country', 'accepted amount']);
      expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
