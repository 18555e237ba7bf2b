import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { createTestServer } from '../../test/harness.ts';
import { signIn } from '../../test/fixtures.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './demo-seed.ts';
import { DEMO_PAYMENT_PASSWORD } from './demo-transfers.ts';
import { verifyLedger } from '../modules/ledger/service.ts';
import { businessInstant } from '@crossbill/contracts/business-time';

describe('demo transfers', () => {
  it('seeds one paid, one waiting for approval and one scheduled transfer; the demo payment password works', async () => {
    const s = await createTestServer();
    try {
      s.clock.now = businessInstant('2026-03-06', 15);
      expect(await seedDemoIfEmpty(s.deps)).toBe(true);
      const { cookie } = await signIn(s, DEMO_EMAIL, { password: DEMO_PASSWORD });
      const list = await s.api('GET', '/transfer/list?page=1&size=10', { cookie });
      expect(list.status).toBe(200);
      const rows = list.body.data.content as Array<{ status: string; sendCurrency: string; sendAmount: string; scheduledDate: string | null; payeeId: number }>;
      expect(rows.map((r) => `${r.status} ${r.sendAmount} ${r.sendCurrency}`).sort()).toEqual([
        'paid 1250.00 GBP',
        'pending_approval 24500.00 USD',
        'scheduled 3800.00 EUR',
      ]);
      expect(rows.find((r) => r.status === 'scheduled')!.scheduledDate).toBe('2026-03-09');
      const setting = await s.api('GET', '/transApproval/setting', { cookie });
      expect(setting.body.data.state).toBe('enabled');
      const wrong = await s.api('POST', '/transfer/submit', {
        cookie,
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: {
          payeeId: rows.find((r) => r.status === 'paid')!.payeeId,
          sendCurrency: 'GBP',
          fixedSide: 'send',
          amount: '20.00',
          feeBearing: 'sender',
          purpose: 'services',
          paymentPassword: '135790',
        },
      });
      expect(wrong.body.respCode).toBe(Codes.PAYMENT_PASSWORD_WRONG.code);
      const right = await s.api('POST', '/transfer/submit', {
        cookie,
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: {
          payeeId: rows.find((r) => r.status === 'paid')!.payeeId,
          sendCurrency: 'GBP',
          fixedSide: 'send',
          amount: '20.00',
          feeBearing: 'sender',
          purpose: 'services',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        },
      });
      expect(right.status).toBe(200);
      expect((await verifyLedger(s.deps.db)).problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
