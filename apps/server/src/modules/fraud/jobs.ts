import { FRAUD_TEST_CARDS, SANDBOX_FRAUD_DELAY_MINUTES } from '@crossbill/contracts/fraud';
import { AppError } from '../../platform/http/errors.ts';
import type { JobDef } from '../../platform/jobs/jobs.ts';
import type { ServerDeps } from '../../deps.ts';
import { raiseFraud } from './service.ts';
import * as store from './store.ts';

/** The minute sweep of the sandbox issuer's fraud reports on test-card payments. */
export const FRAUD_SWEEP_JOB = 'fraud.sweep';

/**
 * Reports each captured payment of a fraud test card once, SANDBOX_FRAUD_DELAY_MINUTES after its
 * capture (a payment already reported is not picked again: the sweep is idempotent). A report the
 * rules refuse is rolled back alone and tried again at the next sweep.
 */
export async function runFraudSweep(deps: Pick<ServerDeps, 'db' | 'config'>, now: Date): Promise<number> {
  if (!deps.config.SANDBOX) return 0;
  const cards = FRAUD_TEST_CARDS.map((c) => ({ ...c, bin: c.number.slice(0, 6), last4: c.number.slice(-4) }));
  const before = new Date(now.getTime() - SANDBOX_FRAUD_DELAY_MINUTES * 60_000);
  let raised = 0;
  for (const p of await store.selectTestCardPayments(deps.db, { cards, capturedBefore: before, limit: 100 })) {
    const card = cards.find((c) => c.bin === p.cardBin && c.last4 === p.cardLast4)!;
    const r = await deps.db
      .transaction((tx) =>
        raiseFraud(tx, { merchantNo: p.merchantNo, transactionId: p.transactionId, fraudType: card.fraudType, actor: { kind: 'sandbox' }, now }),
      )
      .catch((e: unknown) => {
        if (e instanceof AppError) return null;
        throw e;
      });
    if (r) raised++;
  }
  return raised;
}

export function fraudJobs(deps: ServerDeps): JobDef[] {
  return [{ name: FRAUD_SWEEP_JOB, cron: '* * * * *', handler: async () => void (await runFraudSweep(deps, deps.now())) }];
}
