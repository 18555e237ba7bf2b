import { describe, expect, it } from 'vitest';
import { Codes } from '@crossbill/contracts/codes';
import { newOperator, PASSWORD, useTestServer } from '../../../test/fixtures.ts';
import { createRole } from '../access/service.ts';
import type { Tx } from '../../platform/db/client.ts';
import { lockFlow } from '../transfer-approval/service.ts';
import { executeTransfer } from './execution.ts';
import * as transferStore from './store.ts';
import { PIN, transferKit } from './test-kit.ts';
import { businessDate, businessInstant } from '@crossbill/contracts/business-time';

const s = useTestServer();
const { bal, expectClean, noonBeijing, setup, submit } = transferKit(s);

/** Many requests at once through the real route: only PostgreSQL has the concurrency to show (PGlite runs one at a time). */
describe('transfers under concurrency (PostgreSQL)', () => {
  const submit = (cookie: string, payeeId: number, amount: string, key: string = crypto.randomUUID()) =>
    s.api('POST', '/transfer/submit', {
      cookie,
      body: { payeeId, sendCurrency: 'GBP', fixedSide: 'send', amount, feeBearing: 'sender', purpose: 'services', paymentPassword: PIN },
      headers: { 'idempotency-key': key },
    });

  it('100 parallel transfers beyond the balance: exactly those that fit succeed, the rest get the translated refusal', async () => {
    // 1000.00 GBP; each transfer freezes 46.50 (43.00 + 3.50 fee): 21 fit (976.50), 79 do not
    const { cookie, payeeId, merchant } = await setup({ credit: [['GBP', 100_000n]] });
    const results = await Promise.all(Array.from({ length: 100 }, () => submit(cookie, payeeId, '43.00')));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok.length).toBe(21);
    for (const r of refused) {
      expect(r.body.respCode).toBe(Codes.INSUFFICIENT_BALANCE.code);
      expect(r.body.respMsg).toBe('Insufficient balance available');
    }
    // (frozen money may already be on its way: the execution jobs run beside the test)
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 21n * 4_650n);
    await expectClean();
  });

  it('the same Idempotency-Key 20 times at once has one effect', async () => {
    const { cookie, payeeId, merchant } = await setup({ credit: [['GBP', 100_000n]] });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(cookie, payeeId, '25.00', key)));
    const serials = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.serialNo as string));
    expect(serials.size).toBe(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.respCode).toBe(Codes.DUPLICATE_REQUEST.code);
    expect((await bal(merchant, 'GBP')).available).toBe(100_000n - 2_850n);
    await expectClean();
  });
});

describe('approval and the payment-date run at once (PostgreSQL)', () => {
  /** Until another connection of this database waits for a row lock (the run queued behind the approval). */
  async function someoneWaitsForALock() {
    for (let i = 0; i < 200; i++) {
      const { rows } = await s.deps.database.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('nobody waited for a lock');
  }

  it("takes the approval flow's lock before the transfer's, as an approval does: the two meet without a deadlock", async () => {
    s.clock.now = noonBeijing();
    const t = await setup({ credit: [['GBP', 100_000n]] });
    const role = await createRole(s.deps.db, {
      merchantNo: t.merchant.merchantNo,
      name: 'Payout',
      resourceCodes: ['transfer', 'transfer:transfer', 'transfer:transfer:approve'],
    });
    const approver = await newOperator(s, { merchant: t.merchant, roleId: role.id });
    const saved = await s.api('POST', '/transApproval/save', {
      cookie: t.cookie,
      body: {
        password: PASSWORD,
        setting: {
          conditions: [{ currency: 'GBP', lowerAmount: '0', upperAmount: null, required: true, mode: 'any', steps: [{ approverUserIds: [approver.user.id] }] }],
          approveSelfFlag: false,
          allowApproveMultiStepFlag: false,
        },
      },
    });
    expect(saved.status).toBe(200);
    const tomorrow = businessDate(new Date(s.clock.now.getTime() + 86_400_000));
    const res = await submit(t.cookie, { payeeId: t.payeeId, sendCurrency: 'GBP', amount: '20.00', scheduledDate: tomorrow });
    expect(res.body.data.status).toBe('pending_approval');
    const id = res.body.data.id as number;
    const scope = [t.merchant.merchantNo];
    const flowId = (await transferStore.transferById(s.deps.db, scope, id))!.approvalFlowId!;
    s.clock.now = new Date(businessInstant(tomorrow, 10).getTime() + 60_000);

    // an approval's order: the flow's row, then (its finished-hook) the transfer's; the 10:00 run starts between the two
    let run: Promise<unknown> = Promise.resolve();
    await s.deps.db.transaction(async (tx) => {
      await lockFlow(tx as unknown as Tx, t.merchant.merchantNo, flowId);
      run = executeTransfer(s.deps.db, id, () => s.clock.now);
      await someoneWaitsForALock();
      await transferStore.lockTransfer(tx, id);
    });
    // the run waited for the flow and then cancelled the unapproved transfer: funds back, books balanced
    expect(await run).toBe('cancelled');
    expect(await bal(t.merchant, 'GBP')).toEqual({ available: 100_000n, frozen: 0n });
    await expectClean();
  });
});
